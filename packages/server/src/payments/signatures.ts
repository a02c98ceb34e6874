import crypto from 'node:crypto';

/** Hex HMAC-SHA256, the signature scheme of Razorpay's checkout results and webhooks. */
export function hmacSha256Hex(secret: string, message: string | Buffer): string {
  return crypto.createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * Compares a received hex signature with the expected one in constant time, so the time taken
 * tells an attacker nothing about how many leading characters were right.
 */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const received = Buffer.from(receivedHex, 'utf8');
  // timingSafeEqual needs equal lengths; a length mismatch reveals only the (public) length.
  if (expected.length !== received.length) return false;
  return crypto.timingSafeEqual(expected, received);
}

/** What Razorpay signs when a one-time order is paid: `order_id|payment_id`. */
export function orderPaymentMessage(orderId: string, paymentId: string): string {
  return `${orderId}|${paymentId}`;
}

/** What Razorpay signs when a subscription is charged at checkout: `payment_id|subscription_id`. */
export function subscriptionPaymentMessage(subscriptionId: string, paymentId: string): string {
  return `${paymentId}|${subscriptionId}`;
}
