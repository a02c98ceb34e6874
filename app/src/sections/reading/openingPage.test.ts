import { describe, expect, test } from 'vitest';
import { openingPage, withPage } from './openingPage';

describe('openingPage', () => {
  test("the address's page comes first, then an unfinished place, then page 1", () => {
    const saved = { page: 4, finished: false };
    expect(openingPage(new URLSearchParams('chapter=c1&page=2'), saved)).toBe(2);
    expect(openingPage(new URLSearchParams('chapter=c1'), saved)).toBe(4);
    expect(openingPage(new URLSearchParams('chapter=c1'), { page: 9, finished: true })).toBe(1);
    expect(openingPage(new URLSearchParams('chapter=c1&page=abc'), undefined)).toBe(1);
  });
});

describe('withPage', () => {
  test('sets the page and keeps the rest of the address, leaving the original alone', () => {
    const params = new URLSearchParams('chapter=c1&preview=member&page=2');
    expect(withPage(params, 5).toString()).toBe('chapter=c1&preview=member&page=5');
    expect(params.get('page')).toBe('2');
    expect(withPage(new URLSearchParams('chapter=c1'), 3).toString()).toBe('chapter=c1&page=3');
  });
});
