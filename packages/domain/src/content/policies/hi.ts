// The five policies in Hindi (issue 19): the same sections as the English (policies/*.ts), the
// same POLICY numbers in hi-IN's writing. The English text is the binding one; a Hindi page says
// so at the top. Imported only through `@ic/domain/policies/hi`, lazily, by the legal area's
// Hindi catalogue (packages/ui/src/i18n/catalogues.ts): an English visitor never downloads it,
// and its chunk is named hi-*.js like the Hindi catalogues, which the service worker leaves out.
import type { PolicyDocument, PolicySlug } from './types.ts';
import { HINDI_CHILDREN_PRIVACY_POLICY } from './hindi/children.ts';
import { HINDI_ANTI_HARASSMENT_POLICY } from './hindi/harassment.ts';
import { HINDI_PRIVACY_POLICY } from './hindi/privacy.ts';
import { HINDI_REFUND_POLICY } from './hindi/refund.ts';
import { HINDI_TERMS_OF_USE } from './hindi/terms.ts';

export const HINDI_POLICIES: Readonly<Record<PolicySlug, PolicyDocument>> = {
  'privacy-policy': HINDI_PRIVACY_POLICY,
  'refund-policy': HINDI_REFUND_POLICY,
  'terms-of-use': HINDI_TERMS_OF_USE,
  'children-privacy-policy': HINDI_CHILDREN_PRIVACY_POLICY,
  'anti-harassment': HINDI_ANTI_HARASSMENT_POLICY,
};
