// Support statistics as displayed (spec section 9): floors for funds and supporters, and a
// fixed number of corporates.
import type { SupportStats } from '../contracts/support.ts';
import { CORPORATES, STATS_FLOORS } from '../constants/support.ts';

export type RawSupportStats = Pick<SupportStats, 'monthlyFunds' | 'supporterCount'> &
  Partial<Pick<SupportStats, 'totalFunds'>>;

export function applyStatsFloors(stats: RawSupportStats): SupportStats {
  return {
    monthlyFunds: Math.max(stats.monthlyFunds, STATS_FLOORS.monthlyFunds),
    supporterCount: Math.max(stats.supporterCount, STATS_FLOORS.supporterCount),
    corporates: CORPORATES,
    totalFunds: stats.totalFunds ?? 0,
  };
}
