import { CORE_HEROES } from './core-heroes.ts';
import { CORE_MIDDLE } from './core-middle.ts';
import { CORE_VILLAINS } from './core-villains.ts';
import type { CoreCharacter } from './types.ts';

export type { CoreCharacter, Draft } from './types.ts';
export { coreFaction, draftCast } from './generate.ts';
export { weave, type Link, type LinkKind } from './connections.ts';
export { writeTexts, type FirstSeen } from './texts.ts';

/** The hand-written core, in the order the site lists them first. */
export const CORE_CHARACTERS: CoreCharacter[] = [...CORE_HEROES, ...CORE_MIDDLE, ...CORE_VILLAINS];
