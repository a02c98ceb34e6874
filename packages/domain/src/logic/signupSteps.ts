// Signup step numbers (spec section 4): 1, 2, 3 and 5. Next goes 1 -> 2 -> 5; back goes
// 5 -> 2 -> 1. Step 3 (the welcome screen) is reached only by address, and goes back to 2.

export const SIGNUP_STEPS = [1, 2, 3, 5] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

const NEXT: Record<SignupStep, SignupStep> = { 1: 2, 2: 5, 3: 5, 5: 5 };
const PREVIOUS: Record<SignupStep, SignupStep> = { 1: 1, 2: 1, 3: 2, 5: 2 };

export function nextSignupStep(step: SignupStep): SignupStep {
  return NEXT[step];
}

export function previousSignupStep(step: SignupStep): SignupStep {
  return PREVIOUS[step];
}

export function isSignupStep(value: number): value is SignupStep {
  return (SIGNUP_STEPS as readonly number[]).includes(value);
}

/** The `step` query parameter, defaulting to 1 when absent or not a known step. */
export function parseSignupStep(query: string | null | undefined): SignupStep {
  const value = Number(query);
  return isSignupStep(value) ? value : 1;
}
