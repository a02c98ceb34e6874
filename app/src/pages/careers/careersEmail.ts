// The always-hiring block's address, from VITE_CAREERS_EMAIL. Unset (or malformed) there is no
// address: the block does not show rather than mail a domain nobody reads.
import { looksLikeEmail } from '@ic/domain';

export function careersEmail(
  configured: string | undefined = import.meta.env.VITE_CAREERS_EMAIL,
): string | undefined {
  const value = configured?.trim() ?? '';
  return looksLikeEmail(value) ? value : undefined;
}

/** A mail to the hiring team with a subject, so portfolios land in one place. */
export function portfolioMailto(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent('Portfolio for IC Universe')}`;
}
