import { messageKeyOf, MESSAGES } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import * as argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import {
  buildTestApp,
  cookieFrom,
  createTestDatabase,
  freshIp,
  signUp,
  TEST_PASSWORD,
} from '../../helpers.ts';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const login = (
  target: FastifyInstance,
  payload: object,
  options: { ip?: string; headers?: Record<string, string> } = {},
) =>
  target.inject({
    method: 'POST',
    url: '/api/login',
    payload,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.headers ?? {},
  });

const me = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/me', headers });

describe('POST /api/login', () => {
  it('signs in with the user record, a token and fresh cookies', async () => {
    const { body, user } = await signUp(app);
    const res = await login(app, { email: body.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: MESSAGES.loginSuccess,
      messageKey: 'errors.loginSuccess',
      data: user,
    });
    expect(res.json().data.token).toMatch(/^[\w-]{43}$/);
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['sid', 'user']);
    const cookie = cookieFrom(res);
    expect((await me({ cookie })).json().data).toEqual({ ...user, child: null });
  });

  it("repeats the session as token: { token, user } for the original site's clients", async () => {
    const { body, user } = await signUp(app);
    const res = await login(app, { email: body.email, password: TEST_PASSWORD });
    const answer = res.json();
    expect(answer.token).toEqual({ token: answer.data.token, user });
    expect(answer.data).toEqual({ ...user, token: answer.data.token });
    const bearer = { authorization: `Bearer ${answer.token.token}` };
    expect((await me(bearer)).json().data).toEqual({ ...user, child: null });
  });

  it('rotates the session: the id and token the request carried stop working', async () => {
    const { body, cookie: oldCookie, token: oldToken } = await signUp(app);
    const res = await login(
      app,
      { email: body.email, password: TEST_PASSWORD },
      { headers: { cookie: oldCookie } },
    );
    expect(res.statusCode).toBe(200);
    expect(cookieFrom(res)).not.toBe(oldCookie);
    expect((await me({ cookie: oldCookie })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${oldToken}` })).statusCode).toBe(401);
    expect((await me({ cookie: cookieFrom(res) })).statusCode).toBe(200);
  });

  it('answers an unknown email and a wrong password identically', async () => {
    const { body } = await signUp(app);
    const wrong = await login(app, { email: body.email, password: 'Wrong#Pass1' });
    const unknown = await login(app, { email: 'nobody@example.com', password: 'Wrong#Pass1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({
      success: false,
      message: MESSAGES.invalidCredentials,
      messageKey: 'errors.invalidCredentials',
    });
  });

  // Equal cost is checked by what runs, not by timing (timed tests flake on a busy machine):
  // an unknown email still verifies one argon2 hash with the same parameters as a real one.
  it('verifies an equally costly hash for an unknown email as for a wrong password', async () => {
    const { body } = await signUp(app);
    const verify = vi.mocked(argon2.verify);
    verify.mockClear();
    await login(app, { email: body.email, password: 'Wrong#Pass1' });
    await login(app, { email: 'ghost@example.com', password: 'Wrong#Pass1' });
    expect(verify).toHaveBeenCalledTimes(2);
    const [realHash = '', dummyHash = ''] = verify.mock.calls.map(([encoded]) => String(encoded));
    // '$argon2id$v=19$m=19456,t=2,p=1$salt$hash': algorithm, version and cost.
    const cost = (encoded: string) => encoded.split('$').slice(1, 4).join('$');
    expect(cost(dummyHash)).toBe(cost(realHash));
    expect(dummyHash).not.toBe(realHash);
  });

  it.each([
    [{ password: 'x' }, 'email', MESSAGES.emailRequired],
    [{ email: 'not-an-email', password: 'x' }, 'email', MESSAGES.invalidEmail],
    [{ email: 'a@example.com' }, 'password', MESSAGES.passwordRequired],
    [{ email: 'a@example.com', password: '' }, 'password', MESSAGES.passwordRequired],
  ])('answers 400 for %j', async (payload, field, message) => {
    const res = await login(app, payload);
    expect(res.statusCode).toBe(400);
    const messageKey = messageKeyOf(message);
    expect(res.json()).toEqual({
      success: false,
      message,
      messageKey,
      errors: [{ field, message, messageKey }],
    });
  });

  it('locks an account after 5 failures, even for the right password, from any IP', async () => {
    const { body } = await signUp(app);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(app, { email: body.email, password: 'Wrong#Pass1' })).statusCode).toBe(
        401,
      );
    }
    const locked = await login(app, { email: body.email, password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      success: false,
      message: MESSAGES.tooManyRequests,
      messageKey: 'errors.tooManyRequests',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const other = await signUp(app);
    expect(
      (await login(app, { email: other.body.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('limits one IP to 20 failures across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      const res = await login(app, { email: `probe${i}@example.com`, password: 'x' }, { ip });
      expect(res.statusCode).toBe(401);
    }
    const { body } = await signUp(app);
    const res = await login(app, { email: body.email, password: TEST_PASSWORD }, { ip });
    expect(res.statusCode).toBe(429);
  });

  it('refuses a cross-site login with 403', async () => {
    const { body } = await signUp(app);
    const payload = { email: body.email, password: TEST_PASSWORD };
    const evil = await login(app, payload, { headers: { origin: 'https://evil.example' } });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().success).toBe(false);
    const fetchMeta = await login(app, payload, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(fetchMeta.statusCode).toBe(403);
    const same = await login(app, payload, {
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('login failure limits', () => {
  it('survive a restart (they live in the database)', { timeout: 90_000 }, async () => {
    const database = await createTestDatabase(app.config.dataDir);
    const { db } = database;
    const config = { ...app.config, databaseUrl: database.url };
    const first = await buildApp(config, { db, logger: false });
    const { body } = await signUp(first);
    for (let i = 0; i < 5; i += 1) {
      await login(first, { email: body.email, password: 'Wrong#Pass1' });
    }
    await first.close();
    const second = await buildApp(config, { db, logger: false });
    const res = await login(second, { email: body.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
    await second.close();
    await db.destroy();
    await database.drop();
  });
});
