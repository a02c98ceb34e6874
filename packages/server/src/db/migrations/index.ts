import type { Migration } from 'kysely';
import * as content from './002_content.ts';
import * as payments from './003_payments.ts';

/**
 * Every migration, by name, in the order they run. Names sort: NNN_area_what.
 * Each area owns its own files; add new ones here.
 */
export const migrations: Record<string, Migration> = {
  '002_content': content,
  '003_payments': payments,
};
