import { describe, it, expect } from 'vitest';
import { donationPerk } from './donation.ts';

describe('donationPerk', () => {
  it('gives 2 months of free Ultimate for a one-time 1500', () => {
    expect(donationPerk('one-time', 1500)).toMatchObject({
      freeUltimateMonths: 2,
      memberLevel: null,
    });
  });

  it("makes a monthly 1500 supporter a Gold member with the spec's perks", () => {
    expect(donationPerk('monthly', 2000)).toMatchObject({
      memberLevel: 'Gold',
      perks: ['Your name on our page', 'Free Ultimate subscription'],
    });
  });

  it('gives nothing below 1500', () => {
    expect(donationPerk('one-time', 1499)).toBeNull();
    expect(donationPerk('monthly', 500)).toBeNull();
  });
});
