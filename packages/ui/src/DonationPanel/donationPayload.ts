import { MESSAGES, supportSchema, type SupportPayload } from '@ic/domain';
import { chosenAmount, type DonationFormState } from './donationState';

/**
 * The body to send, or the message to show. Only monthly supporters choose a display name;
 * a one-time gift sends '' (anonymous), as does a blank name.
 */
export function donationPayload(
  state: DonationFormState,
): { payload: SupportPayload; error: null } | { payload: null; error: string } {
  const result = supportSchema.safeParse({
    supportType: state.supportType,
    amount: chosenAmount(state) ?? 0,
    displayName: state.supportType === 'monthly' ? state.displayName : '',
  });
  if (result.success) return { payload: result.data, error: null };
  return { payload: null, error: result.error.issues[0]?.message ?? MESSAGES.invalidAmount };
}
