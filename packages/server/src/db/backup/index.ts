import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

// Backup and restore of the embedded database (DATA_DIR/pgdata) as a plain SQL file written by
// pg_dump itself: PGlite's WASM build of pg_dump (@electric-sql/pglite-tools), the same program
// operators know, so the file is what `pg_dump --inserts` makes and psql restores into any
// PostgreSQL 18. Its rows are INSERT statements (not COPY), so PGlite can replay it too.
// The media table (the default media store) is a table like any other: the file holds the media.
// PGlite is one process: stop the server before either.

export const NOT_EMPTY = (dir: string) =>
  `The database in ${dir} is not empty: restore into a new DATA_DIR (move this one aside).`;

const pgdataOf = (dataDir: string) => path.join(dataDir, 'pgdata');

export async function backupEmbedded(dataDir: string): Promise<string> {
  const dir = pgdataOf(dataDir);
  if (!fs.existsSync(dir)) throw new Error(`No embedded database in ${dir}.`);
  const pg = await PGlite.create(dir);
  try {
    return await (await pgDump({ pg })).text();
  } finally {
    await pg.close();
  }
}

/** Replays a dump into an embedded database that does not exist yet or holds no tables. */
export async function restoreEmbedded(dataDir: string, dump: string): Promise<void> {
  const dir = pgdataOf(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create(dir);
  try {
    const { rows } = await pg.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname = 'public'`,
    );
    if ((rows[0]?.n ?? 0) > 0) throw new Error(NOT_EMPTY(dir));
    await pg.transaction(async (tx) => {
      await tx.exec(dump);
    });
  } finally {
    await pg.close();
  }
}
