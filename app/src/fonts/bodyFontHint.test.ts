import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { firstScreenUsesBodyFont, hintBodyFont } from './bodyFontHint';

const hints = () =>
  document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]');

afterEach(() => hints().forEach((link) => link.remove()));

describe('the body font preload', () => {
  it('is left out on the reader, in any spelling, and kept everywhere else', () => {
    expect(firstScreenUsesBodyFont(paths.reader.href('k1', 'c1').split('?')[0] ?? '')).toBe(false);
    expect(firstScreenUsesBodyFont('/COMICCHAP/k1/Chapters/PDFVIEW')).toBe(false);
    for (const path of ['/', paths.chapters.href('k1'), paths.comics.href(), '/careers']) {
      expect(firstScreenUsesBodyFont(path), path).toBe(true);
    }
  });

  it('adds a crossorigin font preload for each weight where the font is used', () => {
    const weights = ['/assets/nunito-400.woff2', '/assets/nunito-900.woff2'];
    hintBodyFont(weights, '/careers');
    hintBodyFont(weights, paths.reader.path.replace(':comicId', 'k1'));
    const links = [...hints()];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(weights);
    for (const link of links) {
      expect(link.type).toBe('font/woff2');
      expect(link.crossOrigin).toBe('anonymous');
    }
  });
});
