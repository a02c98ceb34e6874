// The five legal pages' text (spec section 2), written once: the app renders it and the server
// prints the same words to PDF. Every number comes from POLICY, so a changed limit changes both.
import { ANTI_HARASSMENT_POLICY } from './policies/harassment.ts';
import { CHILDREN_PRIVACY_POLICY } from './policies/children.ts';
import { PRIVACY_POLICY } from './policies/privacy.ts';
import { REFUND_POLICY } from './policies/refund.ts';
import { TERMS_OF_USE } from './policies/terms.ts';
import { POLICY_SLUGS, type PolicyDocument, type PolicySlug } from './policies/types.ts';

export { POLICY_SLUGS };
export type { PolicyDocument, PolicyDocumentSection, PolicySlug } from './policies/types.ts';

export const POLICIES: Readonly<Record<PolicySlug, PolicyDocument>> = {
  'privacy-policy': PRIVACY_POLICY,
  'refund-policy': REFUND_POLICY,
  'terms-of-use': TERMS_OF_USE,
  'children-privacy-policy': CHILDREN_PRIVACY_POLICY,
  'anti-harassment': ANTI_HARASSMENT_POLICY,
};

export function isPolicySlug(value: string): value is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(value);
}

/** Where the server serves a policy's PDF copy. */
export function policyPdfPath(slug: PolicySlug): string {
  return `/media/policies/${slug}.pdf`;
}

/** The name a downloaded copy is saved under. */
export function policyPdfFileName(slug: PolicySlug): string {
  return `ic-universe-${slug}.pdf`;
}

/** Every sentence of a policy in reading order: intro, then each section's paragraphs and items. */
export function policyText(policy: PolicyDocument): string[] {
  return [
    policy.intro,
    ...policy.sections.flatMap((section) => [...section.paragraphs, ...(section.items ?? [])]),
  ];
}
