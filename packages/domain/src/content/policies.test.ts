import { describe, expect, it } from 'vitest';
import {
  isPolicySlug,
  POLICIES,
  POLICY_SLUGS,
  policyPdfFileName,
  policyPdfPath,
  policyText,
  type PolicySlug,
} from './policies.ts';

const textOf = (slug: PolicySlug) => policyText(POLICIES[slug]).join('\n');

// The spec's policy statements (sections 6 and 9), written out as the spec words them, against
// the policies that must state them.
const FACTS: [fact: string, slugs: PolicySlug[], pattern: RegExp][] = [
  [
    'under 18 needs parental consent',
    ['privacy-policy', 'terms-of-use', 'children-privacy-policy'],
    /under 18 needs? parental consent/,
  ],
  [
    'minimum independent age is 18',
    ['terms-of-use', 'children-privacy-policy'],
    /minimum independent age is 18/,
  ],
  [
    'content ratings G, PG, T',
    ['terms-of-use', 'children-privacy-policy'],
    /G \(General\)\nPG \(Parental Guidance\)\nT \(Teen\)/,
  ],
  [
    'moderators may delete content violating policy',
    ['terms-of-use', 'children-privacy-policy', 'anti-harassment'],
    /Moderators may delete content violating policy/i,
  ],
  [
    'refunds only for technical issues within 7 calendar days',
    ['refund-policy'],
    /only for technical issues, and only within 7 calendar days of purchase/,
  ],
  [
    'support acknowledges within 48 business hours',
    ['refund-policy', 'privacy-policy'],
    /Support acknowledges every request within 48 business hours/,
  ],
  [
    'approved refunds in 7–10 business days',
    ['refund-policy'],
    /Approved refunds are processed in 7–10 business days/,
  ],
  [
    'no refunds for digital content once access is granted',
    ['refund-policy', 'terms-of-use'],
    /no refunds for digital content once access is granted/,
  ],
  [
    'grievances resolved within 15 business days',
    ['privacy-policy', 'refund-policy', 'terms-of-use', 'anti-harassment'],
    /[Gg]rievances are resolved within 15 business days/,
  ],
  [
    "grievances within 15 days (children's)",
    ['children-privacy-policy'],
    /are resolved within 15 days/,
  ],
  [
    'child data deletion within 7 working days',
    ['children-privacy-policy'],
    /child data deletion is done within 7 working days/,
  ],
  [
    'harassment reports acknowledged in 24 hours, investigated in 7 working days',
    ['anti-harassment'],
    /Harassment reports are acknowledged within 24 hours and investigated within 7 working days/,
  ],
  ['AES-256 encryption', ['privacy-policy', 'children-privacy-policy'], /AES-256 encryption/],
];

describe('the legal pages state the spec facts', () => {
  it.each(FACTS)('%s', (_fact, slugs, pattern) => {
    for (const slug of slugs) expect(textOf(slug), slug).toMatch(pattern);
  });

  it('lets parents approve or decline registration, monitor activity, restrict content, limit time and request deletion', () => {
    const controls = POLICIES['children-privacy-policy'].sections.find(
      (section) => section.id === 'parent-controls',
    );
    const items = controls?.items?.join('\n') ?? '';
    for (const power of [
      /approve or decline registration/,
      /monitor activity/,
      /set content restrictions/,
      /set time limits/,
      /request deletion/,
    ])
      expect(items).toMatch(power);
  });

  it('gives one refund window wherever it is mentioned: 7 calendar days', () => {
    const windows = POLICY_SLUGS.flatMap((slug) =>
      [...textOf(slug).matchAll(/(\d+) calendar days/g)].map((match) => match[1]),
    );
    expect(new Set(windows)).toEqual(new Set(['7']));
  });
});

describe('every policy', () => {
  it.each(POLICY_SLUGS)(
    '%s: keyed by its slug, effective 15 August 2025, 6 to 10 headed sections',
    (slug) => {
      const policy = POLICIES[slug];
      expect(policy.slug).toBe(slug);
      expect(policy.effectiveDate).toBe('2025-08-15');
      expect(policy.title).not.toBe('');
      expect(policy.intro.length).toBeGreaterThan(100);
      expect(policy.description.length).toBeGreaterThan(20);
      expect(policy.sections.length).toBeGreaterThanOrEqual(6);
      expect(policy.sections.length).toBeLessThanOrEqual(10);
      for (const section of policy.sections) {
        expect(section.heading).not.toBe('');
        expect(section.paragraphs.length).toBeGreaterThan(0);
        expect(section.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      }
    },
  );

  it('gives each section an id unique within its policy (the page anchors)', () => {
    for (const slug of POLICY_SLUGS) {
      const ids = POLICIES[slug].sections.map((section) => section.id);
      expect(new Set(ids).size, slug).toBe(ids.length);
    }
  });

  it('repeats no paragraph or item inside a policy (React keys them by text)', () => {
    for (const slug of POLICY_SLUGS) {
      for (const section of POLICIES[slug].sections) {
        const texts = [...section.paragraphs, ...(section.items ?? [])];
        expect(new Set(texts).size, `${slug}#${section.id}`).toBe(texts.length);
      }
    }
  });

  it('has the titles of the spec and the routes as slugs', () => {
    expect(POLICY_SLUGS.map((slug) => POLICIES[slug].title)).toEqual([
      'Privacy Policy',
      'Refund Policy',
      'Terms of Use',
      "Children's Privacy Policy",
      'Anti-Harassment Policy',
    ]);
  });
});

describe('PDF paths and names', () => {
  it('serves a policy at /media/policies/{slug}.pdf and saves it under the site name', () => {
    expect(policyPdfPath('refund-policy')).toBe('/media/policies/refund-policy.pdf');
    expect(policyPdfFileName('refund-policy')).toBe('ic-universe-refund-policy.pdf');
  });

  it('recognises the five slugs and nothing else', () => {
    expect(POLICY_SLUGS.every(isPolicySlug)).toBe(true);
    expect(isPolicySlug('cookie-policy')).toBe(false);
    expect(isPolicySlug('')).toBe(false);
    expect(isPolicySlug('toString')).toBe(false);
  });
});
