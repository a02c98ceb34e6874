// Test helpers for the payments area: drive a checkout through the API the way the app does.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SandboxProvider } from '../../src/payments/sandbox.ts';
import type { SignedWebhook } from '../../src/payments/webhook-event.ts';
import { cookieFrom, type SignedUp } from '../helpers.ts';

export type Credentials = { cookie?: string; authorization?: string };

export function asCookie(user: SignedUp): Credentials {
  return { cookie: user.cookie };
}

export function asBearer(user: SignedUp): Credentials {
  return { authorization: `Bearer ${user.token}` };
}

function headersOf(credentials?: Credentials): Record<string, string> {
  const headers: Record<string, string> = {};
  if (credentials?.cookie) headers.cookie = credentials.cookie;
  if (credentials?.authorization) headers.authorization = credentials.authorization;
  return headers;
}

export async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  credentials?: Credentials,
  extraHeaders: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const headers = { ...headersOf(credentials), ...extraHeaders };
  return app.inject({ method: 'POST', url, payload: payload as object, headers });
}

export async function get(app: FastifyInstance, url: string, credentials?: Credentials) {
  return app.inject({ method: 'GET', url, headers: headersOf(credentials) });
}

export interface CheckoutOrder {
  keyId: string;
  amount: number;
  amountRupees: number;
  orderId: string;
  currency: 'INR';
  provider: 'razorpay' | 'sandbox';
  description: string;
  purpose: 'membership' | 'donation';
  recurring: boolean;
}

export interface SignedResult {
  orderId: string;
  paymentId: string;
  signature: string;
}

export async function createMembershipOrder(
  app: FastifyInstance,
  credentials: Credentials,
  body: object,
): Promise<CheckoutOrder> {
  const res = await post(app, '/payment/create', body, credentials);
  if (res.statusCode !== 201) throw new Error(`payment/create: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** As the app does: it opens the checkout with the order (checkout: true), then confirms. */
export async function createDonation(
  app: FastifyInstance,
  body: object,
  credentials?: Credentials,
): Promise<CheckoutOrder> {
  const res = await post(app, '/support/create', { checkout: true, ...body }, credentials);
  if (res.statusCode !== 201) throw new Error(`support/create: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** Pays in the sandbox checkout, as the buyer would, and answers the signed result. */
export async function sandboxPay(app: FastifyInstance, orderId: string): Promise<SignedResult> {
  const res = await post(app, `/api/sandbox/orders/${orderId}/pay`, { outcome: 'success' });
  if (res.statusCode !== 200) throw new Error(`sandbox pay: ${res.statusCode} ${res.body}`);
  const { orderId: id, paymentId, signature } = res.json().data;
  return { orderId: id, paymentId, signature };
}

export async function isPremium(app: FastifyInstance, credentials?: Credentials) {
  const res = await get(app, '/payment/verify', credentials);
  return res.json().isPremium as boolean;
}

export async function membership(app: FastifyInstance, credentials: Credentials) {
  const res = await get(app, '/api/membership', credentials);
  if (res.statusCode !== 200) throw new Error(`membership: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** A membership bought and confirmed end to end: create, pay in the sandbox, confirm. */
export async function buyMembership(
  app: FastifyInstance,
  credentials: Credentials,
  membershipType: string,
): Promise<SignedResult> {
  const order = await createMembershipOrder(app, credentials, { membershipType });
  const result = await sandboxPay(app, order.orderId);
  const res = await post(app, '/payment/confirm', result, credentials);
  if (res.statusCode !== 200) throw new Error(`payment/confirm: ${res.statusCode} ${res.body}`);
  return result;
}

export function sandboxOf(app: FastifyInstance): SandboxProvider {
  if (!(app.payments instanceof SandboxProvider)) throw new Error('not the sandbox provider');
  return app.payments;
}

export async function deliverWebhook(app: FastifyInstance, webhook: SignedWebhook) {
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/razorpay',
    payload: webhook.rawBody,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhook.signature,
      'x-razorpay-event-id': webhook.eventId,
    },
  });
}

/** A payment.captured webhook for a sandbox order, signed with the sandbox webhook secret. */
export function capturedEvent(
  app: FastifyInstance,
  orderId: string,
  paymentId: string,
  amountPaise: number,
): SignedWebhook {
  const payment = {
    id: paymentId,
    entity: 'payment',
    amount: amountPaise,
    currency: 'INR',
    status: 'captured',
    order_id: orderId,
    invoice_id: null,
  };
  return sandboxOf(app).signWebhook('payment.captured', { payment });
}

/** A new session for a user (after the test clock jumped past the old one's expiry). */
export async function logIn(app: FastifyInstance, user: SignedUp): Promise<Credentials> {
  const res = await post(app, '/api/login', {
    email: user.body.email,
    password: user.body.password,
  });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return { cookie: cookieFrom(res) };
}
