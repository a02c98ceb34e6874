import { isAllowedImage } from '@ic/ui';
import { describe, expect, it } from 'vitest';
import { mediaBaseUrl, mediaOrigins } from './mediaOrigin';

describe('pictures in a blog', () => {
  const allowed = (src: string) => isAllowedImage(src, mediaOrigins(), mediaBaseUrl());

  it('load from our media store, named relative to the API on this site', () => {
    expect(allowed('/media/files/0123456789abcdef/image.png')).toBe(true);
  });

  it('never from another site', () => {
    expect(allowed('https://elsewhere.example/media/files/x.png')).toBe(false);
    expect(allowed('//elsewhere.example/x.png')).toBe(false);
  });
});
