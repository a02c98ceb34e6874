import { describe, expect, it } from 'vitest';
import {
  AVATAR_FEATURES,
  AVATAR_OPTIONS,
  DEFAULT_AVATAR,
  decodeAvatar,
  encodeAvatar,
  randomAvatar,
} from './avatarConfig';

describe('avatar encoding', () => {
  it('round-trips every config through a short string', () => {
    const encoded = encodeAvatar(DEFAULT_AVATAR);
    expect(encoded).toBe('v1:2001002');
    expect(decodeAvatar(encoded)).toEqual(DEFAULT_AVATAR);
    const last = Object.fromEntries(
      AVATAR_FEATURES.map((feature) => [feature, AVATAR_OPTIONS[feature].length - 1]),
    ) as typeof DEFAULT_AVATAR;
    expect(decodeAvatar(encodeAvatar(last))).toEqual(last);
  });

  it('refuses strings it cannot draw', () => {
    for (const value of [
      undefined,
      '',
      'https://x/y.png',
      'v1:200100',
      'v1:20010020',
      'v2:2001002',
      'v1:9001002',
      'v1:20010-2',
    ]) {
      expect(decodeAvatar(value)).toBeNull();
    }
  });
});

describe('randomAvatar', () => {
  it('picks an option of every feature within range', () => {
    expect(randomAvatar(() => 0)).toEqual(Object.fromEntries(AVATAR_FEATURES.map((f) => [f, 0])));
    const high = randomAvatar(() => 0.9999);
    for (const feature of AVATAR_FEATURES) {
      expect(high[feature]).toBe(AVATAR_OPTIONS[feature].length - 1);
    }
  });

  it('never answers the avatar it replaces', () => {
    const current = randomAvatar(() => 0);
    const next = randomAvatar(() => 0, current);
    expect(encodeAvatar(next)).not.toBe(encodeAvatar(current));
    expect(decodeAvatar(encodeAvatar(next))).toEqual(next);
  });
});
