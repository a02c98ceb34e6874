import { describe, expect, it } from 'vitest';
import { POLICY } from '../constants/policy.ts';
import { defaultMaxRating, isRating, ratingAllows, ratingLabel, RATINGS } from './ratings.ts';

describe('ratings', () => {
  it('are the policy pages’ codes, mildest first', () => {
    expect(RATINGS).toEqual(POLICY.ratings.map((rating) => rating.code));
    expect(ratingLabel('PG')).toBe('Parental Guidance');
  });

  it('allow everything up to the ceiling and nothing above', () => {
    expect(ratingAllows('PG', 'G')).toBe(true);
    expect(ratingAllows('PG', 'PG')).toBe(true);
    expect(ratingAllows('PG', 'T')).toBe(false);
    expect(ratingAllows('G', 'PG')).toBe(false);
    expect(ratingAllows('T', 'T')).toBe(true);
  });

  it('default to PG under 13 and T from the 13th birthday', () => {
    expect(defaultMaxRating('2014-11-25', new Date(2026, 10, 24))).toBe('PG');
    expect(defaultMaxRating('2013-11-24', new Date(2026, 10, 24))).toBe('T');
    expect(defaultMaxRating('2010-01-01', new Date(2026, 10, 24))).toBe('T');
  });

  it('recognise only the three codes', () => {
    expect(isRating('T')).toBe(true);
    expect(isRating('R')).toBe(false);
    expect(isRating(undefined)).toBe(false);
  });
});
