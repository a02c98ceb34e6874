import { describe, it, expect } from 'vitest';
import {
  CORPORATES,
  DISPLAY_NAME_MAX,
  DONATION_PERKS,
  DONATION_PRESETS,
  FUND_SPLIT,
  STATS_FLOORS,
} from './support.ts';

describe('donation constants', () => {
  it('offers the six presets', () => {
    expect(DONATION_PRESETS).toEqual([500, 1000, 1500, 2000, 2500, 3000]);
  });

  it('holds the statistics floors, corporates and display name limit', () => {
    expect(STATS_FLOORS).toEqual({ monthlyFunds: 325701, supporterCount: 344 });
    expect(CORPORATES).toBe(7);
    expect(DISPLAY_NAME_MAX).toBe(30);
  });

  it('gives Gold its two perks', () => {
    const gold = DONATION_PERKS.find((perk) => perk.memberLevel === 'Gold');
    expect(gold?.perks).toEqual(['Your name on our page', 'Free Ultimate subscription']);
    expect(gold?.minimumAmount).toBe(1500);
  });
});

describe('FUND_SPLIT', () => {
  it('splits 20 / 35 / 45 percent', () => {
    expect(FUND_SPLIT.map((group) => [group.title, group.percent])).toEqual([
      ['National Development', 20],
      ['Research & Innovation', 35],
      ['Development of the IC Universe', 45],
    ]);
  });

  it('adds up to 100 percent', () => {
    expect(FUND_SPLIT.reduce((sum, group) => sum + group.percent, 0)).toBe(100);
  });

  it("holds each group's items as in the spec", () => {
    expect(FUND_SPLIT.map((group) => group.items.map((item) => item.percent))).toEqual([
      [10, 5, 2, 2],
      [20, 10, 5],
      [40, 5],
    ]);
  });
});
