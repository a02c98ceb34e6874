// The always-hiring block's address. Unset, it stays on the reserved .example domain, so an
// unconfigured build never mails a stranger; deployments set VITE_CAREERS_EMAIL.
import { looksLikeEmail } from '@ic/domain';

const DEFAULT_CAREERS_EMAIL = 'careers@icuniverse.example';

export function careersEmail(configured: string | undefined = import.meta.env.VITE_CAREERS_EMAIL) {
  const value = configured?.trim() ?? '';
  return looksLikeEmail(value) ? value : DEFAULT_CAREERS_EMAIL;
}

/** A mail to the hiring team with a subject, so portfolios land in one place. */
export function portfolioMailto(email: string = careersEmail()): string {
  return `mailto:${email}?subject=${encodeURIComponent('Portfolio for IC Universe')}`;
}
