import { describe, it, expect } from 'vitest';
import { countdownParts, eventHasPassed } from './countdown.ts';
import { eventTargetDate } from '../constants/timings.ts';

describe('countdownParts', () => {
  const target = new Date(2025, 9, 12);

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = new Date(2025, 9, 10, 21, 15, 30);
    expect(countdownParts(target, now)).toEqual({ days: 1, hours: 2, minutes: 44, seconds: 30 });
  });

  it('drops a partial second', () => {
    const now = new Date(target.getTime() - 1500);
    expect(countdownParts(target, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('is all zeros at the target', () => {
    expect(countdownParts(target, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('is all zeros once the target has passed', () => {
    const now = new Date(2026, 0, 1);
    expect(countdownParts(target, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('counts toward the event target, 12 Oct 2025 00:00 local', () => {
    const now = new Date(2025, 8, 12);
    expect(countdownParts(eventTargetDate(), now)).toEqual({
      days: 30,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
});

describe('eventHasPassed', () => {
  const target = new Date(2025, 9, 12);

  it('is false before the event and true from its start on', () => {
    expect(eventHasPassed(target, new Date(target.getTime() - 1))).toBe(false);
    expect(eventHasPassed(target, target)).toBe(true);
    expect(eventHasPassed(target, new Date(2026, 0, 1))).toBe(true);
  });
});
