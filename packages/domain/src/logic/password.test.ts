import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordChecks } from './password.ts';

const met = (password: string) =>
  passwordChecks(password)
    .filter((check) => check.met)
    .map((check) => check.id);

describe('the password rule', () => {
  it('ticks each part as it is met', () => {
    expect(met('')).toEqual([]);
    expect(met('a')).toEqual(['lower']);
    expect(met('aB3')).toEqual(['upper', 'lower', 'digit']);
    expect(met('aB3#xy')).toEqual(['length', 'upper', 'lower', 'digit', 'symbol']);
  });

  it('holds only when every part is met, up to 128 characters', () => {
    expect(isStrongPassword('Comic#2025')).toBe(true);
    expect(isStrongPassword('comic#2025')).toBe(false);
    expect(isStrongPassword('Co#2a')).toBe(false);
    expect(isStrongPassword(`Aa1#${'x'.repeat(124)}`)).toBe(true);
    expect(isStrongPassword(`Aa1#${'x'.repeat(125)}`)).toBe(false);
  });

  it('says its parts in words a reader can tick off', () => {
    expect(passwordChecks('').map((check) => check.label)).toEqual([
      'At least 6 characters',
      'An uppercase letter',
      'A lowercase letter',
      'A number',
      'A symbol',
    ]);
  });
});
