import { createI18n, loadCatalogue } from '@ic/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderDescription, orderWhat, priceLineLabel } from './words';

const en = createI18n({ strict: true });
const hi = createI18n({ strict: true });
const tOf = (i18n: typeof en) => (key: string, values?: Record<string, unknown>) =>
  i18n._(key, values);
beforeAll(async () => {
  await loadCatalogue(en, 'en', 'checkout');
  await loadCatalogue(hi, 'hi', 'checkout');
  hi.activate('hi');
});

describe("the checkout's words around the server's", () => {
  it("read the server's purchase descriptions as ours, the English unchanged", () => {
    for (const text of [
      'Monthly Membership Purchase',
      'HalfYear Membership Purchase',
      'Monthly Membership Purchase + Research Papers',
    ]) {
      expect(orderDescription(text, tOf(en))).toBe(text);
    }
    expect(orderDescription('HalfYear Membership Purchase', tOf(hi))).toBe('छमाही सदस्यता की खरीद');
    expect(orderDescription('Monthly Membership Purchase + Research Papers', tOf(hi))).toBe(
      'मासिक सदस्यता की खरीद + Research Papers',
    );
    expect(orderDescription('UltimateKit Membership Purchase', tOf(hi))).toBe(
      'Ultimate किट सदस्यता की खरीद',
    );
  });

  it('leave any other description as it is stored', () => {
    expect(orderDescription('Gold support for IC Foundation', tOf(hi))).toBe(
      'Gold support for IC Foundation',
    );
  });

  it("say what a receipt's order bought, with its add-on", () => {
    const order = { description: 'Annual Membership Purchase', researchPapers: true };
    expect(orderWhat(order, tOf(en))).toBe('Annual Membership Purchase + Research Papers');
    expect(orderWhat({ ...order, researchPapers: false }, tOf(hi))).toBe('वार्षिक सदस्यता की खरीद');
  });

  it('name the parts of a price: the plan as the cards name it, the add-on, anything else as it is', () => {
    expect(priceLineLabel('Research Papers', tOf(en))).toBe('Research Papers');
    expect(priceLineLabel('Monthly', tOf(en))).toBe('Monthly');
    expect(priceLineLabel('Half Year', tOf(en))).toBe('Half Year');
    expect(priceLineLabel('Monthly', tOf(hi))).toBe('मासिक');
    expect(priceLineLabel('Half Year', tOf(hi))).toBe('छमाही');
    expect(priceLineLabel('Ultimate Kit', tOf(hi))).toBe('Ultimate किट');
    expect(priceLineLabel('Shipping', tOf(hi))).toBe('Shipping');
  });
});
