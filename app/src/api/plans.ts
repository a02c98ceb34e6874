import { PLANS, type MembershipPlan } from '@ic/domain';
import useSWR from 'swr';
import { apiGet } from './client';
import { logged } from './log';

export const PLANS_KEY = '/api/plans';

/** The price list the server charges (GET /api/plans), in display order. */
export function getPlans(): Promise<MembershipPlan[]> {
  return logged('load the membership plans', () => apiGet<MembershipPlan[]>(PLANS_KEY));
}

/**
 * Every page that shows prices reads them here, so the home page and the Ultimate page never
 * disagree. A failed load is logged and falls back to the shared price list the server itself
 * charges from (`PLANS` in @ic/domain), so the plans never vanish.
 */
export function usePlans() {
  const { data, error, isLoading } = useSWR(PLANS_KEY, getPlans, { revalidateOnFocus: false });
  const plans: readonly MembershipPlan[] | undefined = error ? PLANS : data;
  return { plans, isLoading, error: error as unknown };
}
