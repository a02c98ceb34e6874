import { describe, it, expect } from 'vitest';
import { eventTargetDate } from './timings.ts';

describe('eventTargetDate', () => {
  it('targets 12 Oct 2025 at local midnight', () => {
    const target = eventTargetDate();
    expect([target.getFullYear(), target.getMonth(), target.getDate()]).toEqual([2025, 9, 12]);
    expect([target.getHours(), target.getMinutes(), target.getSeconds()]).toEqual([0, 0, 0]);
  });
});
