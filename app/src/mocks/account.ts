// The account page's calls for its stories, answered by MSW in the server's shapes. Kept beside
// the page and passed with api('content', ...), so the shared handlers stay untouched.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { purchaseDescription, receiptNumber, type MembershipStatus, type Order } from '@ic/domain';

export const freeMembership: MembershipStatus = {
  isPremium: false,
  plan: null,
  researchPapers: false,
  startedAt: null,
  expiresAt: null,
  renewsAt: null,
  memberLevel: null,
  perks: [],
  memberUntil: null,
  memberCode: null,
};

export const goldMembership: MembershipStatus = {
  isPremium: true,
  plan: 'Monthly',
  researchPapers: true,
  startedAt: '2026-10-23T08:00:00Z',
  expiresAt: '2026-12-23T08:00:00Z',
  renewsAt: '2026-12-23T08:00:00Z',
  memberLevel: 'Gold',
  perks: ['Your name on our page', 'Free Ultimate subscription'],
  memberUntil: '2026-12-23T08:00:00Z',
  memberCode: 'ICU-7QK2M9TD',
};

function order(id: string, overrides: Partial<Order>): Order {
  return {
    _id: id,
    receiptNumber: receiptNumber(id),
    orderId: `order_${id}`,
    purpose: 'membership',
    description: purchaseDescription('Monthly'),
    planType: 'Monthly',
    researchPapers: true,
    supportType: null,
    displayName: null,
    recurring: true,
    amount: 179,
    currency: 'INR',
    provider: 'sandbox',
    status: 'paid',
    createdAt: '2026-10-23T08:00:00Z',
    paidAt: '2026-10-23T08:01:00Z',
    payments: [],
    ...overrides,
  };
}

export const accountOrders: Order[] = [
  order('a3', {
    purpose: 'donation',
    description: 'Monthly support for IC Universe',
    planType: null,
    researchPapers: false,
    supportType: 'monthly',
    displayName: 'Priya S',
    amount: 1500,
    createdAt: '2026-11-01T05:30:00Z',
    paidAt: '2026-11-01T05:31:00Z',
  }),
  order('a2', {
    // As the server describes a purchase (spec section 7): the plan's id, not its name.
    description: purchaseDescription('UltimateKit'),
    planType: 'UltimateKit',
    recurring: false,
    amount: 2049,
    status: 'created',
    createdAt: '2026-11-10T12:00:00Z',
    paidAt: null,
  }),
  order('a1', {}),
];

const ok = (data: unknown, message?: string) =>
  HttpResponse.json({ success: true, data, ...(message ? { message } : {}) });

/** The account screens' calls; `membership` and `orders` choose what the page shows. */
export function accountHandlers(
  membership: MembershipStatus = freeMembership,
  orders: Order[] = [],
): HttpHandler[] {
  return [
    http.get('/api/membership', () => ok(membership)),
    http.get('/api/orders', () => ok(orders)),
    http.patch('/api/account/newsletter', async ({ request }) => {
      const { newsLetter } = (await request.json()) as { newsLetter: boolean };
      return ok({ newsLetter });
    }),
    http.post('/api/logout', () => ok(null)),
    http.delete('/api/account', async ({ request }) => {
      const { password } = (await request.json()) as { password: string };
      return password === 'Comic#2025'
        ? ok(null)
        : HttpResponse.json(
            { success: false, message: 'Your password is not correct' },
            { status: 403 },
          );
    }),
    http.post('/api/feedback', () => ok(null, 'Feedback submitted successfully!')),
  ];
}
