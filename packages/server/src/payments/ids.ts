import crypto from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A provider-style id such as `order_Hx3k9QeP0aZt7m`: 14 random characters (about 83 bits). */
export function providerId(prefix: string): string {
  const bytes = crypto.randomBytes(14);
  let id = '';
  // 256 is not a multiple of 62; the slight bias is harmless for identifiers.
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}
