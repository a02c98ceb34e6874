import { describe, expect, test } from 'vitest';
import { isCurrentLink } from './siteLinks';

describe('isCurrentLink', () => {
  test('the home link is current only on the home page', () => {
    expect(isCurrentLink('/', '/')).toBe(true);
    expect(isCurrentLink('/', '/comics')).toBe(false);
  });

  test('a section link is current on its page and the pages under it', () => {
    expect(isCurrentLink('/news', '/news')).toBe(true);
    expect(isCurrentLink('/news', '/news/abc123')).toBe(true);
    expect(isCurrentLink('/characters', '/characters/biography')).toBe(true);
  });

  test('a shared prefix is not a parent page', () => {
    expect(isCurrentLink('/news', '/newsletter')).toBe(false);
    expect(isCurrentLink('/comics', '/comicChap/1/chapters')).toBe(false);
  });

  test('trailing slashes and letter case do not matter (the spec registers /aboutUS and /Dashboard)', () => {
    expect(isCurrentLink('/aboutUS', '/aboutus/')).toBe(true);
    expect(isCurrentLink('/dashboard', '/Dashboard')).toBe(true);
  });

  test('no current path marks nothing', () => {
    expect(isCurrentLink('/', undefined)).toBe(false);
  });
});
