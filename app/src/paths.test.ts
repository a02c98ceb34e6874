import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths, ROUTE_NAMES, type RouteName } from './paths';
import { appRoutes } from './router';

// Arguments with the characters an address must escape: spaces, slashes, ? & and #.
const ARGUMENTS: Partial<Record<RouteName, unknown[]>> = {
  resetPasswordLink: ['a b/1', 'Tok?en#2'],
  characters: ['storm & rain'],
  search: ['storm & rain'],
  biography: ['c/42&x'],
  newsArticle: ['65f0 c0/ffee'],
  careersApply: ['job #7'],
  chapters: ['k/1 ?'],
  comic: ['k/1 ?'],
  reader: ['k/1 ?', 'c&2', 3],
  orderComplete: ['order_1&2'],
  guardianSignIn: ['l1.s3cr+t/=='],
  guardianConsent: ['c1.s3cr+t/==', 'decline'],
};

function hrefOf(name: RouteName): string {
  const href = paths[name].href as (...args: unknown[]) => string;
  return href(...(ARGUMENTS[name] ?? []));
}

const matched = (href: string) =>
  matchRoutes(appRoutes, new URL(href, 'http://x').pathname)?.at(-1);
const query = (href: string) => new URL(href, 'http://x').searchParams;

describe('paths', () => {
  it.each(ROUTE_NAMES)('%s: the address its href builds is its own route', (name) => {
    expect(matched(hrefOf(name))?.route.path).toBe(paths[name].path);
  });

  it('escapes path parameters, so the router gives them back whole', () => {
    expect(matched(hrefOf('resetPasswordLink'))?.params).toEqual({
      id: 'a b/1',
      token: 'Tok?en#2',
    });
    expect(matched(hrefOf('reader'))?.params).toEqual({ comicId: 'k/1 ?' });
    expect(matched(hrefOf('newsArticle'))?.params).toEqual({ id: '65f0 c0/ffee' });
  });

  it('puts the optional values in the query, escaped', () => {
    expect(Object.fromEntries(query(hrefOf('reader')))).toEqual({ chapter: 'c&2', page: '3' });
    expect(query(hrefOf('characters')).get('q')).toBe('storm & rain');
    expect(query(hrefOf('biography')).get('id')).toBe('c/42&x');
    expect(query(hrefOf('careersApply')).get('id')).toBe('job #7');
    expect(query(hrefOf('orderComplete')).get('order')).toBe('order_1&2');
    expect(query(hrefOf('guardianSignIn')).get('token')).toBe('l1.s3cr+t/==');
    expect(Object.fromEntries(query(hrefOf('guardianConsent')))).toEqual({
      token: 'c1.s3cr+t/==',
      decision: 'decline',
    });
  });

  it('leaves missing or empty optional values out of the address', () => {
    expect(paths.characters.href()).toBe(paths.characters.path);
    expect(paths.characters.href('')).toBe(paths.characters.path);
    expect(paths.reader.href('k1')).toBe('/comicChap/k1/chapters/pdfView');
    expect(paths.reader.href('k1', 'c2')).toBe('/comicChap/k1/chapters/pdfView?chapter=c2');
    expect(paths.orderComplete.href()).toBe(paths.orderComplete.path);
  });
});
