import { describe, it, expect } from 'vitest';
import { greetingName } from './greeting.ts';

describe('greetingName', () => {
  it('is the first word of the name', () => {
    expect(greetingName({ name: 'Priya Nair' })).toBe('Priya');
    expect(greetingName({ name: '  Dev   Patel ' })).toBe('Dev');
  });

  it("is 'Guest' without a user or a name", () => {
    expect(greetingName(null)).toBe('Guest');
    expect(greetingName(undefined)).toBe('Guest');
    expect(greetingName({ name: '' })).toBe('Guest');
    expect(greetingName({ name: '   ' })).toBe('Guest');
  });
});
