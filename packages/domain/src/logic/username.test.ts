import { describe, it, expect } from 'vitest';
import { USERNAME_MAX, USERNAME_PATTERN, normalizeUsername, suggestUsername } from './username.ts';

/** A fake random source returning the given values in turn. */
function sequence(...values: number[]) {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

describe('normalizeUsername', () => {
  it('strips all whitespace, inside and around', () => {
    expect(normalizeUsername('  super hero_1 \t')).toBe('superhero_1');
    expect(normalizeUsername('a b\nc')).toBe('abc');
  });

  it('leaves a clean username unchanged', () => {
    expect(normalizeUsername('storm.rider')).toBe('storm.rider');
  });
});

describe('suggestUsername', () => {
  it('is the first name, an underscore and 6 random characters', () => {
    expect(suggestUsername('Aarav Sharma', () => 0)).toBe('Aarav_aaaaaa');
  });

  it('draws the suffix from a-z and 0-9 using the injected random source', () => {
    // 0 -> 'a', 25/36 -> 'z', 26/36 -> '0', 35/36 -> '9'
    const random = sequence(0, 25 / 36, 26 / 36, 35 / 36, 0.999999, 0.5);
    expect(suggestUsername('Meera', random)).toBe('Meera_az099s');
  });

  it('uses only the first word, trimming spaces', () => {
    expect(suggestUsername('   Kabir   Singh  ', () => 0)).toBe('Kabir_aaaaaa');
  });

  it('drops characters a username may not hold', () => {
    expect(suggestUsername('Zoë-Ann', () => 0)).toBe('ZoAnn_aaaaaa');
  });

  it('falls back to "user" when no usable first name is left', () => {
    expect(suggestUsername('', () => 0)).toBe('user_aaaaaa');
    expect(suggestUsername('अर्जुन', () => 0)).toBe('user_aaaaaa');
  });

  it('always gives a valid username, even for a very long first name', () => {
    const suggestion = suggestUsername('Bartholomewaloysiusmaximilian Jones', () => 0.42);
    expect(suggestion.length).toBeLessThanOrEqual(USERNAME_MAX);
    expect(suggestion).toMatch(USERNAME_PATTERN);
    // 0.42 * 36 = 15.12 -> 'p'; the first name is cut to 23 characters.
    expect(suggestion).toBe('Bartholomewaloysiusmaxi_pppppp');
  });

  it('gives different suggestions for different random draws', () => {
    expect(suggestUsername('Riya', () => 0.1)).not.toBe(suggestUsername('Riya', () => 0.2));
  });
});
