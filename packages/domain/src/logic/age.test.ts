import { describe, it, expect } from 'vitest';
import { ageOn, isMinor } from './age.ts';

describe('ageOn', () => {
  it('counts whole years to the local day', () => {
    expect(ageOn('2000-06-15', new Date(2025, 5, 14))).toBe(24);
    expect(ageOn('2000-06-15', new Date(2025, 5, 15))).toBe(25);
    expect(ageOn('2000-06-15', new Date(2025, 11, 31))).toBe(25);
  });

  it('treats a 29 February birthday as reached on 1 March in other years', () => {
    expect(ageOn('2008-02-29', new Date(2026, 1, 28))).toBe(17);
    expect(ageOn('2008-02-29', new Date(2026, 2, 1))).toBe(18);
  });

  it('is NaN for an invalid date of birth', () => {
    expect(ageOn('2008-02-30', new Date(2026, 0, 1))).toBeNaN();
  });
});

describe('isMinor', () => {
  const dob = '2007-10-12';

  it('is true the day before the 18th birthday', () => {
    expect(isMinor(dob, new Date(2025, 9, 11, 23, 59, 59))).toBe(true);
  });

  it('is false from the start of the 18th birthday', () => {
    expect(isMinor(dob, new Date(2025, 9, 12, 0, 0, 0))).toBe(false);
  });

  it('is false the day after the 18th birthday', () => {
    expect(isMinor(dob, new Date(2025, 9, 13))).toBe(false);
  });

  it('is true for a young child and false for an adult', () => {
    expect(isMinor('2018-01-01', new Date(2025, 0, 1))).toBe(true);
    expect(isMinor('1980-01-01', new Date(2025, 0, 1))).toBe(false);
  });
});
