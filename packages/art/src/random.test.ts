import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';

const draws = (seed: number | string, count = 5) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random());
};

describe('createRandom', () => {
  it('repeats itself for the same seed and differs for another', () => {
    expect(draws('look:abc')).toEqual(draws('look:abc'));
    expect(draws('look:abc')).not.toEqual(draws('look:abd'));
    expect(draws(7)).toEqual(draws(7));
  });

  it('seeds from the first four bytes of the SHA-1 of a string seed', () => {
    // SHA-1("abc") = a9993e36 4706816a …, the FIPS 180 test vector.
    expect(draws('abc')).toEqual(draws(0xa9993e36));
  });

  it('draws numbers in [0, 1) and whole numbers within the bounds given', () => {
    const random = createRandom('bounds');
    for (let i = 0; i < 500; i++) {
      const n = random();
      expect(n >= 0 && n < 1).toBe(true);
      const k = random.int(3, 5);
      expect([3, 4, 5]).toContain(k);
    }
  });

  it('picks from a list, samples without repeats, and refuses an empty list', () => {
    const random = createRandom(1);
    expect(['a', 'b', 'c']).toContain(random.pick(['a', 'b', 'c']));
    const sample = random.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
    expect(random.sample([1, 2], 5)).toHaveLength(2);
    expect(() => random.pick([])).toThrow('pick from an empty list');
  });

  it('takes a chance with the probability given', () => {
    const random = createRandom(2);
    expect(random.chance(0)).toBe(false);
    expect(random.chance(1)).toBe(true);
  });
});
