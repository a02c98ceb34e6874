// The checkout wizard's step lives in ?step= (spec section 2): 1 to 5, anything else is 1.
export const CART_STEPS = [1, 2, 3, 4, 5] as const;
export type CartStep = (typeof CART_STEPS)[number];

export function parseCartStep(value: string | null): CartStep {
  const step = Number(value);
  return CART_STEPS.find((known) => known === step) ?? 1;
}

/**
 * Where the progress bar stands: the buyer is signed in (Login done); the address steps (1 and
 * the address form, 5) are 'Address', the payment steps (2 to 4) are 'Payment'.
 */
export function progressOf(step: CartStep): 'Address' | 'Payment' {
  return step === 1 || step === 5 ? 'Address' : 'Payment';
}

/** The query of a step; the address form carries the address being edited. */
export function cartQuery(step: CartStep, editId?: string): Record<string, string> {
  return editId ? { step: String(step), edit: editId } : { step: String(step) };
}
