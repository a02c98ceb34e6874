// Which donation perk an amount earns (spec section 9).
import type { SupportType } from '../entities.ts';
import { DONATION_PERKS, type DonationPerk } from '../constants/support.ts';

export function donationPerk(supportType: SupportType, amount: number): DonationPerk | null {
  return (
    DONATION_PERKS.find(
      (perk) => perk.supportType === supportType && amount >= perk.minimumAmount,
    ) ?? null
  );
}
