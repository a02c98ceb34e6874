import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SandboxOrdersTable } from '../db/tables/payments.ts';
import { providerId } from './ids.ts';
import {
  HmacVerifier,
  type CapturedAtProvider,
  type CreateOrderInput,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderSubscription,
} from './provider.ts';
import { hmacSha256Hex, orderPaymentMessage, subscriptionPaymentMessage } from './signatures.ts';
import type { SignedWebhook } from './webhook-event.ts';

export type SandboxOrder = Selectable<SandboxOrdersTable>;

export type SandboxPayResult =
  | {
      status: 'paid';
      orderId: string;
      paymentId: string;
      signature: string;
      kind: SandboxOrder['kind'];
    }
  | { status: 'failed'; orderId: string; paymentId: string; webhook: SignedWebhook };

/** Why a sandbox checkout action was refused. */
export class SandboxRefusal extends Error {
  readonly reason: 'not-found' | 'already-paid' | 'not-active';
  constructor(reason: SandboxRefusal['reason']) {
    super(reason);
    this.reason = reason;
  }
}

export interface SandboxOptions {
  db: Db;
  secret: string;
  now: () => Date;
}

/**
 * The local sandbox provider (the default). It keeps its own books in `sandbox_orders`, plays
 * the hosted checkout (pay or fail), and signs results and webhooks exactly as Razorpay does,
 * with keys derived from config.sandboxSecret, so the same verification code runs offline.
 */
export class SandboxProvider extends HmacVerifier implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly keyId = 'rzp_sandbox_local';
  readonly #db: Db;
  readonly #now: () => Date;
  readonly #keySecret: string;
  readonly #webhookSecret: string;

  constructor({ db, secret, now }: SandboxOptions) {
    const keySecret = hmacSha256Hex(secret, 'sandbox-key-secret');
    const webhookSecret = hmacSha256Hex(secret, 'sandbox-webhook-secret');
    super(keySecret, webhookSecret);
    this.#db = db;
    this.#now = now;
    this.#keySecret = keySecret;
    this.#webhookSecret = webhookSecret;
  }

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    const row = await this.#insert('order', input);
    return { orderId: row.id, amountPaise: row.amount_paise, currency: 'INR' };
  }

  async createSubscription(input: CreateOrderInput): Promise<ProviderSubscription> {
    const row = await this.#insert('subscription', input);
    return { subscriptionId: row.id, amountPaise: row.amount_paise, currency: 'INR' };
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    await this.#db
      .updateTable('sandbox_orders')
      .set({ status: 'cancelled' })
      .where('id', '=', subscriptionId)
      .where('kind', '=', 'subscription')
      .execute();
  }

  /** No money moves here: the refund gets an id like Razorpay's, and our refunds table records it. */
  async refund(): Promise<{ refundId: string }> {
    return { refundId: providerId('rfnd') };
  }

  async capturedPayment(reference: string): Promise<CapturedAtProvider | null> {
    const order = await this.findOrder(reference);
    if (order?.status !== 'paid' || !order.payment_id) return null;
    return {
      paymentId: order.payment_id,
      amountPaise: order.amount_paise,
      currency: order.currency,
    };
  }

  async findOrder(id: string): Promise<SandboxOrder | undefined> {
    return this.#db
      .selectFrom('sandbox_orders')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** What the hosted checkout does when the buyer pays (or the bank declines). */
  async pay(id: string, outcome: 'success' | 'failure'): Promise<SandboxPayResult> {
    const order = await this.findOrder(id);
    if (!order) throw new SandboxRefusal('not-found');
    if (order.status === 'paid') throw new SandboxRefusal('already-paid');
    if (order.status === 'cancelled') throw new SandboxRefusal('not-active');
    const paymentId = providerId('pay');
    if (outcome === 'failure') return this.#fail(order, paymentId);
    const settled = await this.#db
      .updateTable('sandbox_orders')
      .set({ status: 'paid', payment_id: paymentId })
      .where('id', '=', id)
      .where('status', 'in', ['created', 'attempted'])
      .returning('id')
      .executeTakeFirst();
    if (!settled) throw new SandboxRefusal('already-paid');
    const message =
      order.kind === 'order'
        ? orderPaymentMessage(id, paymentId)
        : subscriptionPaymentMessage(id, paymentId);
    const signature = hmacSha256Hex(this.#keySecret, message);
    return { status: 'paid', orderId: id, paymentId, signature, kind: order.kind };
  }

  /** The next monthly charge of an active subscription, as the signed webhook Razorpay sends. */
  async renew(subscriptionId: string): Promise<{ paymentId: string; webhook: SignedWebhook }> {
    const sub = await this.findOrder(subscriptionId);
    if (!sub || sub.kind !== 'subscription') throw new SandboxRefusal('not-found');
    if (sub.status !== 'paid') throw new SandboxRefusal('not-active');
    const paymentId = providerId('pay');
    const payment = {
      id: paymentId,
      entity: 'payment',
      amount: sub.amount_paise,
      currency: sub.currency,
      status: 'captured',
      order_id: providerId('order'),
      invoice_id: providerId('inv'),
    };
    const subscription = { id: sub.id, entity: 'subscription', status: 'active' };
    const webhook = this.signWebhook('subscription.charged', { subscription, payment });
    return { paymentId, webhook };
  }

  /** A webhook body in Razorpay's shape, signed with the sandbox webhook secret. */
  signWebhook(event: string, entities: Record<string, object>): SignedWebhook {
    const payload = Object.fromEntries(
      Object.entries(entities).map(([name, entity]) => [name, { entity }]),
    );
    const body = {
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: Object.keys(entities),
      payload,
      created_at: Math.floor(this.#now().getTime() / 1000),
    };
    const rawBody = JSON.stringify(body);
    return { eventId: providerId('evt'), rawBody, signature: this.signWebhookBody(rawBody) };
  }

  /** The X-Razorpay-Signature the sandbox gives these exact bytes. */
  signWebhookBody(rawBody: string): string {
    return hmacSha256Hex(this.#webhookSecret, rawBody);
  }

  async #fail(order: SandboxOrder, paymentId: string): Promise<SandboxPayResult> {
    await this.#db
      .updateTable('sandbox_orders')
      .set({ status: 'attempted' })
      .where('id', '=', order.id)
      .where('status', '=', 'created')
      .execute();
    const payment = {
      id: paymentId,
      entity: 'payment',
      amount: order.amount_paise,
      currency: order.currency,
      status: 'failed',
      order_id: order.id,
      invoice_id: null,
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed',
    };
    const webhook = this.signWebhook('payment.failed', { payment });
    return { status: 'failed', orderId: order.id, paymentId, webhook };
  }

  async #insert(kind: SandboxOrder['kind'], input: CreateOrderInput): Promise<SandboxOrder> {
    return this.#db
      .insertInto('sandbox_orders')
      .values({
        id: providerId(kind === 'order' ? 'order' : 'sub'),
        kind,
        amount_paise: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        description: input.description,
        notes: JSON.stringify(input.notes),
        status: 'created',
        created_at: this.#now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
