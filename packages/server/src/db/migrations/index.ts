import type { Migration } from 'kysely';

/**
 * Every migration, by name, in the order they run. Names sort: NNN_area_what.
 * Each area owns its own files; add new ones here.
 */
export const migrations: Record<string, Migration> = {};
