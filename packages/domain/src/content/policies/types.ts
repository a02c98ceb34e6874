// The shape of a legal page's text, shared by the app's pages and the server's PDF copies.

export const POLICY_SLUGS = [
  'privacy-policy',
  'refund-policy',
  'terms-of-use',
  'children-privacy-policy',
  'anti-harassment',
] as const;

/** A legal page's path segment (spec section 2's route), also its PDF's name. */
export type PolicySlug = (typeof POLICY_SLUGS)[number];

/** One headed part of a policy: paragraphs first, then an optional bullet list. */
export type PolicyDocumentSection = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
};

export type PolicyDocument = {
  slug: PolicySlug;
  title: string;
  /** One sentence for the page's meta description. */
  description: string;
  /** ISO calendar day (POLICY.effectiveDate). */
  effectiveDate: string;
  intro: string;
  sections: readonly PolicyDocumentSection[];
};
