import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_READY } from '../../../src/routes/operations/index.ts';
import { buildTestApp, freshIp } from '../../helpers.ts';
import { startS3, type TestBucket } from '../../s3.ts';

const READY = { database: true, migrations: true, media: true };

describe('GET /healthz and /readyz', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('are up and ready and never cached', async () => {
    const health = await app.inject({ url: '/healthz', remoteAddress: freshIp() });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ success: true, data: { status: 'up' } });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await app.inject({ url: '/readyz', remoteAddress: freshIp() });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, data: READY });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('count against no rate limit', async () => {
    const limited = await buildTestApp({ config: { rateLimitPerMinute: 2 } });
    try {
      const remoteAddress = freshIp();
      for (const url of ['/healthz', '/readyz', '/healthz', '/readyz']) {
        expect((await limited.inject({ url, remoteAddress })).statusCode, url).toBe(200);
      }
      const other = () => limited.inject({ url: '/api/no-such-thing', remoteAddress });
      expect((await other()).statusCode).toBe(404);
      expect((await other()).statusCode).toBe(404);
      expect((await other()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('is not ready while a migration this code knows has not run', async () => {
    // Kysely's own table, outside our schema's types.
    const db = app.db.withTables<{ kysely_migration: { name: string; timestamp: string } }>();
    const [last] = await db
      .selectFrom('kysely_migration')
      .selectAll()
      .orderBy('name', 'desc')
      .limit(1)
      .execute();
    if (!last) throw new Error('no migration ran');
    await db.deleteFrom('kysely_migration').where('name', '=', last.name).execute();
    try {
      const res = await app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        message: NOT_READY,
        data: { ...READY, migrations: false },
      });
    } finally {
      await db.insertInto('kysely_migration').values(last).execute();
    }
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });
});

describe('readiness with the media in a bucket', () => {
  let bucket: TestBucket;
  beforeAll(async () => {
    bucket = await startS3();
  });
  afterAll(() => bucket.close());

  it('is not ready while the bucket cannot be reached, alive all the same', async () => {
    const app = await buildTestApp({
      config: { s3: { ...bucket.options, bucket: 'ic-missing-bucket' } },
    });
    try {
      const res = await app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json().data).toEqual({ ...READY, media: false });
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const ready = await buildTestApp({ config: { s3: bucket.options } });
    try {
      expect((await ready.inject('/readyz')).json()).toEqual({ success: true, data: READY });
    } finally {
      await ready.close();
    }
  });
});

describe('when the database is gone', () => {
  it('is alive but not ready', async () => {
    const app = await buildTestApp();
    await app.db.destroy();
    try {
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      const res = await app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json().data).toMatchObject({ database: false, migrations: false });
    } finally {
      await app.close();
    }
  });
});
