import { MESSAGES } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshIp } from '../helpers.ts';

let now = new Date('2026-03-01T09:00:00Z').getTime();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ config: { rateLimitPerMinute: 5 }, now: () => new Date(now) });
});
afterAll(() => app.close());

const get = (ip: string) => app.inject({ method: 'GET', url: '/api/nothing', remoteAddress: ip });

describe('the general per-IP limit', () => {
  it('answers 429 in the envelope after the limit, 404s included, until the minute passes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await get(ip)).statusCode).toBe(404);
    const limited = await get(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: MESSAGES.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await get(freshIp())).statusCode).toBe(404);
    now += 61_000;
    expect((await get(ip)).statusCode).toBe(404);
  });
});
