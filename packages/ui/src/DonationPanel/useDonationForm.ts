import {
  MESSAGES,
  donationPerk,
  parseAmount,
  supportSchema,
  type DonationPerk,
  type SupportPayload,
  type SupportType,
} from '@ic/domain';
import { useState } from 'react';

export type DonationFormState = {
  supportType: SupportType;
  preset: number | null;
  customAmount: string;
  displayName: string;
  error: string | null;
};

export type DonationFormOptions = {
  defaultSupportType?: SupportType;
  defaultPreset?: number | null;
};

/** The chosen amount: the preset, else the typed amount parsed (rupee sign, commas, spaces stripped). */
export function chosenAmount(state: Pick<DonationFormState, 'preset' | 'customAmount'>) {
  return state.preset ?? parseAmount(state.customAmount);
}

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

/** The donation panel's state: choosing a preset clears the typed amount, and typing clears the preset. */
export function useDonationForm({
  defaultSupportType = 'one-time',
  defaultPreset = null,
}: DonationFormOptions = {}) {
  const [state, setState] = useState<DonationFormState>({
    supportType: defaultSupportType,
    preset: defaultPreset,
    customAmount: '',
    displayName: '',
    error: null,
  });
  const amount = chosenAmount(state);
  const perk: DonationPerk | null =
    amount === null ? null : donationPerk(state.supportType, amount);

  return {
    state,
    amount,
    perk,
    setSupportType: (supportType: SupportType) => setState((s) => ({ ...s, supportType })),
    choosePreset: (preset: number) =>
      setState((s) => ({ ...s, preset, customAmount: '', error: null })),
    typeAmount: (customAmount: string) =>
      setState((s) => ({ ...s, customAmount, preset: null, error: null })),
    setDisplayName: (displayName: string) => setState((s) => ({ ...s, displayName })),
    /** Validates; on failure records the message and returns null. */
    submit: (): SupportPayload | null => {
      const { payload, error } = donationPayload(state);
      setState((s) => ({ ...s, error }));
      return payload;
    },
  };
}
