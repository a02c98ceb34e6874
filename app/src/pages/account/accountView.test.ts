import { describe, expect, it } from 'vitest';
import type { Order } from '@ic/domain';
import { freeMembership as free } from '../../mocks/account';
import { membershipView, orderItem, trackedOrders } from './accountView';

describe('membershipView', () => {
  it("reads 'FREE' without a status or premium", () => {
    expect(membershipView(undefined)).toEqual({ plan: 'FREE', gold: false, perks: [] });
    expect(membershipView(free)).toEqual({ plan: 'FREE', gold: false, perks: [] });
  });

  it('names the plan and its renewal for a recurring plan', () => {
    const monthly = { ...free, isPremium: true, plan: 'Monthly' as const };
    expect(
      membershipView({ ...monthly, renewsAt: '2026-12-23T10:00:00Z', expiresAt: '2026-12-23' }),
    ).toMatchObject({ plan: 'Monthly', period: 'Renews on Dec 23, 2026' });
  });

  it("says 'Valid until' for a fixed period, Gold and perks verbatim", () => {
    const view = membershipView({
      ...free,
      isPremium: true,
      plan: 'HalfYear',
      expiresAt: '2027-05-01T00:00:00Z',
      memberLevel: 'Gold',
      perks: ['Your name on our page'],
    });
    expect(view).toEqual({
      plan: 'Half Year',
      period: 'Valid until May 1, 2027',
      gold: true,
      perks: ['Your name on our page'],
    });
  });

  it('names the plan, FREE too, with the words it is given (the screen’s language)', () => {
    const words = {
      planName: (type: string) => `name of ${type}`,
      perkPlan: 'Ultimate',
      renewsOn: (date: string) => date,
      validUntil: (date: string) => date,
      date: (iso: string) => iso,
    };
    expect(membershipView(free, words).plan).toBe('name of FREE');
    expect(membershipView({ ...free, isPremium: true, plan: 'Annual' }, words).plan).toBe(
      'name of Annual',
    );
  });

  it("calls a perk-only premium 'Ultimate'", () => {
    expect(membershipView({ ...free, isPremium: true }).plan).toBe('Ultimate');
  });
});

const order = (status: Order['status'], paidAt: string | null): Order => ({
  _id: `o-${status}`,
  receiptNumber: 'ICU-0000-0000-0001',
  orderId: 'p1',
  purpose: 'membership',
  description: 'Annual Membership Purchase',
  planType: 'Annual',
  researchPapers: true,
  supportType: null,
  displayName: null,
  recurring: false,
  amount: 1049,
  currency: 'INR',
  provider: 'sandbox',
  status,
  createdAt: '2026-01-01T00:00:00Z',
  paidAt,
  payments: [],
});

describe('orders', () => {
  it('shows the payment date when paid, the creation date otherwise', () => {
    expect(orderItem(order('paid', '2026-01-02T00:00:00Z')).date).toBe('2026-01-02T00:00:00Z');
    expect(orderItem(order('failed', null)).date).toBe('2026-01-01T00:00:00Z');
  });

  it('tracks only the orders still waiting for payment (not the expired ones)', () => {
    const orders = [
      order('paid', '2026-01-02T00:00:00Z'),
      order('created', null),
      order('expired', null),
    ];
    expect(trackedOrders(orders).map((item) => item.id)).toEqual(['o-created']);
  });

  it('names the Research Papers add-on in the row, so it is visible beside the price', () => {
    expect(orderItem(order('paid', null)).title).toBe(
      'Annual Membership Purchase + Research Papers',
    );
    // In another language the caller names what was bought (the checkout's words).
    expect(orderItem(order('paid', null), (o) => `${o.planType} in Hindi`).title).toBe(
      'Annual in Hindi',
    );
  });
});
