// The strength rule for new passwords (spec section 5), as separate checks so a form can tick
// each one as it is met; the schema's 'Must include Uppercase, Lowercase, Number & Symbol' is
// the same checks all at once.

export const PASSWORD_MIN = 6;
/** Long enough for passphrases, short enough that hashing stays cheap. */
export const PASSWORD_MAX = 128;

export type PasswordCheck = { id: string; label: string; met: boolean };

const RULES: readonly { id: string; label: string; test: (password: string) => boolean }[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN} characters`,
    test: (p) => p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX,
  },
  { id: 'upper', label: 'An uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'A lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: 'A number', test: (p) => /\d/.test(p) },
  { id: 'symbol', label: 'A symbol', test: (p) => /[^A-Za-z0-9]/.test(p) },
];

/** Each part of the rule, and whether the password meets it. */
export function passwordChecks(password: string): PasswordCheck[] {
  return RULES.map(({ id, label, test }) => ({ id, label, met: test(password) }));
}

export function isStrongPassword(password: string): boolean {
  return RULES.every(({ test }) => test(password));
}
