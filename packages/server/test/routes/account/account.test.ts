import { MESSAGES } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETED,
  MINOR_PROFILE,
  WRONG_PASSWORD,
} from '../../../src/routes/account/index.ts';
import { buildTestApp, freshIp, signUp, TEST_PASSWORD } from '../../helpers.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const send = (
  method: 'PATCH' | 'DELETE' | 'GET' | 'POST',
  url: string,
  cookie: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { cookie },
    remoteAddress: freshIp(),
    ...(payload && { payload }),
  });

const userCookie = (res: { cookies: { name: string; value: string }[] }) =>
  JSON.parse(decodeURIComponent(res.cookies.find((c) => c.name === 'user')?.value ?? 'null'));

describe('PATCH /api/profile', () => {
  const profile = {
    name: 'Ravi Kumar',
    dob: '1990-06-15',
    username: 'ravi_k_1990',
    avatar: 'hero-3',
  };

  it('saves the profile and answers (and re-cookies) the user record', async () => {
    const { cookie, body } = await signUp(app);
    const res = await send('PATCH', '/api/profile', cookie, profile);
    expect(res.statusCode).toBe(200);
    const expected = {
      name: 'Ravi Kumar',
      username: 'ravi_k_1990',
      email: body.email,
      newsLetter: true,
      avatar: 'hero-3',
      // The language the account was made in (issue 19); the cookie never holds it.
      language: 'en',
    };
    expect(res.json().data).toEqual(expected);
    const { avatar: _avatar, language: _language, ...display } = expected;
    expect(userCookie(res)).toEqual(display);
    expect((await send('GET', '/api/me', cookie)).json().data).toEqual({
      ...expected,
      child: null,
    });
  });

  it('saves an avatar without the birthday, which /api/me never answers', async () => {
    const { cookie } = await signUp(app, { username: 'asha_no_dob' });
    const res = await send('PATCH', '/api/profile', cookie, {
      name: 'Asha Rao',
      username: 'asha_no_dob',
      avatar: 'v1:2001002',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.avatar).toBe('v1:2001002');
  });

  it('answers 401 when signed out, before looking at the body', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/api/profile', payload: { name: 1 } });
    expect(res.statusCode).toBe(401);
  });

  it('validates with the spec messages', async () => {
    const { cookie } = await signUp(app);
    const res = await send('PATCH', '/api/profile', cookie, {
      ...profile,
      name: 'R',
      username: 'ab',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'name', message: MESSAGES.nameShort, messageKey: 'errors.nameShort' },
      { field: 'username', message: MESSAGES.usernameLength, messageKey: 'errors.usernameLength' },
    ]);
  });

  it("answers 409 for another user's username, but keeps one's own", async () => {
    const first = await signUp(app);
    const second = await signUp(app);
    const taken = await send('PATCH', '/api/profile', second.cookie, {
      ...profile,
      username: first.body.username.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([
      { field: 'username', message: MESSAGES.usernameTaken, messageKey: 'errors.usernameTaken' },
    ]);
    const own = await send('PATCH', '/api/profile', second.cookie, {
      ...profile,
      username: second.body.username,
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a date of birth under 18 for an active account', async () => {
    const { cookie } = await signUp(app);
    const dob = `${new Date().getFullYear() - 10}-05-05`;
    const res = await send('PATCH', '/api/profile', cookie, {
      ...profile,
      username: 'kid_user_01',
      dob,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'dob', message: MINOR_PROFILE }]);
  });
});

describe('PATCH /api/account/newsletter', () => {
  it('toggles newsLetter and the user cookie', async () => {
    const { cookie } = await signUp(app);
    const off = await send('PATCH', '/api/account/newsletter', cookie, { newsLetter: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.newsLetter).toBe(false);
    expect(userCookie(off).newsLetter).toBe(false);
    const on = await send('PATCH', '/api/account/newsletter', cookie, { newsLetter: true });
    expect(on.json().data.newsLetter).toBe(true);
  });

  it('answers 400 for a non-boolean and 401 signed out', async () => {
    const { cookie } = await signUp(app);
    expect(
      (await send('PATCH', '/api/account/newsletter', cookie, { newsLetter: 'yes' })).statusCode,
    ).toBe(400);
    const signedOut = await app.inject({
      method: 'PATCH',
      url: '/api/account/newsletter',
      payload: { newsLetter: true },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('PATCH /api/account/language', () => {
  it('keeps the chosen language on the account, for mail', async () => {
    const { cookie, body } = await signUp(app);
    const language = async () =>
      (
        await app.db
          .selectFrom('users')
          .select('language')
          .where('email', '=', body.email.toLowerCase())
          .executeTakeFirstOrThrow()
      ).language;
    expect(await language()).toBe('en');
    const hindi = await send('PATCH', '/api/account/language', cookie, { language: 'hi' });
    expect(hindi.statusCode).toBe(200);
    expect(await language()).toBe('hi');
  });

  it('answers 400 for a language we do not serve and 401 signed out', async () => {
    const { cookie } = await signUp(app);
    expect(
      (await send('PATCH', '/api/account/language', cookie, { language: 'fr' })).statusCode,
    ).toBe(400);
    const signedOut = await app.inject({
      method: 'PATCH',
      url: '/api/account/language',
      payload: { language: 'hi' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('DELETE /api/account', () => {
  it('deletes the user and their personal data, ends the session and clears cookies', async () => {
    const { cookie, token, body } = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie },
      payload: { email: body.email, name: 'Asha', subject: 'General', feedback: 'Great comics' },
    });
    await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: body.email } });

    const res = await send('DELETE', '/api/account', cookie, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null, message: ACCOUNT_DELETED });
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['sid', 'user']);

    expect((await send('GET', '/api/me', cookie)).statusCode).toBe(401);
    const byToken = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byToken.statusCode).toBe(401);
    const { db } = app;
    const count = async (
      table: 'users' | 'feedback' | 'newsletter_subscribers' | 'sessions',
      column: 'email' | 'user_id',
      value: string,
    ) => (await db.selectFrom(table).select(column).where(column, '=', value).execute()).length;
    expect(await count('users', 'email', body.email)).toBe(0);
    expect(await count('feedback', 'email', body.email)).toBe(0);
    expect(await count('newsletter_subscribers', 'email', body.email)).toBe(0);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: body.email, password: TEST_PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(401);
  });

  it('asks for the right password and keeps the account otherwise', async () => {
    const { cookie } = await signUp(app);
    const missing = await send('DELETE', '/api/account', cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      {
        field: 'password',
        message: MESSAGES.passwordRequired,
        messageKey: 'errors.passwordRequired',
      },
    ]);
    const wrong = await send('DELETE', '/api/account', cookie, { password: 'Wrong#Pass1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(WRONG_PASSWORD);
    expect((await send('GET', '/api/me', cookie)).statusCode).toBe(200);
  });

  it('limits password guesses like login does', async () => {
    const { cookie } = await signUp(app);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await send('DELETE', '/api/account', cookie, { password: 'Wrong#Pass1' })).statusCode,
      ).toBe(403);
    }
    expect(
      (await send('DELETE', '/api/account', cookie, { password: TEST_PASSWORD })).statusCode,
    ).toBe(429);
  });

  it('refuses a cross-site deletion (CSRF) and answers 401 signed out', async () => {
    const { cookie } = await signUp(app);
    const forged = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      payload: { password: TEST_PASSWORD },
    });
    expect(forged.statusCode).toBe(403);
    expect((await send('GET', '/api/me', cookie)).statusCode).toBe(200);
    const signedOut = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: 'x' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
