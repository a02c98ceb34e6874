import { parseAmount, type SupportType } from '@ic/domain';

export type DonationFormState = {
  supportType: SupportType;
  preset: number | null;
  customAmount: string;
  displayName: string;
  error: string | null;
};

/** The chosen amount: the preset, else the typed amount parsed (rupee sign, commas, spaces stripped). */
export function chosenAmount(state: Pick<DonationFormState, 'preset' | 'customAmount'>) {
  return state.preset ?? parseAmount(state.customAmount);
}
