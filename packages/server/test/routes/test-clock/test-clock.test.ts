import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers.ts';

const BASE = new Date('2026-11-24T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

const advance = (app: FastifyInstance, payload: object) =>
  app.inject({ method: 'POST', url: '/api/test/clock', payload });

describe('POST /api/test/clock', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ now: () => BASE, config: { testClock: true } });
  });
  afterAll(() => app.close());

  it('moves the server clock by advanceMs, and everything reads the moved clock', async () => {
    const res = await advance(app, { advanceMs: 7 * DAY });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ now: '2026-12-01T10:00:00.000Z' });
    expect(app.now().toISOString()).toBe('2026-12-01T10:00:00.000Z');
    await advance(app, { advanceMs: -7 * DAY });
    expect(app.now()).toEqual(BASE);
  });

  it('refuses anything but a whole number of milliseconds within a year', async () => {
    for (const payload of [
      {},
      { advanceMs: 1.5 },
      { advanceMs: 400 * DAY },
      { advanceMs: 1, at: 'x' },
    ]) {
      const res = await advance(app, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('without TEST_CLOCK', () => {
  it('the route does not exist', async () => {
    const app = await buildTestApp();
    try {
      const res = await advance(app, { advanceMs: DAY });
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
    } finally {
      await app.close();
    }
  });
});
