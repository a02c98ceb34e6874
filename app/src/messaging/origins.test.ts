import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, parseAllowedOrigins } from './origins';

describe('parseAllowedOrigins', () => {
  it('reads a comma-separated list, trimming and reducing entries to their origin', () => {
    expect(
      parseAllowedOrigins(' https://foundation.example.com/ , https://research.example.com:8443'),
    ).toEqual(['https://foundation.example.com', 'https://research.example.com:8443']);
  });

  it('drops blanks, junk, non-web schemes and duplicates', () => {
    expect(parseAllowedOrigins('')).toEqual([]);
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    expect(
      parseAllowedOrigins(
        '*, foundation.example.com, javascript:alert(1), file:///x, https://a.in, https://a.in/',
      ),
    ).toEqual(['https://a.in']);
  });
});

describe('isAllowedOrigin', () => {
  const allowed = parseAllowedOrigins(
    'https://foundation.example.com,https://research.example.com',
  );

  it('accepts exactly the configured origins', () => {
    expect(isAllowedOrigin('https://foundation.example.com', allowed)).toBe(true);
    expect(isAllowedOrigin('https://research.example.com', allowed)).toBe(true);
  });

  it.each([
    'https://foundation.example.com.evil.test',
    'https://evil-foundation.example.com',
    'https://foundation.example.co',
    'http://foundation.example.com',
    'https://foundation.example.com/',
    'https://foundation.example.com:444',
    'https://FOUNDATION.example.com',
    'null',
    '',
  ])('refuses the look-alike %j', (origin) => {
    expect(isAllowedOrigin(origin, allowed)).toBe(false);
  });
});
