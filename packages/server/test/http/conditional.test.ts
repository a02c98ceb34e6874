import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits } from '../../src/http/conditional.ts';

// [what, If-None-Match, our ETag, 304?]
const CASES: [string, string | undefined, string, boolean][] = [
  ['no header', undefined, '"abc"', false],
  ['another tag', '"abd"', '"abc"', false],
  ['a tag that only contains ours', '"xabc"', '"abc"', false],
  ['our strong tag', '"abc"', '"abc"', true],
  ['our strong tag, sent weak', 'W/"abc"', '"abc"', true],
  ['our weak tag', 'W/"c-1"', 'W/"c-1"', true],
  ['our weak tag, sent strong (W/ stripped on the way)', '"c-1"', 'W/"c-1"', true],
  ['another weak tag', 'W/"c-2"', 'W/"c-1"', false],
  ['ours anywhere in a list', '"a", W/"b" ,"abc"', '"abc"', true],
  ['a list without ours', '"a","b"', '"abc"', false],
  ['a comma inside our tag', '"a,b"', '"a,b"', true],
  ['a tag with a comma, not ours', '"a,b"', '"a"', false],
  ['*', '*', '"abc"', true],
  ['* with spaces, for a weak tag', ' * ', 'W/"c-1"', true],
  ['* inside a list (not allowed there)', '"a", *', '"abc"', false],
];

describe('ifNoneMatchHits (RFC 9110 weak comparison)', () => {
  it.each(CASES)('%s', (_, header, etag, hit) => {
    expect(ifNoneMatchHits(header, etag)).toBe(hit);
  });
});
