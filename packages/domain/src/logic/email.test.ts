import { describe, expect, it } from 'vitest';
import { looksLikeEmail } from './email.ts';

describe('looksLikeEmail', () => {
  it.each(['a@b.co', 'priya.sharma@example.in', 'x+y@mail.example.com'])('accepts %s', (value) => {
    expect(looksLikeEmail(value)).toBe(true);
  });

  it.each(['', 'a@b', 'a b@c.in', '@b.co', 'a@.co ', 'plainaddress'])('refuses %j', (value) => {
    expect(looksLikeEmail(value)).toBe(false);
  });
});
