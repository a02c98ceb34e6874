import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '../db/database.ts';

// Where media bytes live: the server's database (the default, as before) or an S3-compatible
// bucket. Everything that writes media (seeding's lazy drawing, imports, page images) and the
// media route read and write through this one interface, so neither knows which it is.

/** Media held in memory: just stored, just drawn, or read whole. */
export interface StoredMedia {
  contentType: string;
  body: Buffer;
  etag: string;
}

/** Bytes `start` to `end`, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Media about to be served: what the headers need first, then the bytes asked for. */
export interface ServedMedia {
  contentType: string;
  etag: string;
  size: number;
  open(range?: ByteRange): Promise<Buffer | Readable>;
}

export interface MediaStore {
  /** Where the bytes live, for logs and /readyz. */
  readonly kind: 'database' | 's3';
  /** The media at a path, ready to serve (a range reads only that range), or undefined. */
  find(path: string): Promise<ServedMedia | undefined>;
  /** The whole media at a path (a PDF to draw from), or undefined. */
  read(path: string): Promise<StoredMedia | undefined>;
  /** Stores bytes at a path. Paths name their content, so a second write stores the same bytes. */
  save(path: string, contentType: string, body: Buffer): Promise<StoredMedia>;
  /** Every stored path under a prefix. */
  list(prefix: string): Promise<string[]>;
  /** Deletes everything stored under a prefix. */
  deleteUnder(prefix: string): Promise<void>;
  /** Throws when the store cannot be reached. */
  ping(): Promise<void>;
}

/** What media work needs: the content rows and the store their files live in. */
export interface Stores {
  db: Db;
  media: MediaStore;
}

/** A strong ETag from the bytes themselves: the same file has the same ETag in every store. */
export function etagOf(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** Serves bytes already in memory. */
export function inMemory(media: StoredMedia): ServedMedia {
  const { contentType, etag, body } = media;
  return {
    contentType,
    etag,
    size: body.length,
    open: async (range) => (range ? body.subarray(range.start, range.end + 1) : body),
  };
}
