import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

const ARGON2ID: Algorithm = 2;

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash; with no hash (unknown account) it verifies
 * against a dummy one, so both cases cost the same time and answer the same.
 */
export async function verifyPassword(storedHash: string | undefined, password: string) {
  dummyHash ??= hashPassword('not-a-real-password-only-for-equal-timing');
  const target = storedHash ?? (await dummyHash);
  const valid = await verify(target, password).catch(() => false);
  return valid && storedHash !== undefined;
}
