import { sha1 } from '@noble/hashes/legacy.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** A small seeded PRNG (mulberry32): the same seed always yields the same picture. */
export interface Random {
  (): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

/**
 * A string seed is hashed with SHA-1 (its first four bytes), as the server's seed always did, so
 * the sample world and its art stay the same on every machine and in the browser.
 */
export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  const next = (() => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Random;
  next.int = (min, max) => min + Math.floor(next() * (max - min + 1));
  next.pick = (items) => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as (typeof items)[number];
  };
  next.sample = (items, count) => {
    const pool = [...items];
    const out: (typeof pool)[number][] = [];
    while (out.length < count && pool.length > 0) {
      out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as (typeof pool)[number]);
    }
    return out;
  };
  next.chance = (probability) => next() < probability;
  return next;
}

function hashSeed(text: string): number {
  const [a = 0, b = 0, c = 0, d = 0] = sha1(utf8ToBytes(text));
  return ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
}
