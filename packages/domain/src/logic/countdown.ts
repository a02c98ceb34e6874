// The event banner countdown (spec section 4): zeros once the target has passed.

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function countdownParts(target: Date, now: Date): CountdownParts {
  const left = Math.max(0, target.getTime() - now.getTime());
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

/**
 * Whether the event has begun: from then on its banner says what happened instead of a countdown
 * at zeros (issue 13).
 */
export function eventHasPassed(target: Date, now: Date): boolean {
  return now.getTime() >= target.getTime();
}
