import { describe, expect, it } from 'vitest';
import { isExternalHref } from './TextLink';

describe('isExternalHref', () => {
  it('treats absolute and protocol-relative URLs as external', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('HTTP://example.com/x')).toBe(true);
    expect(isExternalHref('//cdn.example.com/a')).toBe(true);
  });

  it('keeps paths, fragments, mailto and tel inside the site', () => {
    expect(isExternalHref('/characters')).toBe(false);
    expect(isExternalHref('#top')).toBe(false);
    expect(isExternalHref('news/3')).toBe(false);
    expect(isExternalHref('mailto:hello@example.com')).toBe(false);
    expect(isExternalHref('tel:+911234567890')).toBe(false);
  });
});
