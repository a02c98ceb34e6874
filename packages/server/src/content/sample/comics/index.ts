import { AKASHGANGA_COMICS } from './akashganga.ts';
import { CROSSOVER_COMICS } from './crossover.ts';
import { MAYAPURI_COMICS } from './mayapuri.ts';
import { SAMUDRA_COMICS } from './samudra.ts';
import { TRIKAAL_COMICS } from './trikaal.ts';
import type { ComicScript } from './types.ts';
import { VINDHYA_COMICS } from './vindhya.ts';

export type { Beat, CastSpec, ChapterScript, ComicScript } from './types.ts';

/** Every sample comic, in the order they are ranked. */
export const COMICS: ComicScript[] = [
  ...TRIKAAL_COMICS,
  ...MAYAPURI_COMICS,
  ...SAMUDRA_COMICS,
  ...VINDHYA_COMICS,
  ...AKASHGANGA_COMICS,
  ...CROSSOVER_COMICS,
];
