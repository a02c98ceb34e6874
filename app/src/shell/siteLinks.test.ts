import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { appRoutes } from '../router';
import {
  externalSites,
  FOOTER_LEGAL_LINKS,
  FOOTER_PAGE_LINKS,
  headerLinks,
  isReaderPath,
} from './siteLinks';

describe('externalSites', () => {
  it('reads each address from its VITE_* setting', () => {
    const sites = externalSites({
      VITE_SHOP_URL: 'https://shop.test/in',
      VITE_FOUNDATION_URL: 'https://foundation.test',
      VITE_RESEARCH_URL: 'https://research.test',
      VITE_X_URL: 'https://x.test/ic',
      VITE_YOUTUBE_URL: 'https://youtube.test/ic',
      VITE_FACEBOOK_URL: 'https://facebook.test/ic',
      VITE_INSTAGRAM_URL: 'https://instagram.test/ic',
      VITE_LINKEDIN_URL: 'https://linkedin.test/ic',
    });
    expect(sites).toEqual({
      shop: 'https://shop.test/in',
      foundation: 'https://foundation.test',
      research: 'https://research.test',
      social: [
        { network: 'x', href: 'https://x.test/ic' },
        { network: 'youtube', href: 'https://youtube.test/ic' },
        { network: 'facebook', href: 'https://facebook.test/ic' },
        { network: 'instagram', href: 'https://instagram.test/ic' },
        { network: 'linkedin', href: 'https://linkedin.test/ic' },
      ],
    });
  });

  it('leaves an address out when it is unset, blank or not an http(s) URL', () => {
    const sites = externalSites({
      VITE_SHOP_URL: '  ',
      VITE_FOUNDATION_URL: 'javascript:alert(1)',
      VITE_RESEARCH_URL: 'research.test',
      VITE_YOUTUBE_URL: 'https://youtube.test/ic',
    });
    expect(sites).toEqual({
      shop: undefined,
      foundation: undefined,
      research: undefined,
      social: [{ network: 'youtube', href: 'https://youtube.test/ic' }],
    });
  });
});

describe('the header and footer links', () => {
  it('without a shop address the header ends with Careers', () => {
    const links = headerLinks(undefined);
    expect(links.at(-1)).toEqual({ href: '/careers', key: 'shell.nav.careers' });
    expect(links.some((link) => link.external)).toBe(false);
  });

  it('the header lists the spec order, the shop last and external', () => {
    const links = headerLinks('https://shop.test');
    expect(links.map((link) => link.href)).toEqual([
      '/',
      '/news',
      '/characters',
      '/comics',
      '/animation',
      '/games',
      '/community',
      '/aboutUS',
      '/support-us',
      '/ultimate',
      '/careers',
      'https://shop.test',
    ]);
    expect(links.find((link) => link.key === 'shell.nav.news')?.href).toBe('/news');
    expect(links.filter((link) => link.external)).toEqual([
      { href: 'https://shop.test', key: 'shell.nav.shop', external: true },
    ]);
  });

  it('every internal link of the header and footer is a real route', () => {
    const internal = [
      ...headerLinks('https://shop.test'),
      ...FOOTER_PAGE_LINKS,
      ...FOOTER_LEGAL_LINKS,
    ].filter((link) => !link.external);
    for (const { href } of internal) {
      expect(matchRoutes(appRoutes, href)?.at(-1)?.route.path, href).not.toBe('*');
    }
  });
});

describe('isReaderPath', () => {
  it.each([
    '/comicChap/k1/chapters/pdfView',
    '/comicchap/k1/chapters/pdfview',
    '/comicChap/k1/chapters/pdfView/',
  ])('%s is the reader', (path) => {
    expect(isReaderPath(path)).toBe(true);
  });

  it.each(['/comicChap/k1/chapters', '/comics', '/pdfView', '/', '/comicChap'])(
    '%s is not the reader',
    (path) => {
      expect(isReaderPath(path)).toBe(false);
    },
  );
});
