import { messageKeyOf, MESSAGES } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshIp, readOutbox, signUp, signupBody } from '../../helpers.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (payload: unknown, remoteAddress = freshIp()) =>
  app.inject({ method: 'POST', url: '/api/signup', payload: payload as object, remoteAddress });

describe('POST /api/signup (adult)', () => {
  it('creates an active account and signs it in with cookie and token', async () => {
    const body = signupBody({ email: 'New.Reader@Example.com', username: ' new reader_1 ' });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('Successfully signed up!');
    expect(data).toMatchObject({
      name: 'Asha Reader',
      username: 'newreader_1',
      email: 'new.reader@example.com',
      newsLetter: true,
    });
    expect(data.token).toMatch(/^[\w-]{43}$/);
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid?.value).toMatch(/^[\w-]{43}$/);
    const user = res.cookies.find((c) => c.name === 'user');
    expect(user?.httpOnly).toBeUndefined();
    expect(user?.maxAge).toBe(365 * 24 * 60 * 60);
    expect(JSON.parse(decodeURIComponent(user?.value ?? ''))).toEqual({
      name: 'Asha Reader',
      username: 'newreader_1',
      email: 'new.reader@example.com',
      newsLetter: true,
    });
  });

  it('lets the token and the cookie each read /api/me', async () => {
    const { cookie, token, user } = await signUp(app);
    const byCookie = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    const byToken = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byCookie.json().data).toEqual({ ...user, child: null });
    expect(byToken.json().data).toEqual({ ...user, child: null });
  });

  it('drops unknown fields and defaults newsLetter to true', async () => {
    const { newsLetter: _dropped, ...body } = signupBody();
    const res = await post({ ...body, isAdmin: true, status: 'active' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.newsLetter).toBe(true);
    expect(res.json().data).not.toHaveProperty('isAdmin');
  });

  it.each([
    ['email', { email: 'not-an-email' }, MESSAGES.invalidEmail],
    ['email', { email: undefined }, MESSAGES.emailRequired],
    ['password', { password: 'alllowercase1!' }, MESSAGES.passwordRule],
    ['password', { password: 'Ab1!' }, MESSAGES.passwordRule],
    ['name', { name: ' A ' }, MESSAGES.nameShort],
    ['name', { name: '' }, MESSAGES.nameRequired],
    ['dob', { dob: '2001-02-30' }, MESSAGES.dobInvalid],
    ['dob', { dob: '3000-01-01' }, MESSAGES.dobInvalid],
    ['username', { username: 'abc' }, MESSAGES.usernameLength],
    ['username', { username: 'bad-name!' }, MESSAGES.usernameChars],
  ])('answers 400 on %s with the spec message (%j)', async (field, change, message) => {
    const res = await post({ ...signupBody(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(res.json().errors).toContainEqual({ field, message, messageKey: messageKeyOf(message) });
  });

  it('answers 409 for an email taken in any letter case', async () => {
    const { body } = await signUp(app);
    const res = await post(signupBody({ email: body.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: MESSAGES.emailTaken,
      messageKey: 'errors.emailTaken',
      errors: [{ field: 'email', message: MESSAGES.emailTaken, messageKey: 'errors.emailTaken' }],
    });
  });

  it('answers 409 for a username taken in any letter case', async () => {
    const { body } = await signUp(app);
    const res = await post(signupBody({ username: body.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([
      { field: 'username', message: MESSAGES.usernameTaken, messageKey: 'errors.usernameTaken' },
    ]);
  });

  it('lets only one of two simultaneous signups with the same username through', async () => {
    const username = `race_${Date.now()}`;
    const results = await Promise.all([
      post(signupBody({ username })),
      post(signupBody({ username })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json().errors).toEqual([
      { field: 'username', message: MESSAGES.usernameTaken, messageKey: 'errors.usernameTaken' },
    ]);
  });

  it('limits signups per IP with 429 in the envelope', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await post({ email: 'x' }, ip)).statusCode).toBe(400);
    }
    const res = await post(signupBody(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      message: MESSAGES.tooManyRequests,
      messageKey: 'errors.tooManyRequests',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/signup (under 18)', () => {
  const minorDob = () => {
    const today = new Date();
    return `${today.getFullYear() - 12}-01-01`;
  };

  it('requires a guardian email', async () => {
    const res = await post(signupBody({ dob: minorDob() }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'guardianEmail',
      message: MESSAGES.guardianConsentRequired,
      messageKey: 'errors.guardianConsentRequired',
    });
  });

  it("refuses the child's own email as the guardian's", async () => {
    const body = signupBody({ dob: minorDob() });
    const res = await post({ ...body, guardianEmail: body.email });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('guardianEmail');
  });

  it('answers 202 consent_pending, signs nobody in and mails the guardian', async () => {
    const body = signupBody({ dob: minorDob(), guardianEmail: 'Parent@Example.com' });
    const res = await post(body);
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toEqual({ status: 'consent_pending' });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const mail = (await readOutbox(app)).find((m) => m.to === 'parent@example.com');
    expect(mail?.links).toHaveLength(4);
    expect(mail?.links[0]).toMatch(
      /^http:\/\/localhost:3000\/guardian\/consent\?token=[\w-]+\.[\w-]{43}&decision=approve$/,
    );
    expect(mail?.links[1]).toMatch(/&decision=decline$/);
    expect(mail?.links[2]).toBe('http://localhost:3000/guardian');
    expect(mail?.links[3]).toBe('http://localhost:3000/children-privacy-policy');
    expect(mail?.text).toContain('guardian dashboard');
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(403);
  });

  it('links the child to its guardian, one guardian row per address for several children', async () => {
    const guardianEmail = `Parent.${freshIp().replaceAll('.', '')}@Example.com`;
    const first = signupBody({ dob: minorDob(), guardianEmail, newsLetter: true });
    const second = signupBody({ dob: minorDob(), guardianEmail: guardianEmail.toLowerCase() });
    expect((await post(first)).statusCode).toBe(202);
    expect((await post(second)).statusCode).toBe(202);
    const rows = await app.db
      .selectFrom('guardians')
      .innerJoin('guardian_children', 'guardian_children.guardian_id', 'guardians.id')
      .innerJoin('users', 'users.id', 'guardian_children.user_id')
      .select(['users.email as child', 'users.news_letter'])
      .where('guardians.email', '=', guardianEmail.toLowerCase())
      .orderBy('guardian_children.created_at')
      .execute();
    expect(rows.map((row) => row.child).sort()).toEqual([first.email, second.email].sort());
    // A child account never receives marketing mail, even when the form asked for it.
    expect(rows.every((row) => !row.news_letter)).toBe(true);
  });
});
