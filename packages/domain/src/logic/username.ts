// Username rules from spec sections 4 and 5.

export const USERNAME_MIN = 6;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9._]+$/;

const SUFFIX_LENGTH = 6;
const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
// Leaves room for '_' and the suffix within the 30-character maximum.
const FIRST_NAME_MAX = USERNAME_MAX - SUFFIX_LENGTH - 1;

/** Whitespace is stripped on input and before sending. */
export function normalizeUsername(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * First name, underscore, 6 random [a-z0-9] characters. Characters a username may not hold
 * are dropped from the first name, so the suggestion always passes validation.
 */
export function suggestUsername(name: string, random: () => number = Math.random): string {
  const firstWord = name.trim().split(/\s+/)[0] ?? '';
  const base = firstWord.replace(/[^A-Za-z0-9._]/g, '').slice(0, FIRST_NAME_MAX) || 'user';
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i += 1) {
    const index = Math.min(
      Math.floor(random() * SUFFIX_ALPHABET.length),
      SUFFIX_ALPHABET.length - 1,
    );
    suffix += SUFFIX_ALPHABET[index];
  }
  return `${base}_${suffix}`;
}
