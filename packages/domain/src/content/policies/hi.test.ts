// The Hindi policies against the English ones they translate: the same sections, paragraphs and
// items in the same order, the same POLICY numbers in each section, and Hindi throughout.
import { describe, expect, it } from 'vitest';
import { POLICY } from '../../constants/policy.ts';
import { POLICIES, POLICY_SLUGS, policyText } from '../policies.ts';
import { HINDI_POLICIES } from './hi.ts';
import type { PolicyDocumentSection } from './types.ts';

/** The numbers a text states (18, 48, 7–10, AES-256's 256), in order. */
const numbersIn = (texts: readonly string[]) =>
  texts.flatMap((text) => [...text.matchAll(/\d+(?:[,.]\d+)*/g)].map((match) => match[0]));

const textsOf = (section: PolicyDocumentSection) => [
  section.heading,
  ...section.paragraphs,
  ...(section.items ?? []),
];

const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(POLICY_SLUGS)('the Hindi %s', (slug) => {
  const english = POLICIES[slug];
  const hindi = HINDI_POLICIES[slug];

  it('is the same policy: its slug and effective date', () => {
    expect(hindi.slug).toBe(slug);
    expect(hindi.effectiveDate).toBe(POLICY.effectiveDate);
  });

  it('has the English sections, in order, each with as many paragraphs and items', () => {
    const shape = (sections: readonly PolicyDocumentSection[]) =>
      sections.map((section) => ({
        id: section.id,
        paragraphs: section.paragraphs.length,
        items: section.items?.length ?? 0,
      }));
    expect(shape(hindi.sections)).toEqual(shape(english.sections));
  });

  it('states the same numbers in each section, and in its intro and description', () => {
    expect(numbersIn([hindi.intro]), 'intro').toEqual(numbersIn([english.intro]));
    expect(numbersIn([hindi.description]), 'description').toEqual(numbersIn([english.description]));
    english.sections.forEach((section, index) => {
      const translated = hindi.sections[index];
      expect(translated && numbersIn(textsOf(translated)).sort(), section.id).toEqual(
        numbersIn(textsOf(section)).sort(),
      );
    });
  });

  it('is written in Hindi: every title, heading, paragraph and item, none left in English', () => {
    const texts = [hindi.title, hindi.description, ...hindi.sections.flatMap(textsOf)];
    for (const text of texts) expect(text, text).toMatch(DEVANAGARI);
    const englishTexts = new Set([
      english.title,
      english.description,
      ...english.sections.flatMap(textsOf),
    ]);
    expect(texts.filter((text) => englishTexts.has(text))).toEqual([]);
    expect(policyText(hindi).every((text) => DEVANAGARI.test(text))).toBe(true);
  });

  it('repeats no paragraph or item inside a section (React keys them by text)', () => {
    for (const section of hindi.sections) {
      const texts = [...section.paragraphs, ...(section.items ?? [])];
      expect(new Set(texts).size, section.id).toBe(texts.length);
    }
  });
});

describe('the Hindi policies', () => {
  it('keep the product’s name and write POLICY’s numbers as hi-IN does', () => {
    const all = POLICY_SLUGS.flatMap((slug) => policyText(HINDI_POLICIES[slug])).join('\n');
    expect(all).toContain('IC Universe');
    expect(all).toContain(`${POLICY.encryption} एन्क्रिप्शन`);
    expect(all).toContain(`${POLICY.refundProcessingDays} कारोबारी दिनों`);
    const age = new Intl.NumberFormat('hi-IN').format(POLICY.minimumIndependentAge);
    expect(all).toContain(`${age} साल से कम उम्र`);
  });

  it('name the ratings as the comics do, after their codes', () => {
    const ratings = HINDI_POLICIES['terms-of-use'].sections.find(
      (section) => section.id === 'content-ratings',
    )?.items;
    expect(ratings).toEqual(['G (सभी के लिए)', 'PG (अभिभावक की सलाह)', 'T (किशोर)']);
  });
});
