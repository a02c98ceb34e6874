import { USER_COOKIE } from '@ic/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { captureErrorLog } from '../test/console';
import {
  clearUserCookie,
  parseUserCookie,
  readUserCookie,
  serializeUserCookie,
  writeUserCookie,
} from './userCookie';

const log = captureErrorLog();
const asha = {
  name: 'Asha Verma',
  username: 'asha_v1',
  email: 'asha@example.in',
  newsLetter: false,
};
const encoded = encodeURIComponent(JSON.stringify(asha));

afterEach(() => clearUserCookie());

describe('parseUserCookie', () => {
  it('reads the record the server writes (URI-encoded JSON) among other cookies', () => {
    expect(parseUserCookie(`theme=dark; user=${encoded}; x=1`)).toEqual(asha);
    expect(log.calls()).toHaveLength(0);
  });

  it('absent or empty means signed out, silently', () => {
    expect(parseUserCookie('theme=dark')).toBeNull();
    expect(parseUserCookie('user=')).toBeNull();
    expect(parseUserCookie('')).toBeNull();
    expect(log.calls()).toHaveLength(0);
  });

  it.each([
    ['not JSON', 'user=%7Bnot-json'],
    ['a bad escape', 'user=%E0%A4%A'],
    ['JSON that is not a user', `user=${encodeURIComponent(JSON.stringify({ name: 'x' }))}`],
    ['a JSON string', `user=${encodeURIComponent('"asha"')}`],
  ])('%s: signed out, logged as a failure to parse', (_, cookies) => {
    expect(parseUserCookie(cookies)).toBeNull();
    expect(log.calls()[0]?.[0]).toBe('Failed to parse the user cookie:');
  });
});

describe('serializeUserCookie', () => {
  it('for all paths, for one year, only the display fields', () => {
    const cookie = serializeUserCookie(
      { ...asha, avatar: 'data:image/svg+xml,…', isPremium: true },
      false,
    );
    expect(cookie).toBe(`user=${encoded}; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(USER_COOKIE.maxAgeSeconds).toBe(31536000);
  });

  it('adds Secure on https pages', () => {
    expect(serializeUserCookie(asha, true)).toMatch(/; Secure$/);
  });
});

describe('writing and clearing in the browser', () => {
  it('writes a cookie the browser keeps for a year on every path, and reads it back', async () => {
    writeUserCookie(asha);
    expect(readUserCookie()).toEqual(asha);
    // TypeScript's DOM types list only name and value; Chromium also reports path and expiry.
    const stored = (await cookieStore.get(USER_COOKIE.name)) as {
      path?: string;
      expires?: number;
    } | null;
    expect(stored?.path).toBe('/');
    const yearFromNow = Date.now() + USER_COOKIE.maxAgeSeconds * 1000;
    expect(Math.abs((stored?.expires ?? 0) - yearFromNow)).toBeLessThan(60_000);
  });

  it('clearing expires it at once', async () => {
    writeUserCookie(asha);
    clearUserCookie();
    expect(readUserCookie()).toBeNull();
    expect(await cookieStore.get(USER_COOKIE.name)).toBeNull();
  });
});
