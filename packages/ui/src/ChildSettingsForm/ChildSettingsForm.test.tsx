import { ACCESS_FIELD_MESSAGES } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import { childSettingsFormSchema, ratingOptions, valuesOf } from './childSettingsForm';

const values = (change: object = {}) => ({
  maxRating: 'PG',
  noLimit: false,
  dailyLimitMinutes: '30',
  paused: false,
  ...change,
});

const messages = (input: object) => {
  const result = childSettingsFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('childSettingsFormSchema', () => {
  it('sends the whole change, the minutes as a number', () => {
    expect(childSettingsFormSchema.parse(values({ maxRating: 'T', paused: true }))).toEqual({
      maxRating: 'T',
      dailyLimitMinutes: 30,
      paused: true,
    });
  });

  it('sends no limit as null, whatever the minutes box holds', () => {
    expect(
      childSettingsFormSchema.parse(values({ noLimit: true, dailyLimitMinutes: 'junk' })),
    ).toEqual({ maxRating: 'PG', dailyLimitMinutes: null, paused: false });
  });

  it("refuses minutes outside the domain's rule with its message", () => {
    for (const typed of ['', '0', '601', '2.5', 'ten'])
      expect(messages(values({ dailyLimitMinutes: typed }))).toEqual([
        ACCESS_FIELD_MESSAGES.dailyLimit,
      ]);
    expect(childSettingsFormSchema.parse(values({ dailyLimitMinutes: ' 1 ' }))).toMatchObject({
      dailyLimitMinutes: 1,
    });
  });
});

describe('valuesOf and ratingOptions', () => {
  it('show the settings in force, and mark the age default', () => {
    expect(
      valuesOf({ maxRating: 'G', defaultMaxRating: 'PG', dailyLimitMinutes: null, paused: true }),
    ).toEqual({ maxRating: 'G', noLimit: true, dailyLimitMinutes: '', paused: true });
    expect(ratingOptions('PG').map((option) => option.label)).toEqual([
      'G: General',
      'PG: Parental Guidance (default for this age)',
      'T: Teen',
    ]);
  });
});
