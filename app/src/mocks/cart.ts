// The checkout's calls for its page stories (MSW): saved addresses kept in memory per story,
// and the order a sandbox payment leaves behind.
import type { Address, Order, SavedAddress } from '@ic/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';

export const storyAddress: SavedAddress = {
  _id: '0b7c9a8e-1f2d-4c3b-9a6e-5d4c3b2a1f00',
  firstName: 'Priya',
  lastName: 'Sharma',
  house: '21 Banyan Lane',
  street: 'Indiranagar 2nd Stage',
  landmark: 'Opposite the lake park',
  postalCode: '560038',
  city: 'Bengaluru',
  country: 'India',
  state: 'Karnataka',
  phone: '9812345670',
  isDefault: true,
};

export const storyOrder: Order = {
  _id: 'f3a1c2d4-0000-4000-8000-000000000001',
  receiptNumber: 'ICU-F3A1-C2D4-0000',
  orderId: 'order_Monthly',
  purpose: 'membership',
  description: 'Monthly Membership Purchase',
  planType: 'Monthly',
  researchPapers: false,
  supportType: null,
  displayName: null,
  recurring: true,
  amount: 129,
  currency: 'INR',
  provider: 'sandbox',
  status: 'paid',
  createdAt: '2026-11-23T05:30:00.000Z',
  paidAt: '2026-11-23T05:31:00.000Z',
  payments: [{ paymentId: 'pay_order_Monthly', amount: 129, paidAt: '2026-11-23T05:31:00.000Z' }],
};

const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status });

/** /api/addresses as the server keeps them, starting from `initial` (a fresh copy per story). */
export function addressHandlers(initial: SavedAddress[] = [storyAddress]): HttpHandler[] {
  let saved = [...initial];
  let next = 1;
  return [
    http.get('/api/addresses', () => ok(saved)),
    http.post('/api/addresses', async ({ request }) => {
      const body = (await request.json()) as Address;
      const address = { ...body, _id: `00000000-0000-4000-8000-00000000000${next++}` };
      saved = [...saved.map((a) => ({ ...a, isDefault: false })), address];
      return ok(address, 201);
    }),
    http.put('/api/addresses/:id', async ({ request, params }) => {
      const address = { ...((await request.json()) as Address), _id: String(params.id) };
      saved = saved.map((a) => (a._id === address._id ? address : a));
      return ok(address);
    }),
    http.delete('/api/addresses/:id', ({ params }) => {
      saved = saved.filter((a) => a._id !== params.id);
      return ok(null);
    }),
  ];
}

/** GET /api/orders/:id answers the paid story order, and 404 for any other id. */
export const orderHandler = http.get('/api/orders/:id', ({ params }) =>
  params.id === storyOrder.orderId || params.id === storyOrder._id
    ? ok(storyOrder)
    : HttpResponse.json({ success: false, message: 'Order not found.' }, { status: 404 }),
);
