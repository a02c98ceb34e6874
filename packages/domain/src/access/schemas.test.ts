import { describe, expect, it } from 'vitest';
import {
  ACCESS_FIELD_MESSAGES,
  childSettingsSchema,
  readingHeartbeatSchema,
  readingOpenSchema,
} from './schemas.ts';

describe('childSettingsSchema', () => {
  it('takes any subset of the settings, and null to remove the daily limit', () => {
    expect(childSettingsSchema.parse({ maxRating: 'T' })).toEqual({ maxRating: 'T' });
    expect(childSettingsSchema.parse({ dailyLimitMinutes: null, paused: true })).toEqual({
      dailyLimitMinutes: null,
      paused: true,
    });
  });

  it('refuses limits outside 1 to 600 minutes with one clear message', () => {
    for (const dailyLimitMinutes of [0, 601, 1.5]) {
      const result = childSettingsSchema.safeParse({ dailyLimitMinutes });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ACCESS_FIELD_MESSAGES.dailyLimit);
    }
  });

  it('refuses unknown ratings and fields a guardian cannot set', () => {
    expect(childSettingsSchema.safeParse({ maxRating: 'R' }).success).toBe(false);
    expect(childSettingsSchema.safeParse({ userId: 'someone-else' }).success).toBe(false);
  });
});

describe('readingHeartbeatSchema', () => {
  it('needs a chapter id and a page number', () => {
    expect(readingHeartbeatSchema.safeParse({ chapterId: 'c1', page: 3 }).success).toBe(true);
    expect(readingHeartbeatSchema.safeParse({ chapterId: '', page: 3 }).success).toBe(false);
    expect(readingHeartbeatSchema.safeParse({ chapterId: 'c1', page: 0 }).success).toBe(false);
  });
});

describe('readingOpenSchema and readingHeartbeatSchema', () => {
  it('refuse anything a reader does not send: access levels, dates, user ids', () => {
    expect(readingOpenSchema.safeParse({ chapterId: 'c1' }).success).toBe(true);
    for (const extra of [{ access: 'free' }, { publicAt: '2026-01-01' }, { userId: 'u1' }]) {
      expect(readingOpenSchema.safeParse({ chapterId: 'c1', ...extra }).success).toBe(false);
      expect(readingHeartbeatSchema.safeParse({ chapterId: 'c1', page: 2, ...extra }).success).toBe(
        false,
      );
    }
  });
});
