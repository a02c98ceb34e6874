// The cart's words (the checkout catalogue), with its prices and dates written the screen's way.
import {
  CHECKOUT_MONTHLY_FEE,
  RESEARCH_PAPERS_ADDON,
  membershipExpiry,
  needsDelivery,
  PLAN_PERIOD_MONTHS,
  planPrice,
  priceLines,
  type PurchasablePlanType,
} from '@ic/domain';
import { useFormat, useT } from '@ic/ui';
import { priceLineLabel, type Translate } from '../../checkout/words';
import type { CartChoice, CartStep } from './cartStep';

/** The translate function and the formats of useFormat(): what the cart's sentences need. */
export type CartWords = {
  t: Translate;
  rupees: (amount: number) => string;
  date: (iso: string) => string;
};

/** The screen's translate function and formats, for the cart's sentences. */
export function useCartWords(): CartWords {
  const t = useT();
  const { rupees, date } = useFormat();
  return { t, rupees, date };
}

export const CART_TITLE_KEY = 'checkout.cart.title';

/** The hero's promise follows the order: only a plan with the kit has an address step. */
export const cartDescription = (plan: PurchasablePlanType, t: Translate) =>
  t(
    needsDelivery(plan)
      ? 'checkout.cart.description.delivered'
      : 'checkout.cart.description.digital',
  );

const recurs = ({ plan }: CartChoice) => plan === 'Monthly';

/** A price as shown: per month for the recurring plan. */
const shownPrice = (choice: CartChoice, amount: number, { t, rupees }: CartWords) =>
  recurs(choice) ? t('checkout.cart.perMonth', { price: rupees(amount) }) : rupees(amount);

/** The cart's price as shown: the one price function, per month for the recurring plan. */
export const cartPrice = (choice: CartChoice, words: CartWords) =>
  shownPrice(choice, planPrice(choice.plan, choice.researchPapers), words);

/** The left panel: the plan, the add-on when ticked, and the total charged. */
export function cartLines(choice: CartChoice, words: CartWords) {
  const { t } = words;
  const lines = priceLines(choice.plan, choice.researchPapers).map((line, index) => ({
    label:
      index === 0
        ? t('checkout.cart.line.membership', { plan: priceLineLabel(line.label, t) })
        : priceLineLabel(line.label, t),
    price: shownPrice(choice, line.amount, words),
    ...(index === 0 && recurs(choice) ? { note: t('checkout.cart.line.recurring') } : {}),
  }));
  return [...lines, { label: t('checkout.cart.total'), price: cartPrice(choice, words) }];
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
  { t, date }: CartWords,
): string | null {
  if (!expiresAt) return null;
  const current = new Date(expiresAt);
  if (current.getTime() <= now.getTime()) return null;
  const until = membershipExpiry(current, now, PLAN_PERIOD_MONTHS[choice.plan]);
  return t('checkout.cart.extension', { date: date(until.toISOString()) });
}

export const addOnLabel = ({ t, rupees }: CartWords) =>
  t('checkout.cart.addOn', { price: rupees(RESEARCH_PAPERS_ADDON) });

/** Spec section 9's fee sentence for the monthly plan; one payment otherwise. */
export function cartFootnote(choice: CartChoice, words: CartWords): string {
  const { t, rupees } = words;
  const price = cartPrice(choice, words);
  if (!recurs(choice)) return t('checkout.cart.footnote.once', { price });
  const fee = rupees(CHECKOUT_MONTHLY_FEE);
  return choice.researchPapers
    ? t('checkout.cart.footnote.feeWithPapers', { fee, price })
    : t('checkout.cart.footnote.fee', { fee });
}

/** Each step's title: `checkout.cart.step.<step>`. */
export const stepTitleKey = (step: CartStep) => `checkout.cart.step.${step}`;

/** The mandate the buyer agrees to at step 4: the amount the cart shows. */
export function mandateTerms(today: Date, choice: CartChoice, words: CartWords) {
  const { t, date } = words;
  return [
    { term: t('checkout.cart.mandate.amount'), detail: cartPrice(choice, words) },
    {
      term: t('checkout.cart.mandate.starts'),
      detail: t('checkout.cart.mandate.startsOn', { date: date(today.toISOString()) }),
    },
    { term: t('checkout.cart.mandate.cancel'), detail: t('checkout.cart.mandate.cancelAnytime') },
  ];
}
