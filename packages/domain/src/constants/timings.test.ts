import { describe, it, expect } from 'vitest';
import { AUTH_TOKEN_KEY, TIMINGS, TOAST_LIMIT, USER_COOKIE, eventTargetDate } from './timings.ts';

describe('timings', () => {
  it('holds the spec timings in milliseconds', () => {
    expect(TIMINGS).toEqual({
      skeletonMs: 2400,
      splashMs: 2000,
      fadeMs: 300,
      heroSlideMs: 500,
      loginToastMs: 3000,
      toastMs: 3000,
      loginRedirectMs: 1500,
      signupRedirectMs: 2000,
      resetRedirectMs: 3000,
      teamRotationMs: 5000,
      countdownTickMs: 1000,
    });
  });

  it('keeps the user cookie for one year and the token under authtoken', () => {
    expect(USER_COOKIE).toEqual({ name: 'user', maxAgeSeconds: 31_536_000 });
    expect(AUTH_TOKEN_KEY).toBe('authtoken');
    expect(TOAST_LIMIT).toBe(20);
  });

  it('targets 12 Oct 2025 at local midnight', () => {
    const target = eventTargetDate();
    expect([target.getFullYear(), target.getMonth(), target.getDate()]).toEqual([2025, 9, 12]);
    expect([target.getHours(), target.getMinutes(), target.getSeconds()]).toEqual([0, 0, 0]);
  });
});
