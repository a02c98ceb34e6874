import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { childLimitsOf, childSettingsOf } from '../../src/repositories/child-limits.ts';
import { buildTestApp } from '../helpers.ts';

const NOW = new Date('2026-11-24T10:00:00Z');

describe('child limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ now: () => NOW });
  });
  afterAll(() => app.close());

  async function user(dob: string, guardian: boolean) {
    const id = randomUUID();
    await app.db
      .insertInto('users')
      .values({
        id,
        email: `${id}@example.com`,
        username: id.slice(0, 12),
        name: 'Test Reader',
        dob,
        password_hash: 'x',
        news_letter: false,
        avatar: null,
        status: 'active',
        updated_at: NOW,
      })
      .execute();
    if (guardian) {
      const guardianId = randomUUID();
      await app.db
        .insertInto('guardians')
        .values({ id: guardianId, email: `g-${id}@example.com` })
        .execute();
      await app.db
        .insertInto('guardian_children')
        .values({ guardian_id: guardianId, user_id: id })
        .execute();
    }
    return { id, dob };
  }

  it('are null for an adult and for a minor without a guardian', async () => {
    expect(await childLimitsOf(app.db, await user('1990-01-01', true), NOW)).toBeNull();
    expect(await childLimitsOf(app.db, await user('2015-01-01', false), NOW)).toBeNull();
  });

  it("default to the age's ceiling, no limit, not paused and nothing read", async () => {
    expect(await childLimitsOf(app.db, await user('2015-01-01', true), NOW)).toEqual({
      maxRating: 'PG',
      dailyLimitMinutes: null,
      paused: false,
      minutesReadToday: 0,
    });
    expect((await childLimitsOf(app.db, await user('2012-01-01', true), NOW))?.maxRating).toBe('T');
  });

  it("carry the guardian's settings and today's minutes (India's day)", async () => {
    const child = await user('2015-01-01', true);
    await app.db
      .insertInto('child_settings')
      .values({
        user_id: child.id,
        max_rating: 'T',
        daily_limit_minutes: 30,
        paused: true,
        updated_at: NOW,
      })
      .execute();
    await app.db
      .insertInto('reading_minutes')
      .values([
        { user_id: child.id, day: '2026-11-24', minutes: 12 },
        { user_id: child.id, day: '2026-11-23', minutes: 50 },
      ])
      .execute();
    expect(await childLimitsOf(app.db, child, NOW)).toEqual({
      maxRating: 'T',
      dailyLimitMinutes: 30,
      paused: true,
      minutesReadToday: 12,
    });
    expect(await childSettingsOf(app.db, child, NOW)).toMatchObject({ defaultMaxRating: 'PG' });
  });
});
