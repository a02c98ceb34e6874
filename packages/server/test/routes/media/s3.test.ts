import { ACCESS_MESSAGES } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaPaths } from '../../../src/content/media-paths.ts';
import { pdfOf, signUpMember, signUpReader } from '../../access.ts';
import { buildTestApp } from '../../helpers.ts';
import { asBearer, type Credentials } from '../../payments/flow.ts';
import { comicRated, nth, seededShelf, type ShelvedComic } from '../../reader.ts';
import { startS3, type TestBucket } from '../../s3.ts';

// The media route on the bucket store: the same answers as on the database store (media.test.ts,
// access.test.ts), with the bytes drawn lazily into the bucket and read back from it in ranges.

let bucket: TestBucket;
let app: FastifyInstance;
let comic: ShelvedComic;

beforeAll(async () => {
  bucket = await startS3();
  app = await buildTestApp({ seed: true, config: { s3: bucket.options } });
  comic = comicRated(await seededShelf(app), 'PG');
});
afterAll(async () => {
  await app.close();
  await bucket.close();
});

const get = (url: string, credentials?: Credentials, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...headers, ...credentials } });

const storedInTheDatabase = async () =>
  (await app.db.selectFrom('media').select('path').execute()).map((r) => r.path);

describe('media in an S3 bucket', () => {
  it("a members chapter's PDF: drawn into the bucket, served to a member only, in ranges", async () => {
    const chapter = nth(comic, 1);
    const url = pdfOf(chapter);
    const signedOut = await app.inject(url);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe(ACCESS_MESSAGES.membersOnly);
    expect(await app.media.find(url)).toBeUndefined();
    const reader = await signUpReader(app);
    expect((await get(url, reader.credentials)).statusCode).toBe(403);

    const member = await signUpMember(app);
    const whole = await get(url, member.credentials);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['cache-control']).toBe('private, no-cache');
    expect(whole.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stored = await app.media.read(url);
    expect(stored?.body.equals(whole.rawPayload)).toBe(true);
    expect(whole.headers.etag).toBe(stored?.etag);
    expect(await storedInTheDatabase()).toEqual([]);

    // Now from the bucket: a range, the end by suffix, a 304, and a range past the end.
    const size = whole.rawPayload.length;
    const range = await get(url, asBearer(member), { range: 'bytes=100-199' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(range.headers['content-length']).toBe('100');
    expect(range.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await get(url, member.credentials, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);
    const etag = whole.headers.etag as string;
    expect((await get(url, member.credentials, { 'if-none-match': etag })).statusCode).toBe(304);
    const beyond = await get(url, member.credentials, { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  });

  it("a free chapter's page image is made into the bucket once and served from it", async () => {
    const chapter = nth(comic, 0);
    const url = mediaPaths.pageImage(chapter._id, 1, { kind: 'thumb' });
    const first = await app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(await app.media.list(mediaPaths.pagesFolder(chapter._id))).toEqual([url]);
    const again = await app.inject(url);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(await storedInTheDatabase()).toEqual([]);
  });
});
