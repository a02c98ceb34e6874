import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits } from '../../src/http/conditional.ts';

describe('ifNoneMatchHits (RFC 9110 weak comparison)', () => {
  it('is a miss without the header or with other tags', () => {
    expect(ifNoneMatchHits(undefined, '"abc"')).toBe(false);
    expect(ifNoneMatchHits('"abd"', '"abc"')).toBe(false);
    expect(ifNoneMatchHits('"xabc"', '"abc"')).toBe(false);
  });

  it('matches a strong tag in either form', () => {
    expect(ifNoneMatchHits('"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('W/"abc"', '"abc"')).toBe(true);
  });

  it('matches a weak tag in either form', () => {
    expect(ifNoneMatchHits('W/"c-1"', 'W/"c-1"')).toBe(true);
    expect(ifNoneMatchHits('"c-1"', 'W/"c-1"')).toBe(true);
    expect(ifNoneMatchHits('W/"c-2"', 'W/"c-1"')).toBe(false);
  });

  it('finds the tag anywhere in a list, spaces or not', () => {
    expect(ifNoneMatchHits('"a", W/"b" ,"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('"a","b"', '"abc"')).toBe(false);
  });

  it('reads a comma inside a tag as part of it', () => {
    expect(ifNoneMatchHits('"a,b"', '"a,b"')).toBe(true);
    expect(ifNoneMatchHits('"a,b"', '"a"')).toBe(false);
  });

  it('matches anything with *, which stands alone', () => {
    expect(ifNoneMatchHits('*', '"abc"')).toBe(true);
    expect(ifNoneMatchHits(' * ', 'W/"c-1"')).toBe(true);
    expect(ifNoneMatchHits('"a", *', '"abc"')).toBe(false);
  });
});
