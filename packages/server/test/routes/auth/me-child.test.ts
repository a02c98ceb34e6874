import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpChild, signUpReader } from '../../access.ts';
import { buildTestApp } from '../../helpers.ts';
import { get } from '../../payments/flow.ts';

const NOW = new Date('2026-11-24T10:00:00.000Z');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ now: () => NOW });
});
afterAll(() => app.close());

describe('GET /api/me: child', () => {
  it('is null for an adult', async () => {
    const adult = await signUpReader(app);
    expect((await get(app, '/api/me', adult.credentials)).json().data.child).toBeNull();
  });

  it("holds a child's limits: the age's default ceiling until the guardian sets one", async () => {
    const young = await signUpChild(app, { dob: '2015-01-01' });
    expect((await get(app, '/api/me', young.credentials)).json().data.child).toEqual({
      maxRating: 'PG',
      dailyLimitMinutes: null,
      paused: false,
      minutesToday: 0,
    });
    const teen = await signUpChild(app, { dob: '2011-01-01', dailyLimitMinutes: 45 });
    await app.db
      .insertInto('reading_minutes')
      .values({ user_id: teen.id, day: '2026-11-24', minutes: 12 })
      .execute();
    expect((await get(app, '/api/me', teen.credentials)).json().data.child).toEqual({
      maxRating: 'T',
      dailyLimitMinutes: 45,
      paused: false,
      minutesToday: 12,
    });
  });
});
