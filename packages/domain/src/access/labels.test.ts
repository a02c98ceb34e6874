import { describe, expect, it } from 'vitest';
import { lockLabel } from './labels.ts';

describe('lockLabel', () => {
  it('names each reason as the chapter row shows it', () => {
    expect(lockLabel({ read: true }, 'G')).toBeNull();
    expect(lockLabel({ read: false, reason: 'members' }, 'G')).toBe('Members only');
    expect(lockLabel({ read: false, reason: 'sign-in' }, 'G')).toBe('Members only');
    expect(lockLabel({ read: false, reason: 'rating' }, 'T')).toBe('Rated T');
    expect(
      lockLabel({ read: false, reason: 'early-until', until: '2026-12-01T10:00:00.000Z' }, 'G'),
    ).toBe('Free on Dec 1, 2026');
    expect(lockLabel({ read: false, reason: 'paused' }, 'G')).toBe('Paused by your guardian');
    expect(lockLabel({ read: false, reason: 'time-limit' }, 'G')).toBe(
      'Reading time is up for today',
    );
  });
});
