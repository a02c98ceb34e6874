import { MESSAGES } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSiblingApp, buildTestApp, freshIp } from '../helpers.ts';

// Two instances on one database, as behind a load balancer: the general limit is each one's
// own count in memory, the account limits are rows both of them count in.
let app: FastifyInstance;
let sibling: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ config: { rateLimitPerMinute: 5 } });
  sibling = await buildSiblingApp(app);
});
afterAll(async () => {
  await sibling.close();
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const get = (on: FastifyInstance, ip: string, url = '/api/nothing') =>
  on.inject({ method: 'GET', url, remoteAddress: ip });

async function rateLimitRows() {
  const row = await app.db
    .selectFrom('rate_limits')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the general per-IP limit', () => {
  it('answers 429 in the envelope after the limit, 404s included, until the minute passes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T09:00:00Z') });
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await get(app, ip)).statusCode).toBe(404);
    const limited = await get(app, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: MESSAGES.tooManyRequests,
      messageKey: 'errors.tooManyRequests',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.headers['cache-control']).toBe('private, no-store');
    expect((await get(app, freshIp())).statusCode).toBe(404);
    vi.advanceTimersByTime(61_000);
    expect((await get(app, ip)).statusCode).toBe(404);
  });

  it('counts public answers too, and never in the database', async () => {
    const rows = await rateLimitRows();
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await get(app, ip, '/api/plans')).statusCode).toBe(200);
    expect((await get(app, ip, '/api/plans')).statusCode).toBe(429);
    expect(await rateLimitRows()).toBe(rows);
  });

  it('is counted by each instance on its own', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) await get(app, ip);
    expect((await get(app, ip)).statusCode).toBe(429);
    expect((await get(sibling, ip)).statusCode).toBe(404);
  });

  it('adds no rate-limit headers to answers within the limit', async () => {
    const res = await get(app, freshIp(), '/api/plans');
    expect(Object.keys(res.headers).filter((name) => name.includes('ratelimit'))).toEqual([]);
  });
});

describe('the limits that protect accounts', () => {
  it('stay in the database, one count for every instance', async () => {
    const ip = freshIp();
    const forgot = (on: FastifyInstance) =>
      on.inject({
        method: 'POST',
        url: '/api/forget-password',
        payload: { email: 'nobody@example.com' },
        remoteAddress: ip,
      });
    // 10 an hour per IP; the general limit (5 a minute) would stop a single instance first.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00Z') });
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(61_000);
      const res = await forgot(i % 2 === 0 ? app : sibling);
      expect(res.statusCode).toBe(200);
    }
    vi.advanceTimersByTime(61_000);
    expect((await forgot(app)).statusCode).toBe(429);
    expect((await forgot(sibling)).statusCode).toBe(429);
    const row = await app.db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', `forgot:${ip}`)
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(12);
  });
});
