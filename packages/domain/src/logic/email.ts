/** The simple pattern of spec section 5: something, @, something, dot, something; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `value` reads as an email address by that pattern (no trimming, no length rule). */
export function looksLikeEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
