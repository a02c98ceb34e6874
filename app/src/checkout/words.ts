// The checkout's words around what the server stores: an order's description and the price's
// parts are the server's and the domain's English; the ones we wrote show in the screen's language.
import { PLAN_TYPES, RESEARCH_PAPERS_LABEL, findPlan, readPurchase, type Order } from '@ic/domain';
import { PLAN_NAME_KEYS } from '@ic/ui';

/** The translate function of useT(): a key of the checkout catalogue and its values. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * What an order buys: the server's 'Monthly Membership Purchase' (and the checkout's '... +
 * Research Papers') in the screen's language, the English unchanged; any other description (a
 * donation's) as it is stored.
 */
export function orderDescription(description: string, t: Translate): string {
  const purchase = readPurchase(description);
  if (!purchase) return description;
  const { plan: type, researchPapers } = purchase;
  const what = t('checkout.order.purchase', { type, title: t(PLAN_NAME_KEYS[type]) });
  return researchPapers ? t('checkout.order.withPapers', { what }) : what;
}

/** The receipt's 'what you bought': the description, with the Research Papers when added. */
export function orderWhat(
  order: Pick<Order, 'description' | 'researchPapers'>,
  t: Translate,
): string {
  const what = orderDescription(order.description, t);
  return order.researchPapers ? t('checkout.order.withPapers', { what }) : what;
}

/**
 * A part of the price as named (domain priceLines): the plan and the add-on by their names in
 * the screen's language; any other label as it is.
 */
export function priceLineLabel(label: string, t: Translate): string {
  if (label === RESEARCH_PAPERS_LABEL) return t('checkout.plan.researchPapers');
  const type = PLAN_TYPES.find((plan) => findPlan(plan).title === label);
  return type ? t(PLAN_NAME_KEYS[type]) : label;
}
