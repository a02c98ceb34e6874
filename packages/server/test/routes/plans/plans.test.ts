import { planPrice, PLANS, type MembershipPlan } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../helpers.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/plans', () => {
  it('answers the price list in display order, FREE not purchasable', async () => {
    const res = await app.inject('/api/plans');
    expect(res.statusCode).toBe(200);
    const plans: MembershipPlan[] = res.json().data;
    expect(plans).toEqual(PLANS);
    expect(plans.filter((plan) => !plan.purchasable).map((plan) => plan.type)).toEqual(['FREE']);
  });

  it('lists the prices that POST /payment/create charges', async () => {
    const plans: MembershipPlan[] = (await app.inject('/api/plans')).json().data;
    const monthly = plans.find((plan) => plan.type === 'Monthly');
    const { cookie } = await signUp(app);
    const res = await app.inject({
      method: 'POST',
      url: '/payment/create',
      headers: { cookie },
      payload: { membershipType: 'Monthly', researchPapers: false },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.amountRupees).toBe(monthly?.price);
    expect(planPrice('Monthly', false)).toBe(monthly?.price);
  });
});
