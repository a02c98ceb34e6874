import {
  dataUri,
  PALETTES,
  renderCharacterArt,
  renderComicCover,
  SCENE_KINDS,
  type CharacterArt,
  type CharacterSketch,
  type CoverSketch,
} from '@ic/art';
import type { CharacterAlignment } from '@ic/domain';

// The server's generated art, drawn in stories from made-up biographies: every side, setting,
// body and kit, so the gallery and the banners' crops show the range the seeded world has.

const SIDES: CharacterAlignment[] = ['hero', 'middle', 'villain'];
// Eight by six: 48 names, none repeated.
const FIRST = ['Copper', 'Saffron', 'Velvet', 'Monsoon', 'Cinder', 'Jade', 'Rust', 'Comet'];
const SECOND = ['Heron', 'Surgeon', 'Leopard', 'Mirage', 'Fang', 'Weaver'];
const SPECIES = ['Human', 'Human', 'Human', 'Cyborg', 'Naga', 'Stone Giant', 'Star-born'];
const HAIR = ['Long black', 'Braided black', 'Shaved', 'Silver bun', 'Curly brown', 'Short grey'];
const BODIES: [height: string, weight: string][] = [
  ['5 ft 2 in', '48 kg'],
  ['5 ft 8 in', '64 kg'],
  ['6 ft 1 in', '98 kg'],
  ['7 ft 4 in', '160 kg'],
  ['4 ft 6 in', '40 kg'],
];
const POWERS = ['Flame weaving', 'Tidal pull', 'Storm calling', 'Shadow walk', 'Stone skin'];
const WEAPONS = [
  'Steel Talwar',
  'Coral Trident',
  'Living Bow',
  'Magnetic Gada',
  'Thorn Staff',
  'Chain Urumi',
  'Comet Lance',
  'Mirror Fan',
];
const SETTING_COLOURS: [string, string][] = [
  ['#ff7a00', '#1d3fbf'],
  ['#ff2d95', '#14c8d4'],
  ['#0077b6', '#00c49a'],
  ['#2f9e44', '#c2410c'],
];

const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** The i-th made-up character: sides, species, bodies, kit and homes in turn. */
export function sketchAt(i: number): CharacterSketch {
  const alignment = at(SIDES, i);
  const [height, weight] = at(BODIES, i);
  return {
    id: `gallery-${i}`,
    name: `${at(FIRST, i)} ${at(SECOND, Math.floor(i / FIRST.length))}`,
    alignment,
    species: at(SPECIES, i),
    gender: at(['Female', 'Male', 'Female', 'Male', 'Non-binary'], i),
    hair: at(HAIR, i),
    eyes: 'Brown',
    height,
    weight,
    age: String(16 + ((i * 7) % 60)),
    powers: [at(POWERS, i), at(POWERS, i + 1), at(POWERS, i + 2)],
    weapon: i % 4 === 3 ? [] : [at(WEAPONS, i)],
    setting: { scene: at(SCENE_KINDS, i), palette: at(SETTING_COLOURS, i) },
    palette: at(PALETTES[alignment], i),
  };
}

/** One of a made-up character's pictures, as a data URI. */
export function generatedCharacterArt(i: number, art: CharacterArt): string {
  return dataUri(renderCharacterArt(sketchAt(i), art));
}

/** A made-up comic's cover: one to three of the cast in their world. */
export function generatedCover(i: number): { title: string; image: string } {
  const cast = Array.from({ length: 1 + (i % 3) }, (_, k) => sketchAt(i * 3 + k));
  const cover: CoverSketch = {
    id: `cover-${i}`,
    title: `The ${at(SECOND, i)} of ${at(['Kashi', 'Mayapuri', 'Ratnakar', 'Amarkot'], i)}`,
    setting: { scene: at(SCENE_KINDS, i + 2), palette: at(SETTING_COLOURS, i) },
    cast,
  };
  return { title: cover.title, image: dataUri(renderComicCover(cover)) };
}
