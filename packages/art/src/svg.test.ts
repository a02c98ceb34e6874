import { describe, expect, it } from 'vitest';
import { dataUri, escapeXml, fit, svg } from './svg.ts';

describe('svg helpers', () => {
  it('escapes text for markup and attributes', () => {
    expect(escapeXml(`<Tom & "Jerry's">`)).toBe('&lt;Tom &amp; &quot;Jerry&apos;s&quot;&gt;');
  });

  it('shortens a long line with an ellipsis and leaves a short one alone', () => {
    expect(fit('SHORT', 10)).toBe('SHORT');
    expect(fit('A VERY LONG TITLE', 8)).toBe('A VERY…');
    expect(fit('A LONGER TITLE', 8)).toBe('A LONGE…');
  });

  it('wraps a drawing in a document and a data URI that decodes back to it', () => {
    const markup = svg(40, 30, '<rect width="40" height="30" fill="#fff"/>');
    expect(markup).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" height="30" fill="#fff"/></svg>',
    );
    const uri = dataUri(markup);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(markup);
  });
});
