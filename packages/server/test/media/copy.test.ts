import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { copyMedia } from '../../src/media/copy.ts';
import { databaseMediaStore } from '../../src/media/database-store.ts';
import { s3MediaStore } from '../../src/media/s3-store.ts';
import type { MediaStore } from '../../src/media/store.ts';
import { createTestDatabase, type TestDatabase } from '../helpers.ts';
import { startS3, type TestBucket } from '../s3.ts';

/**
 * s3rver (the test bucket) answers a PUT once it has read the body, before its file is written:
 * a read at once can find the file empty on a busy machine. Checks what was copied until it is.
 */
const written = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5_000 });

let database: TestDatabase;
let bucket: TestBucket;
let from: MediaStore;
let to: MediaStore;

beforeAll(async () => {
  [database, bucket] = await Promise.all([createTestDatabase(''), startS3()]);
  await migrateToLatest(database.db);
  from = databaseMediaStore(database.db);
  to = s3MediaStore(bucket.options);
  await from.save('/media/chapters/a.pdf', 'application/pdf', Buffer.from('%PDF a'));
  await from.save('/media/pages/c1/1-thumb.webp', 'image/webp', Buffer.from('thumb'));
  await from.save('/media/files/h/cover.svg', 'image/svg+xml', Buffer.from('<svg/>'));
});
afterAll(async () => {
  await database.db.destroy();
  await database.drop();
  await bucket.close();
});

describe('copying the database media into a bucket (npm run media:copy)', () => {
  it('copies every file with its type and ETag, says what it did, and copies nothing twice', async () => {
    const lines: string[] = [];
    expect(await copyMedia(from, to, (line) => lines.push(line))).toEqual({ copied: 3, kept: 0 });
    expect(lines.sort()).toEqual([
      'copied /media/chapters/a.pdf (0.0 KB)',
      'copied /media/files/h/cover.svg (0.0 KB)',
      'copied /media/pages/c1/1-thumb.webp (0.0 KB)',
    ]);
    for (const path of await from.list('/')) {
      await written(async () => {
        const [source, copy] = await Promise.all([from.read(path), to.read(path)]);
        expect(copy).toEqual(source);
      });
    }
    expect(await copyMedia(from, to)).toEqual({ copied: 0, kept: 3 });
  });

  it('copies again a file whose bytes differ in the bucket', async () => {
    await to.save('/media/chapters/a.pdf', 'application/pdf', Buffer.from('stale'));
    expect(await copyMedia(from, to)).toEqual({ copied: 1, kept: 2 });
    await written(async () =>
      expect((await to.read('/media/chapters/a.pdf'))?.body.toString()).toBe('%PDF a'),
    );
  });
});
