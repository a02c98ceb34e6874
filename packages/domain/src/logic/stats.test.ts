import { describe, it, expect } from 'vitest';
import { applyStatsFloors } from './stats.ts';

describe('applyStatsFloors', () => {
  it('shows the floors (325701 funds, 344 supporters) when nothing was given through the site', () => {
    expect(applyStatsFloors({ monthlyFunds: 0, supporterCount: 0 })).toEqual({
      monthlyFunds: 325701,
      supporterCount: 344,
      corporates: 7,
      totalFunds: 0,
    });
  });

  it('makes a ₹1,500 gift from a new supporter visibly count', () => {
    const before = applyStatsFloors({ monthlyFunds: 0, supporterCount: 0 });
    const after = applyStatsFloors({ monthlyFunds: 1500, supporterCount: 1, totalFunds: 1500 });
    expect(after.monthlyFunds - before.monthlyFunds).toBe(1500);
    expect(after.supporterCount - before.supporterCount).toBe(1);
    expect(after.totalFunds).toBe(1500);
  });

  it('never shows less than the floors, even above them', () => {
    const stats = applyStatsFloors({ monthlyFunds: 400000, supporterCount: 512 });
    expect(stats.monthlyFunds).toBe(725701);
    expect(stats.supporterCount).toBe(856);
  });

  it('adds each figure independently', () => {
    const stats = applyStatsFloors({ monthlyFunds: 500, supporterCount: 0 });
    expect([stats.monthlyFunds, stats.supporterCount]).toEqual([326201, 344]);
  });
});
