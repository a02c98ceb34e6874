// Razorpay's own checkout window, used when the server runs with Razorpay keys.
import type { PaymentOrder } from '@ic/domain';
import type { ProviderOutcome } from './runCheckout';

export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

type RazorpayResponse = {
  razorpay_payment_id: string;
  razorpay_order_id?: string;
  razorpay_subscription_id?: string;
  razorpay_signature: string;
};

type RazorpayOptions = {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id?: string;
  subscription_id?: string;
  handler: (response: RazorpayResponse) => void;
  modal: { ondismiss: () => void };
};

type RazorpayInstance = {
  open: () => void;
  on: (
    event: 'payment.failed',
    listener: (event: { error?: { description?: string } }) => void,
  ) => void;
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

/** Adds the script once; a failed load may be retried by the next checkout. */
export function loadRazorpay(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Razorpay checkout could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Razorpay's window for the order (or, for Monthly, the subscription) and waits for its end. */
export async function openRazorpay(order: PaymentOrder): Promise<ProviderOutcome> {
  try {
    await loadRazorpay();
  } catch {
    return { status: 'failed' };
  }
  const Razorpay = window.Razorpay;
  if (!Razorpay) return { status: 'failed' };
  return new Promise((resolve) => {
    // A failed attempt leaves Razorpay's window open for another try; it only ends on dismiss.
    let failure: string | undefined;
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      name: 'IC Universe',
      description: order.description,
      ...(order.recurring ? { subscription_id: order.orderId } : { order_id: order.orderId }),
      handler: (response) =>
        resolve({
          status: 'paid',
          orderId: order.orderId,
          paymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
        }),
      modal: {
        ondismiss: () =>
          resolve(
            failure === undefined
              ? { status: 'cancelled' }
              : { status: 'failed', message: failure },
          ),
      },
    });
    checkout.on('payment.failed', (event) => {
      failure = event.error?.description ?? '';
    });
    checkout.open();
  });
}
