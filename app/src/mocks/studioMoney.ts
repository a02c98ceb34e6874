// A member with money for the studio's page stories: a monthly membership paid by a recurring
// payment, a one-time donation, an avatar. Support cancels and refunds; moderators hide the avatar.
import type { MemberDetail, Order, StudioAccount } from '@ic/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { memberDetail } from './studio';

const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status });
const refused = (status: number, message: string) =>
  HttpResponse.json({ success: false, message }, { status });

export const payingMember: StudioAccount = {
  userId: '00000000-0000-4000-8000-000000000021',
  email: 'nikhil@example.com',
  username: 'nikhil_panels',
  name: 'Nikhil Bose',
  status: 'active',
  createdAt: '2026-02-01T09:30:00.000Z',
  roles: [],
};

const order = (n: number, overrides: Partial<Order>): Order => ({
  _id: `70000000-0000-4000-8000-00000000000${n}`,
  receiptNumber: `ICU-2026-1100-000${n}`,
  orderId: `order_sandbox_${n}`,
  purpose: 'membership',
  description: 'Ultimate membership',
  planType: 'Monthly',
  researchPapers: false,
  supportType: null,
  displayName: null,
  recurring: true,
  amount: 199,
  currency: 'INR',
  provider: 'sandbox',
  status: 'paid',
  createdAt: '2026-11-01T10:00:00.000Z',
  paidAt: '2026-11-01T10:01:00.000Z',
  payments: [{ paymentId: `pay_sandbox_${n}`, amount: 199, paidAt: '2026-11-01T10:01:00.000Z' }],
  ...overrides,
});

function payingDetail(): MemberDetail {
  const base = memberDetail(payingMember);
  return {
    ...base,
    membership: {
      ...base.membership,
      isPremium: true,
      plan: 'Monthly',
      startedAt: '2026-11-01T10:01:00.000Z',
      expiresAt: '2026-12-01T10:01:00.000Z',
      memberUntil: '2026-12-01T10:01:00.000Z',
    },
    orders: [
      order(1, {}),
      order(2, {
        purpose: 'donation',
        description: 'Donation',
        planType: null,
        supportType: 'one-time',
        recurring: false,
        amount: 500,
        payments: [{ paymentId: 'pay_sandbox_2', amount: 500, paidAt: '2026-11-05T08:00:00.000Z' }],
      }),
    ],
    subscriptions: [
      {
        _id: '80000000-0000-4000-8000-000000000001',
        subscriptionId: 'sub_sandbox_1',
        purpose: 'membership',
        description: 'Ultimate membership',
        amount: 199,
        status: 'active',
        paidThrough: '2026-12-01T10:01:00.000Z',
        createdAt: '2026-11-01T10:00:00.000Z',
        cancelledAt: null,
      },
    ],
    avatar: { avatar: '/media/avatars/nikhil.svg', hiddenReason: null },
  };
}

/** The paying member's page and its money actions, answered from one copy per call. */
export function memberMoneyHandlers(): HttpHandler[] {
  const detail = payingDetail();
  const member = `/api/studio/members/${payingMember.userId}`;
  return [
    http.get(member, () => ok(detail)),
    http.post(`${member}/subscriptions/:subscriptionId/cancel`, ({ params }) => {
      const sub = detail.subscriptions.find((s) => s._id === params.subscriptionId);
      if (!sub) return refused(404, 'We could not find this subscription.');
      sub.status = 'cancelled';
      sub.cancelledAt = new Date().toISOString();
      return ok(detail);
    }),
    http.post('/api/studio/payments/:paymentId/refund', async ({ params, request }) => {
      const payment = detail.orders
        .flatMap((o) => o.payments)
        .find((p) => p.paymentId === params.paymentId);
      if (!payment) return refused(404, 'We could not find this payment.');
      const { reason } = (await request.json()) as { reason: string };
      detail.refunds.push({
        _id: `90000000-0000-4000-8000-00000000000${detail.refunds.length + 1}`,
        paymentId: payment.paymentId,
        amount: payment.amount,
        reason,
        provider: 'sandbox',
        providerRefundId: `rfnd_sandbox_${detail.refunds.length + 1}`,
        createdAt: '2026-11-24T12:00:00.000Z',
      });
      return ok(detail);
    }),
    http.post(
      `/api/studio/accounts/${payingMember.userId}/avatar/:action`,
      async ({ params, request }) => {
        const { reason } = (await request.json()) as { reason: string };
        detail.avatar.hiddenReason = params.action === 'hide' ? reason : null;
        return ok({ hiddenReason: detail.avatar.hiddenReason });
      },
    ),
  ];
}
