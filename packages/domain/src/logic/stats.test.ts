import { describe, it, expect } from 'vitest';
import { applyStatsFloors } from './stats.ts';

describe('applyStatsFloors', () => {
  it('uses the floors when the server values are lower', () => {
    expect(applyStatsFloors({ monthlyFunds: 1200, supporterCount: 3 })).toEqual({
      monthlyFunds: 325701,
      supporterCount: 344,
      corporates: 7,
      totalFunds: 0,
    });
  });

  it('uses the floors when the server values are equal to them', () => {
    const stats = applyStatsFloors({ monthlyFunds: 325701, supporterCount: 344 });
    expect([stats.monthlyFunds, stats.supporterCount]).toEqual([325701, 344]);
  });

  it('keeps server values that are higher', () => {
    const stats = applyStatsFloors({
      monthlyFunds: 400000,
      supporterCount: 512,
      totalFunds: 900000,
    });
    expect(stats).toEqual({
      monthlyFunds: 400000,
      supporterCount: 512,
      corporates: 7,
      totalFunds: 900000,
    });
  });

  it('floors each value independently', () => {
    const stats = applyStatsFloors({ monthlyFunds: 500000, supporterCount: 10 });
    expect([stats.monthlyFunds, stats.supporterCount]).toEqual([500000, 344]);
  });
});
