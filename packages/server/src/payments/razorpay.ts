import Razorpay from 'razorpay';
import {
  HmacVerifier,
  type CapturedAtProvider,
  type CreateOrderInput,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderSubscription,
  type RefundInput,
} from './provider.ts';

/** The part of the official SDK we use; tests hand in a stand-in so no call leaves the machine. */
export interface RazorpayClient {
  orders: {
    create(params: {
      amount: number;
      currency: string;
      receipt: string;
      notes: Record<string, string>;
    }): Promise<{ id: string; amount: number | string }>;
    fetchPayments(orderId: string): Promise<{
      items: { id: string; amount: number | string; currency: string; status: string }[];
    }>;
  };
  invoices: {
    all(params: { subscription_id: string }): Promise<{
      items: {
        payment_id?: string | null;
        amount_paid?: number;
        currency?: string;
        status?: string;
      }[];
    }>;
  };
  plans: {
    create(params: {
      period: 'monthly';
      interval: number;
      item: { name: string; amount: number; currency: string; description: string };
      notes: Record<string, string>;
    }): Promise<{ id: string }>;
  };
  payments: {
    refund(
      paymentId: string,
      params: { amount: number; notes: Record<string, string> },
    ): Promise<{ id: string }>;
  };
  subscriptions: {
    create(params: {
      plan_id: string;
      total_count: number;
      customer_notify: 1;
      notes: Record<string, string>;
    }): Promise<{ id: string }>;
    cancel(subscriptionId: string, cancelAtCycleEnd?: boolean): Promise<unknown>;
  };
}

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** Razorpay requires a bound on billing cycles; ten years of months is "until cancelled". */
const SUBSCRIPTION_CYCLES = 120;

/** Razorpay through its official SDK: orders, plans and subscriptions, and its signature checks. */
export class RazorpayProvider extends HmacVerifier implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  readonly #client: RazorpayClient;

  constructor(credentials: RazorpayCredentials, client?: RazorpayClient) {
    super(credentials.keySecret, credentials.webhookSecret);
    this.keyId = credentials.keyId;
    this.#client =
      client ?? new Razorpay({ key_id: credentials.keyId, key_secret: credentials.keySecret });
  }

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    const order = await this.#client.orders.create({
      amount: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
      notes: input.notes,
    });
    return { orderId: order.id, amountPaise: Number(order.amount), currency: 'INR' };
  }

  /** A plan per subscription: donation amounts are free-form, so plans cannot be a fixed list. */
  async createSubscription(input: CreateOrderInput): Promise<ProviderSubscription> {
    const plan = await this.#client.plans.create({
      period: 'monthly',
      interval: 1,
      item: {
        name: input.description,
        amount: input.amountPaise,
        currency: 'INR',
        description: input.description,
      },
      notes: input.notes,
    });
    const subscription = await this.#client.subscriptions.create({
      plan_id: plan.id,
      total_count: SUBSCRIPTION_CYCLES,
      customer_notify: 1,
      notes: { ...input.notes, receipt: input.receipt },
    });
    return { subscriptionId: subscription.id, amountPaise: input.amountPaise, currency: 'INR' };
  }

  async capturedPayment(reference: string, recurring: boolean): Promise<CapturedAtProvider | null> {
    if (recurring) {
      // A subscription's charges are its invoices; the first paid one is the checkout's payment.
      const { items } = await this.#client.invoices.all({ subscription_id: reference });
      const paid = items.find((invoice) => invoice.status === 'paid' && invoice.payment_id);
      if (!paid?.payment_id) return null;
      const currency = paid.currency ?? 'INR';
      return { paymentId: paid.payment_id, amountPaise: paid.amount_paid ?? 0, currency };
    }
    const { items } = await this.#client.orders.fetchPayments(reference);
    const captured = items.find((payment) => payment.status === 'captured');
    if (!captured) return null;
    const amountPaise = Number(captured.amount);
    return { paymentId: captured.id, amountPaise, currency: captured.currency };
  }

  /** Razorpay's refund of a captured payment (normal speed), in paise. */
  async refund(input: RefundInput): Promise<{ refundId: string }> {
    const refund = await this.#client.payments.refund(input.paymentId, {
      amount: input.amountPaise,
      notes: input.notes,
    });
    return { refundId: refund.id };
  }

  /** Stops future charges; the period already paid for runs to its end. */
  async cancelSubscription(subscriptionId: string): Promise<void> {
    await this.#client.subscriptions.cancel(subscriptionId, true);
  }
}
