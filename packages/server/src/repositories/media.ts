import type { Db } from '../db/database.ts';
import { etagOf, type StoredMedia } from '../media/store.ts';

// The `media` table: the default media store (media/database-store.ts), one row a file.

export async function findMedia(db: Db, path: string): Promise<StoredMedia | undefined> {
  const row = await db
    .selectFrom('media')
    .select(['content_type', 'body', 'etag'])
    .where('path', '=', path)
    .executeTakeFirst();
  if (!row) return undefined;
  // PGlite hands back a Uint8Array, pg a Buffer: wrap without copying.
  const body = Buffer.from(row.body.buffer, row.body.byteOffset, row.body.byteLength);
  return { contentType: row.content_type, body, etag: row.etag };
}

/** Stores media at a path; the same path stored twice keeps the first (both are the same bytes). */
export async function saveMedia(
  db: Db,
  path: string,
  contentType: string,
  body: Buffer,
): Promise<StoredMedia> {
  const etag = etagOf(body);
  await db
    .insertInto('media')
    .values({ path, content_type: contentType, body, etag })
    .onConflict((oc) => oc.column('path').doNothing())
    .execute();
  return { contentType, body, etag };
}

/** A LIKE pattern matching every path that starts with the prefix, whatever it holds. */
const startingWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

export async function mediaPathsUnder(db: Db, prefix: string): Promise<string[]> {
  const rows = await db
    .selectFrom('media')
    .select('path')
    .where('path', 'like', startingWith(prefix))
    .orderBy('path')
    .execute();
  return rows.map((r) => r.path);
}

export async function deleteMediaUnder(db: Db, prefix: string): Promise<void> {
  await db.deleteFrom('media').where('path', 'like', startingWith(prefix)).execute();
}
