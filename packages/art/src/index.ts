// The public entry of @ic/art: the one comic-art toolkit of app, ui and server. Pure TypeScript
// that builds SVG strings (no React, no DOM, no Node APIs), the same for the same input.
export { pointList, starburst, type Point } from './geometry.ts';
export { createRandom, type Random } from './random.ts';
export { dataUri, escapeXml, svg } from './svg.ts';
// The content's pictures in the print style (ink outlines, halftone, lettering), drawn by the server.
export { type Backdrop, type SceneKind } from './content/scenes.ts';
export {
  CHARACTER_ART,
  renderCharacterArt,
  type CharacterArt,
  type CharacterSketch,
} from './content/character.ts';
export { renderChapterCover, renderComicCover } from './content/covers.ts';
export { renderBlogArt, renderTimelineArt } from './content/news.ts';
export { renderMemberAvatar } from './content/member.ts';
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
