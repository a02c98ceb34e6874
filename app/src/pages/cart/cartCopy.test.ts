import { formatDate, formatRupees } from '@ic/domain';
import { createI18n, loadCatalogue } from '@ic/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartDescription, cartExtension, type CartWords } from './cartCopy';

// The words from the English checkout catalogue, as the page shows them.
const i18n = createI18n({ strict: true });
const t = (key: string, values?: Record<string, unknown>) => i18n._(key, values);
const words: CartWords = { t, rupees: formatRupees, date: (iso) => formatDate(iso) };
beforeAll(() => loadCatalogue(i18n, 'en', 'checkout'));

const NOW = new Date('2026-11-24T10:00:00Z');

describe('cartExtension', () => {
  it('a running member buying Monthly is told the new end: a month after the current one', () => {
    const monthly = { plan: 'Monthly', researchPapers: true } as const;
    expect(cartExtension(monthly, '2026-12-10T08:00:00Z', NOW, words)).toBe(
      'Extends your membership to Jan 10, 2027',
    );
    // The server's calendar rule: the 31st plus a month is the month's last day.
    expect(cartExtension(monthly, '2027-01-31T08:00:00Z', NOW, words)).toBe(
      'Extends your membership to Feb 28, 2027',
    );
  });

  it('counts each plan by its own period', () => {
    const annual = { plan: 'Annual', researchPapers: false } as const;
    expect(cartExtension(annual, '2026-12-10T08:00:00Z', NOW, words)).toBe(
      'Extends your membership to Dec 10, 2027',
    );
  });

  it('says nothing to a buyer without a running membership', () => {
    const monthly = { plan: 'Monthly', researchPapers: true } as const;
    expect(cartExtension(monthly, null, NOW, words)).toBeNull();
    expect(cartExtension(monthly, undefined, NOW, words)).toBeNull();
    expect(cartExtension(monthly, '2026-11-24T09:59:59Z', NOW, words)).toBeNull();
  });
});

describe('cartDescription', () => {
  it('promises a delivery address only for the plan that ships the kit', () => {
    expect(cartDescription('UltimateKit', t)).toContain('a delivery address for the kit');
    expect(cartDescription('Monthly', t)).not.toContain('address');
    expect(cartDescription('Annual', t)).toBe(
      'Check out your IC Ultimate membership: payment and confirmation.',
    );
  });
});
