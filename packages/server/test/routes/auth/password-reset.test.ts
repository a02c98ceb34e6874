import { MESSAGES } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  freshIp,
  readOutbox,
  signUp,
  TEST_PASSWORD,
  type OutboxMail,
} from '../../helpers.ts';

let now = new Date('2026-03-01T09:00:00Z').getTime();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date(now) });
});
afterAll(() => app.close());

const NEW_PASSWORD = 'Fresh#Pass42';

const forgot = (email: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/forget-password',
    payload: { email },
    remoteAddress: freshIp(),
  });
const reset = (link: string, newPassword: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/forget-password/${new URL(link).pathname.split('/').slice(2).join('/')}`,
    payload: { newPassword },
    remoteAddress: freshIp(),
  });
const login = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: freshIp(),
  });
const me = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/me', headers });

async function mailsTo(email: string): Promise<OutboxMail[]> {
  return (await readOutbox(app)).filter((m) => m.to === email);
}

async function resetLinkFor(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  const link = (await mailsTo(email)).at(-1)?.links[0];
  if (!link) throw new Error('no reset mail');
  return link;
}

describe('POST /api/forget-password', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const { body } = await signUp(app);
    const known = await forgot(body.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      success: true,
      data: { sent: true },
      message: MESSAGES.resetLinkSent,
      messageKey: 'errors.resetLinkSent',
    });
    const [mail] = await mailsTo(body.email);
    expect(mail?.links[0]).toMatch(
      /^http:\/\/localhost:3000\/reset-password\/[\w-]{36}\/[\w-]{43}$/,
    );
    expect(await mailsTo('nobody-here@example.com')).toEqual([]);
  });

  it('answers 400 with the forgot-password message for a bad email', async () => {
    const res = await forgot('nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.forgotInvalidEmail);
  });

  it('sends at most 3 mails per address an hour while answering the same', async () => {
    const { body } = await signUp(app);
    for (let i = 0; i < 5; i += 1) expect((await forgot(body.email)).statusCode).toBe(200);
    expect(await mailsTo(body.email)).toHaveLength(3);
  });
});

describe('POST /api/forget-password/:id/:token', () => {
  it('resets once, ends every session, mails a notice; old password fails, new works', async () => {
    const { body, cookie, token } = await signUp(app);
    const second = await login(body.email, TEST_PASSWORD);
    const link = await resetLinkFor(body.email);

    const res = await reset(link, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: null,
      message: MESSAGES.resetSuccess,
      messageKey: 'errors.resetSuccess',
    });

    expect((await me({ cookie })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${second.json().data.token}` })).statusCode).toBe(
      401,
    );
    expect((await login(body.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(body.email, NEW_PASSWORD)).statusCode).toBe(200);
    const notice = (await mailsTo(body.email)).at(-1);
    expect(notice?.subject).toBe('Your IC Universe password was changed');

    const again = await reset(link, 'Another#Pass7');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.resetLinkInvalid);
  });

  it('retires every other outstanding link of the user', async () => {
    const { body } = await signUp(app);
    const first = await resetLinkFor(body.email);
    const second = await resetLinkFor(body.email);
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await reset(first, 'Another#Pass7')).statusCode).toBe(400);
  });

  it('expires a link after 30 minutes', async () => {
    const { body } = await signUp(app);
    const link = await resetLinkFor(body.email);
    now += 31 * 60 * 1000;
    const res = await reset(link, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect((await login(body.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong token or id', async () => {
    const { body } = await signUp(app);
    const link = await resetLinkFor(body.email);
    const wrongToken = link.replace(/[\w-]{43}$/, 'A'.repeat(43));
    expect((await reset(wrongToken, NEW_PASSWORD)).statusCode).toBe(400);
    const wrongId = link.replace(/reset-password\/[\w-]{36}/, 'reset-password/no-such-id');
    expect((await reset(wrongId, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await reset(link, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('applies the password rule to the new password', async () => {
    const { body } = await signUp(app);
    const link = await resetLinkFor(body.email);
    const res = await reset(link, 'weak');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'newPassword', message: MESSAGES.passwordRule, messageKey: 'errors.passwordRule' },
    ]);
    expect((await reset(link, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
