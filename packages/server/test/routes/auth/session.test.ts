import { MESSAGES } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_MESSAGE } from '../../../src/plugins/csrf.ts';
import { buildTestApp, signUp } from '../../helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-03-01T09:00:00Z').getTime();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date(now) });
});
afterAll(() => app.close());

const me = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/me', headers });
const logout = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/logout', headers });

describe('GET /api/me', () => {
  it('answers 401 in the envelope when signed out or with unknown credentials', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { cookie: 'sid=forged' },
      { authorization: 'Bearer forged' },
    ];
    for (const headers of attempts) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        message: MESSAGES.unauthorized,
        messageKey: 'errors.unauthorized',
      });
    }
  });

  it('ignores the display cookie: it never grants anything', async () => {
    const { user } = await signUp(app);
    const cookie = `user=${encodeURIComponent(JSON.stringify(user))}`;
    expect((await me({ cookie })).statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the session for both the cookie and the token, and clears the cookies', async () => {
    const { cookie, token } = await signUp(app);
    const res = await logout({ cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: null });
    const cleared = res.cookies.filter((c) => c.expires && c.expires.getTime() < Date.now());
    expect(cleared.map((c) => c.name).sort()).toEqual(['sid', 'user']);
    expect((await me({ cookie })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('revokes a session signed in by bearer token only', async () => {
    const { cookie, token } = await signUp(app);
    expect((await logout({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await me({ cookie })).statusCode).toBe(401);
  });

  it('succeeds when already signed out', async () => {
    expect((await logout({})).statusCode).toBe(200);
  });

  it('refuses a cross-site logout with the cookie (CSRF) and keeps the session', async () => {
    const { cookie } = await signUp(app);
    const res = await logout({ cookie, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: CSRF_MESSAGE });
    expect((await me({ cookie })).statusCode).toBe(200);
  });

  it('lets a bearer-only client call from anywhere (browsers never attach tokens)', async () => {
    const { token } = await signUp(app);
    const res = await logout({ authorization: `Bearer ${token}`, origin: 'https://app.example' });
    expect(res.statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  it('ends a session unused for 7 days', async () => {
    const { cookie } = await signUp(app);
    now += 6 * DAY;
    expect((await me({ cookie })).statusCode).toBe(200);
    now += 7 * DAY + 1000;
    expect((await me({ cookie })).statusCode).toBe(401);
  });

  it('ends a session 30 days after sign-in however active', async () => {
    const { cookie, token } = await signUp(app);
    for (let day = 5; day < 30; day += 5) {
      now += 5 * DAY;
      expect((await me({ cookie })).statusCode).toBe(200);
    }
    now += 5 * DAY;
    expect((await me({ cookie })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });
});
