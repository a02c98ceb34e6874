import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';

export interface StoredMedia {
  contentType: string;
  body: Buffer;
  etag: string;
}

/** A strong ETag from the bytes themselves. */
export function etagOf(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

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
