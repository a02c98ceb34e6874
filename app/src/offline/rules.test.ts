import { describe, expect, it } from 'vitest';
import {
  isPageImage,
  isPublicAnswer,
  mayCachePublicly,
  NOT_APP_PAGES,
  offlineCacheName,
} from './rules';

const ORIGIN = 'https://icuniverse.example';
const get = (path: string, method = 'GET') => ({ method, url: `${ORIGIN}${path}` });
const answer = (status: number, headers: Record<string, string>) => ({
  status,
  headers: new Headers(headers),
});

describe('which requests the public cache may look at', () => {
  it('public content GETs of this site', () => {
    expect(mayCachePublicly(get('/comic'), ORIGIN)).toBe(true);
    expect(mayCachePublicly(get('/character/getAll?page=2'), ORIGIN)).toBe(true);
    expect(mayCachePublicly(get('/media/art/cover-1.svg'), ORIGIN)).toBe(true);
  });

  it('never the session API: progress, account, my list, orders, the reader itself', () => {
    for (const path of [
      '/api/progress?comicId=c1',
      '/api/progress/continue',
      '/api/me',
      '/api/account',
      '/api/orders',
      '/api/membership',
      '/api/guardian/me',
      '/payment/verify',
      '/support/getsupport',
    ]) {
      expect(mayCachePublicly(get(path), ORIGIN), path).toBe(false);
    }
  });

  it('never page images (only a reader who saved them keeps them), writes or other sites', () => {
    expect(mayCachePublicly(get('/media/pages/ch1/1-960.avif'), ORIGIN)).toBe(false);
    expect(mayCachePublicly(get('/comic', 'POST'), ORIGIN)).toBe(false);
    expect(mayCachePublicly({ method: 'GET', url: 'https://cdn.example/comic' }, ORIGIN)).toBe(
      false,
    );
  });
});

describe('which answers the public cache keeps', () => {
  it('a 200 the server marks public and the same for everyone', () => {
    expect(isPublicAnswer(answer(200, { 'cache-control': 'public, max-age=60' }))).toBe(true);
    expect(
      isPublicAnswer(
        answer(200, { 'cache-control': 'public, max-age=604800', vary: 'Accept-Encoding' }),
      ),
    ).toBe(true);
  });

  it('not a private, unmarked or no-store answer', () => {
    expect(isPublicAnswer(answer(200, { 'cache-control': 'private, no-cache' }))).toBe(false);
    expect(isPublicAnswer(answer(200, {}))).toBe(false);
    expect(isPublicAnswer(answer(200, { 'cache-control': 'public, no-store' }))).toBe(false);
  });

  it('not one that varies on the session, even marked public (the signed-out chapter list)', () => {
    const signedOut = { 'cache-control': 'public, no-cache' };
    expect(isPublicAnswer(answer(200, { ...signedOut, vary: 'Cookie, Authorization' }))).toBe(
      false,
    );
    expect(isPublicAnswer(answer(200, { ...signedOut, vary: 'authorization' }))).toBe(false);
    expect(isPublicAnswer(answer(200, { ...signedOut, vary: '*' }))).toBe(false);
  });

  it('not an error or a partial answer', () => {
    expect(isPublicAnswer(answer(404, { 'cache-control': 'public' }))).toBe(false);
    expect(isPublicAnswer(answer(206, { 'cache-control': 'public' }))).toBe(false);
  });
});

describe('the saved chapters of a reader', () => {
  it('live in a cache named after that reader alone', () => {
    expect(offlineCacheName('aarav_x1')).toBe('ic-offline-aarav_x1');
    expect(offlineCacheName('a/b')).not.toBe(offlineCacheName('a'));
    expect(isPageImage(new URL(`${ORIGIN}/media/pages/ch1/1-960.avif`), ORIGIN)).toBe(true);
    expect(isPageImage(new URL(`${ORIGIN}/media/art/1.svg`), ORIGIN)).toBe(false);
  });
});

describe('which navigations the worker answers with the app', () => {
  /** As Workbox's NavigationRoute decides: path and query against the denylist. */
  const isAppPage = (pathAndQuery: string) =>
    !NOT_APP_PAGES.some((pattern) => pattern.test(pathAndQuery));

  it('every page, whatever its query says', () => {
    expect(isAppPage('/characters/biography?id=abc')).toBe(true);
    expect(isAppPage('/studio/members?q=reader.meera%40example.com')).toBe(true);
    expect(isAppPage('/studio/members?q=reader.meera@example.com')).toBe(true);
    expect(isAppPage('/')).toBe(true);
  });

  it("not the API, media, the server's own pages or files", () => {
    expect(isAppPage('/api/me')).toBe(false);
    expect(isAppPage('/media/art/cover-1.svg')).toBe(false);
    expect(isAppPage('/healthz')).toBe(false);
    expect(isAppPage('/metrics?x=1')).toBe(false);
    expect(isAppPage('/sitemap.xml')).toBe(false);
    expect(isAppPage('/assets/index-abc.js?v=2')).toBe(false);
  });
});
