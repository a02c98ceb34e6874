import { CHECKOUT_MONTHLY_FEE, formatDate } from '@ic/domain';
import type { CartStep } from './cartStep';

export const CART_TITLE = 'Checkout';
export const CART_DESCRIPTION =
  'Check out your IC Ultimate monthly membership: delivery address, payment and confirmation.';

const FEE = `₹${CHECKOUT_MONTHLY_FEE}`;

/** The left panel (spec section 9's fee sentence). */
export const CART_LINES = [
  { label: 'Monthly membership', price: `${FEE} per month`, note: 'recurring, cancel anytime' },
];
export const CART_FOOTNOTE = `A membership fee of ${FEE} per month, recurring and cancellable anytime.`;

export const STEP_TITLES: Record<CartStep, string> = {
  1: 'Delivery To',
  2: 'Payment method',
  3: 'UPI AutoPay',
  4: 'Confirm your recurring payment',
  5: 'Delivery address',
};

/** The mandate the buyer agrees to at step 4. */
export function mandateTerms(today: Date) {
  return [
    { term: 'Amount', detail: `${FEE} per month` },
    { term: 'Starts', detail: `Today, ${formatDate(today.toISOString())}` },
    { term: 'Cancel', detail: 'Anytime, from My Account' },
  ];
}
