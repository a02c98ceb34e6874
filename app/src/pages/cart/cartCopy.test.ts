import { describe, expect, it } from 'vitest';
import { cartDescription, cartExtension } from './cartCopy';

const NOW = new Date('2026-11-24T10:00:00Z');

describe('cartExtension', () => {
  it('a running member buying Monthly is told the new end: a month after the current one', () => {
    const monthly = { plan: 'Monthly', researchPapers: true } as const;
    expect(cartExtension(monthly, '2026-12-10T08:00:00Z', NOW)).toBe(
      'Extends your membership to Jan 10, 2027',
    );
    // The server's calendar rule: the 31st plus a month is the month's last day.
    expect(cartExtension(monthly, '2027-01-31T08:00:00Z', NOW)).toBe(
      'Extends your membership to Feb 28, 2027',
    );
  });

  it('counts each plan by its own period', () => {
    const annual = { plan: 'Annual', researchPapers: false } as const;
    expect(cartExtension(annual, '2026-12-10T08:00:00Z', NOW)).toBe(
      'Extends your membership to Dec 10, 2027',
    );
  });

  it('says nothing to a buyer without a running membership', () => {
    const monthly = { plan: 'Monthly', researchPapers: true } as const;
    expect(cartExtension(monthly, null, NOW)).toBeNull();
    expect(cartExtension(monthly, undefined, NOW)).toBeNull();
    expect(cartExtension(monthly, '2026-11-24T09:59:59Z', NOW)).toBeNull();
  });
});

describe('cartDescription', () => {
  it('promises a delivery address only for the plan that ships the kit', () => {
    expect(cartDescription('UltimateKit')).toContain('a delivery address for the kit');
    expect(cartDescription('Monthly')).not.toContain('address');
    expect(cartDescription('Annual')).toBe(
      'Check out your IC Ultimate membership: payment and confirmation.',
    );
  });
});
