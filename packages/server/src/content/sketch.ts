import { paletteFor, type CharacterSketch } from '@ic/art';
import type { Character } from '@ic/domain';
import { factionNamed, settingOf } from './sample/world.ts';

/** What @ic/art draws a character from: their biography, home and faction's colours. */
export function sketchOf(c: Character): CharacterSketch {
  const faction = c.faction ?? '';
  return {
    id: c._id,
    name: c.originalName,
    alignment: c.alignment,
    species: c.species ?? '',
    gender: c.gender ?? '',
    hair: c.hair ?? '',
    eyes: c.eyes ?? '',
    height: c.height ?? '',
    weight: c.weight ?? '',
    age: c.age === null ? (c.ageNote ?? '') : String(c.age),
    powers: c.powers,
    weapon: c.weapon,
    setting: settingOf(c.universe ?? '', c.placeOfOrigin),
    palette: factionNamed(faction)?.palette ?? paletteFor(c.alignment, faction),
  };
}
