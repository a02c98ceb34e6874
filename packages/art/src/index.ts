// The public entry of @ic/art: the one comic-art toolkit of app, ui and server. Pure TypeScript
// that builds SVG strings (no React, no DOM, no Node APIs), the same for the same input.
export { pointList, starburst, type Point } from './geometry.ts';
export { createRandom, type Random } from './random.ts';
export { dataUri, escapeXml, svg } from './svg.ts';
// The content's pictures in the print style (ink outlines, cel shading, halftone), drawn by the
// server, and the drawing model the server's comic pages share with them.
export {
  HALFTONE,
  isGroup,
  toSvg,
  type Group,
  type LinearPaint,
  type Mark,
  type Paint,
  type RadialPaint,
  type Shape,
} from './content/marks.ts';
export { SCENE_KINDS, type SceneKind, type Setting, type TimeOfDay } from './content/scenes.ts';
export { PALETTES, type FactionPalette } from './content/palette.ts';
export { ELEMENTS, elementOf, type Element } from './content/emblems.ts';
export { lookOf, paletteFor, type CharacterSketch, type Look } from './content/look.ts';
export { CHARACTER_ART, renderCharacterArt, type CharacterArt } from './content/character.ts';
export {
  COVER,
  coverLayoutOf,
  coverMarks,
  renderComicCover,
  type CoverLayout,
  type CoverSketch,
} from './content/covers.ts';
export {
  panelMarks,
  renderPanelArt,
  SHOTS,
  type PanelPicture,
  type Shot,
} from './content/panels.ts';
export {
  NEWS_PICTURES,
  renderNewsArt,
  renderTimelineArt,
  type NewsPicture,
  type NewsPictureKind,
} from './content/news.ts';
export { renderMemberAvatar } from './content/member.ts';
export { FOCUS, objectPosition, type FocalPoint } from './content/focus.ts';
// The flat art: the site's own small scenes and the stories' stand-ins, as data URIs.
export { motifArt, type ArtMotif, type MotifShape } from './flat/motifs.ts';
export { heroArt } from './flat/hero.ts';
export {
  characterArt,
  storyArt,
  type CharacterArtShape,
  type StoryArtShape,
} from './flat/lettered.ts';
export { panelArt } from './flat/panel.ts';
