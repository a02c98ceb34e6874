// Support statistics as displayed (spec section 9): the floors, every real gift on top of them,
// and a fixed number of corporates.
import type { SupportStats } from '../contracts/support.ts';
import { CORPORATES, STATS_FLOORS } from '../constants/support.ts';

export type RawSupportStats = Pick<SupportStats, 'monthlyFunds' | 'supporterCount'> &
  Partial<Pick<SupportStats, 'totalFunds'>>;

/**
 * The spec's floors are where the figures start (the support given before this site took
 * gifts), so the display never shows less than them. Gifts paid through the site add to them:
 * taking the larger of the two instead would hide every gift until the site alone passed the
 * floor, and a ₹1,500 gift would change nothing on screen.
 */
export function applyStatsFloors(stats: RawSupportStats): SupportStats {
  return {
    monthlyFunds: STATS_FLOORS.monthlyFunds + Math.max(stats.monthlyFunds, 0),
    supporterCount: STATS_FLOORS.supporterCount + Math.max(stats.supporterCount, 0),
    corporates: CORPORATES,
    totalFunds: stats.totalFunds ?? 0,
  };
}
