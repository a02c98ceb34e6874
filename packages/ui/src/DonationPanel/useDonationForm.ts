import { donationPerk, type DonationPerk, type SupportPayload, type SupportType } from '@ic/domain';
import { useState } from 'react';
import { chosenAmount, type DonationFormState } from './donationState';

export { chosenAmount, type DonationFormState } from './donationState';

/**
 * The schema check (zod and the domain's schemas, ~110 KB of script) loads when the visitor first
 * reaches for the form, not with the page: Support Us then starts without building every schema.
 */
export const loadDonationCheck = () => import('./donationPayload');

export type DonationFormOptions = {
  defaultSupportType?: SupportType;
  defaultPreset?: number | null;
};

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
    /** Validates; on failure records the message and answers null. */
    submit: async (): Promise<SupportPayload | null> => {
      const { donationPayload } = await loadDonationCheck();
      const { payload, error } = donationPayload(state);
      setState((s) => ({ ...s, error }));
      return payload;
    },
  };
}
