import type { Config } from '../../config.ts';
import type { Db } from '../database.ts';

/** Placeholder until the content area's generator lands: seeds nothing. */
export async function seedIfEmpty(_db: Db, _config: Config): Promise<void> {}
