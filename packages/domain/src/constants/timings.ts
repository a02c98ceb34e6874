// Timings and session keys from spec section 9, in one place so every screen agrees.

export const TIMINGS = {
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
} as const;

const SECONDS_PER_DAY = 24 * 60 * 60;

export const USER_COOKIE = { name: 'user', maxAgeSeconds: 365 * SECONDS_PER_DAY } as const;
export const AUTH_TOKEN_KEY = 'authtoken';
export const TOAST_LIMIT = 20;

/** The event the home banner counts down to: 12 Oct 2025, midnight local time. */
export const EVENT_TARGET = { year: 2025, monthIndex: 9, day: 12 } as const;

export function eventTargetDate(): Date {
  return new Date(EVENT_TARGET.year, EVENT_TARGET.monthIndex, EVENT_TARGET.day);
}

/**
 * An order not paid this long after it was created is abandoned: it shows as expired and can no
 * longer be confirmed (a checkout window is open for minutes, not hours).
 */
export const ORDER_EXPIRY_MINUTES = 30;
