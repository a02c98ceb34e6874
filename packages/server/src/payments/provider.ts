import type { PaymentProvider as ProviderName } from '@ic/domain';
import {
  hmacSha256Hex,
  orderPaymentMessage,
  signatureMatches,
  subscriptionPaymentMessage,
} from './signatures.ts';

export interface CreateOrderInput {
  /** Providers count money in paise: rupees * 100. */
  amountPaise: number;
  /** Our own order id, so the provider's dashboard can be matched to our books. */
  receipt: string;
  description: string;
  notes: Record<string, string>;
}

export interface ProviderOrder {
  orderId: string;
  amountPaise: number;
  currency: 'INR';
}

export interface ProviderSubscription {
  subscriptionId: string;
  amountPaise: number;
  currency: 'INR';
}

/** A payment the provider captured, as it reports it when asked. */
export interface CapturedAtProvider {
  paymentId: string;
  amountPaise: number;
  currency: string;
}

export interface RefundInput {
  /** The provider's payment id. */
  paymentId: string;
  amountPaise: number;
  notes: Record<string, string>;
}

/** What the checkout hands back for a one-time order. */
export interface PaymentSignatureInput {
  orderId: string;
  paymentId: string;
  signature: string;
}

/** What the checkout hands back for the first charge of a subscription. */
export interface SubscriptionSignatureInput {
  subscriptionId: string;
  paymentId: string;
  signature: string;
}

/**
 * A card payment provider. Razorpay in production; the local sandbox by default. Both sign
 * checkout results and webhooks the same way, so one verification path serves both.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** The public key the browser checkout opens with. */
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /** A subscription charged every month (monthly memberships and monthly donations). */
  createSubscription(input: CreateOrderInput): Promise<ProviderSubscription>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Gives back some or all of a captured payment; answers the provider's refund id. */
  refund(input: RefundInput): Promise<{ refundId: string }>;
  /**
   * The captured payment of an order, or the first paid charge of a subscription, if there is
   * one: asked when neither the checkout's confirmation nor a webhook told us.
   */
  capturedPayment(reference: string, recurring: boolean): Promise<CapturedAtProvider | null>;
  verifyPaymentSignature(input: PaymentSignatureInput): boolean;
  verifySubscriptionSignature(input: SubscriptionSignatureInput): boolean;
  /** Checks the signature header over the exact bytes received. */
  verifyWebhookSignature(rawBody: string | Buffer, signature: string): boolean;
}

/** Razorpay's signature checks: HMAC-SHA256 with the key secret, or the webhook secret. */
export abstract class HmacVerifier {
  readonly #keySecret: string;
  readonly #webhookSecret: string;

  protected constructor(keySecret: string, webhookSecret: string) {
    this.#keySecret = keySecret;
    this.#webhookSecret = webhookSecret;
  }

  verifyPaymentSignature({ orderId, paymentId, signature }: PaymentSignatureInput): boolean {
    const expected = hmacSha256Hex(this.#keySecret, orderPaymentMessage(orderId, paymentId));
    return signatureMatches(expected, signature);
  }

  verifySubscriptionSignature(input: SubscriptionSignatureInput): boolean {
    const message = subscriptionPaymentMessage(input.subscriptionId, input.paymentId);
    return signatureMatches(hmacSha256Hex(this.#keySecret, message), input.signature);
  }

  verifyWebhookSignature(rawBody: string | Buffer, signature: string): boolean {
    return signatureMatches(hmacSha256Hex(this.#webhookSecret, rawBody), signature);
  }
}
