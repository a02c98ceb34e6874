import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random secret of `bytes` bytes (256 bits by default), URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What we store instead of a secret: its sha256, hex. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares a presented secret with a stored hash without leaking where they differ. */
export function matchesHash(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(sha256(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
