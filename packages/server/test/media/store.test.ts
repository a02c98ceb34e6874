import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { databaseMediaStore } from '../../src/media/database-store.ts';
import { s3MediaStore } from '../../src/media/s3-store.ts';
import { etagOf, type MediaStore } from '../../src/media/store.ts';
import { createTestDatabase, type TestDatabase } from '../helpers.ts';
import { startS3, type TestBucket } from '../s3.ts';

// Both stores keep the one contract the media route, the page images and the import rely on.

let database: TestDatabase;
let bucket: TestBucket;
const stores: Record<'database' | 's3', () => MediaStore> = {
  database: () => databaseMediaStore(database.db),
  s3: () => s3MediaStore(bucket.options),
};

beforeAll(async () => {
  [database, bucket] = await Promise.all([createTestDatabase(''), startS3()]);
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.db.destroy();
  await database.drop();
  await bucket.close();
});

const asText = async (bytes: Buffer | Readable) =>
  bytes instanceof Readable ? text(bytes) : bytes.toString();

const PDF = 'application/pdf';
const BODY = Buffer.from('%PDF-1.7 a chapter of forty bytes, say');

describe.each(['database', 's3'] as const)('the %s media store', (kind) => {
  const store = () => stores[kind]();
  const at = (name: string) => `/media/test-${kind}/${name}`;

  it('serves what it stored with its type, size and the ETag of its bytes', async () => {
    const saved = await store().save(at('one.pdf'), PDF, BODY);
    expect(saved.etag).toBe(etagOf(BODY));
    const found = await store().find(at('one.pdf'));
    expect(found).toMatchObject({ contentType: PDF, size: BODY.length, etag: etagOf(BODY) });
    expect(await asText(await found!.open())).toBe(BODY.toString());
    const read = await store().read(at('one.pdf'));
    expect(read?.body.equals(BODY)).toBe(true);
    expect(read?.etag).toBe(etagOf(BODY));
  });

  it('reads only the range asked for', async () => {
    await store().save(at('range.pdf'), PDF, BODY);
    const found = await store().find(at('range.pdf'));
    expect(await asText(await found!.open({ start: 9, end: 15 }))).toBe('a chapt');
    expect(await asText(await found!.open({ start: BODY.length - 3, end: BODY.length - 1 }))).toBe(
      'say',
    );
  });

  it('answers undefined for a path it does not hold', async () => {
    expect(await store().find(at('missing.pdf'))).toBeUndefined();
    expect(await store().read(at('missing.pdf'))).toBeUndefined();
  });

  it('lists and deletes everything under a folder, and nothing beside it', async () => {
    const folder = at('pages/abc/');
    for (const name of ['1-thumb.webp', '2-thumb.webp']) {
      await store().save(`${folder}${name}`, 'image/webp', Buffer.from(name));
    }
    await store().save(at('pages/abcd/1-thumb.webp'), 'image/webp', Buffer.from('beside'));
    expect((await store().list(folder)).sort()).toEqual([
      `${folder}1-thumb.webp`,
      `${folder}2-thumb.webp`,
    ]);
    await store().deleteUnder(folder);
    expect(await store().list(folder)).toEqual([]);
    expect(await store().find(`${folder}1-thumb.webp`)).toBeUndefined();
    expect(await store().list(at('pages/abcd/'))).toEqual([at('pages/abcd/1-thumb.webp')]);
  });

  it('can be reached', async () => {
    await expect(store().ping()).resolves.toBeUndefined();
  });
});

describe('the s3 media store', () => {
  it('fails its ping when the bucket does not exist', async () => {
    const missing = s3MediaStore({ ...bucket.options, bucket: 'ic-no-such-bucket' });
    await expect(missing.ping()).rejects.toThrow();
  });

  it('keys an object by its media path without the leading slash, with its type', async () => {
    await stores.s3().save('/media/files/abc/cover.svg', 'image/svg+xml', Buffer.from('<svg/>'));
    const client = new S3Client(bucket.options);
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: bucket.options.bucket, Prefix: 'media/files/' }),
    );
    expect(listed.Contents?.map((o) => o.Key)).toEqual(['media/files/abc/cover.svg']);
    const head = await client.send(
      new HeadObjectCommand({ Bucket: bucket.options.bucket, Key: 'media/files/abc/cover.svg' }),
    );
    expect(head.ContentType).toBe('image/svg+xml');
    client.destroy();
  });
});
