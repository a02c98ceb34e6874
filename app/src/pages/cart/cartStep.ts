// The checkout wizard's state lives in its query (spec section 2): ?step= 1 to 5 (anything else
// is the order's first step), ?plan= what is bought (the monthly membership unless the kit or
// another plan is named) and ?researchPapers=false when the add-on is left out (ticked by default).
import { PLAN_TYPES, isPurchasable, needsDelivery, type PurchasablePlanType } from '@ic/domain';

export const CART_STEPS = [1, 2, 3, 4, 5] as const;
export type CartStep = (typeof CART_STEPS)[number];

/** The progress labels of an order with goods to deliver, and of a digital one (no address). */
const DELIVERED_PROGRESS = ['Login', 'Address', 'Payment', 'Order Complete'] as const;
const DIGITAL_PROGRESS = ['Login', 'Payment', 'Order Complete'] as const;

export function parseCartPlan(value: string | null): PurchasablePlanType {
  const plan = PLAN_TYPES.find((type) => type === value);
  return plan && isPurchasable(plan) ? plan : 'Monthly';
}

export const parseResearchPapers = (value: string | null) => value !== 'false';

/** The address steps (1, and the address form, 5) exist only for an order with the kit. */
export function parseCartStep(value: string | null, plan: PurchasablePlanType): CartStep {
  const step = CART_STEPS.find((known) => known === Number(value)) ?? 1;
  const addressStep = step === 1 || step === 5;
  return addressStep && !needsDelivery(plan) ? 2 : step;
}

/** The progress labels this order goes through: a digital plan has no Address step. */
export function progressSteps(plan: PurchasablePlanType): readonly string[] {
  return needsDelivery(plan) ? DELIVERED_PROGRESS : DIGITAL_PROGRESS;
}

/**
 * Where the progress bar stands: the buyer is signed in (Login done); the address steps (1 and
 * the address form, 5) are 'Address', the payment steps (2 to 4) are 'Payment'.
 */
export function progressOf(step: CartStep): 'Address' | 'Payment' {
  return step === 1 || step === 5 ? 'Address' : 'Payment';
}

export type CartChoice = { plan: PurchasablePlanType; researchPapers: boolean };

/** The query of a step for this order; the address form carries the address being edited. */
export function cartQuery(
  step: CartStep,
  choice: CartChoice,
  editId?: string,
): Record<string, string> {
  return {
    step: String(step),
    plan: choice.plan,
    ...(choice.researchPapers ? {} : { researchPapers: 'false' }),
    ...(editId ? { edit: editId } : {}),
  };
}
