import {
  CHECKOUT_MONTHLY_FEE,
  RESEARCH_PAPERS_ADDON,
  findPlan,
  formatDate,
  formatRupees,
  membershipExpiry,
  needsDelivery,
  PLAN_PERIOD_MONTHS,
  planPrice,
  priceLines,
  type PurchasablePlanType,
} from '@ic/domain';
import type { CartChoice, CartStep } from './cartStep';

export const CART_TITLE = 'Checkout';

/** The hero's promise follows the order: only a plan with the kit has an address step. */
export const cartDescription = (plan: PurchasablePlanType) =>
  needsDelivery(plan)
    ? 'Check out your IC Ultimate membership: payment, a delivery address for the kit, and confirmation.'
    : 'Check out your IC Ultimate membership: payment and confirmation.';

const recurs = ({ plan }: CartChoice) => plan === 'Monthly';
const perMonth = (choice: CartChoice) => (recurs(choice) ? ' per month' : '');

/** The cart's price as shown: the one price function, per month for the recurring plan. */
export const cartPrice = (choice: CartChoice) =>
  `${formatRupees(planPrice(choice.plan, choice.researchPapers))}${perMonth(choice)}`;

/** The left panel: the plan, the add-on when ticked, and the total charged. */
export function cartLines(choice: CartChoice) {
  const lines = priceLines(choice.plan, choice.researchPapers).map((line, index) => ({
    label: index === 0 ? `${line.label} membership` : line.label,
    price: `${formatRupees(line.amount)}${perMonth(choice)}`,
    ...(index === 0 && recurs(choice) ? { note: 'recurring, cancel anytime' } : {}),
  }));
  return [...lines, { label: 'Total', price: cartPrice(choice) }];
}

/**
 * For a buyer whose membership still runs: the plan is added to it, not started anew, by the
 * rule the server applies (membershipExpiry: from the current end, never from today). Null for
 * a buyer who is not a member, so the cart only says it when it is true.
 */
export function cartExtension(
  choice: CartChoice,
  expiresAt: string | null | undefined,
  now: Date,
): string | null {
  if (!expiresAt) return null;
  const current = new Date(expiresAt);
  if (current.getTime() <= now.getTime()) return null;
  const until = membershipExpiry(current, now, PLAN_PERIOD_MONTHS[choice.plan]);
  return `Extends your membership to ${formatDate(until.toISOString())}`;
}

export const ADD_ON_LABEL = `Add the Research Papers (+${formatRupees(RESEARCH_PAPERS_ADDON)})`;

/** Spec section 9's fee sentence for the monthly plan; one payment otherwise. */
export function cartFootnote(choice: CartChoice): string {
  if (!recurs(choice)) return `One payment of ${cartPrice(choice)}.`;
  const fee = `A membership fee of ${formatRupees(CHECKOUT_MONTHLY_FEE)} per month, recurring and cancellable anytime.`;
  return choice.researchPapers ? `${fee} With the Research Papers: ${cartPrice(choice)}.` : fee;
}

export const cartItemTitle = (choice: CartChoice) => findPlan(choice.plan).title;

export const STEP_TITLES: Record<CartStep, string> = {
  1: 'Delivery To',
  2: 'Payment method',
  3: 'UPI AutoPay',
  4: 'Confirm your recurring payment',
  5: 'Delivery address',
};

/** The mandate the buyer agrees to at step 4: the amount the cart shows. */
export function mandateTerms(today: Date, choice: CartChoice) {
  return [
    { term: 'Amount', detail: cartPrice(choice) },
    { term: 'Starts', detail: `Today, ${formatDate(today.toISOString())}` },
    { term: 'Cancel', detail: 'Anytime, from My Account' },
  ];
}
