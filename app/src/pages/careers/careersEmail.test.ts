import { describe, expect, it } from 'vitest';
import { careersEmail, portfolioMailto } from './careersEmail';

describe('careersEmail', () => {
  it('uses the configured address', () => {
    expect(careersEmail(' jobs@icuniverse.in ')).toBe('jobs@icuniverse.in');
  });

  it('has no address when unset, blank or malformed', () => {
    expect(careersEmail(undefined)).toBeUndefined();
    expect(careersEmail('  ')).toBeUndefined();
    expect(careersEmail('not an address')).toBeUndefined();
  });
});

describe('portfolioMailto', () => {
  it('mails the hiring team with a subject', () => {
    expect(portfolioMailto('jobs@icuniverse.in')).toBe(
      'mailto:jobs@icuniverse.in?subject=Portfolio%20for%20IC%20Universe',
    );
  });
});
