import { createHmac } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 8;

/**
 * The member code for the shop's member-only merchandise: `ICU-` and 8 characters of an
 * HMAC-SHA256 of the user id. Stable for a user, unguessable without the key, and the shop can
 * check a code by computing it again.
 */
export function memberCode(secret: string, userId: string): string {
  const digest = createHmac('sha256', secret).update(userId).digest();
  const chars = Array.from(digest.subarray(0, LENGTH), (byte) => ALPHABET[byte % 32]);
  return `ICU-${chars.join('')}`;
}
