import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ic/domain';
import { SUBSCRIBED_MESSAGE } from '../../../src/routes/newsletter/index.ts';
import { buildTestApp, freshIp, signUp } from '../../helpers.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const subscribe = (payload: object, headers: Record<string, string> = {}, ip = freshIp()) =>
  app.inject({ method: 'POST', url: '/api/newsletter', payload, headers, remoteAddress: ip });

const subscribers = () => app.db.selectFrom('newsletter_subscribers').select('email').execute();

describe('POST /api/newsletter', () => {
  it('subscribes an address once, however often it is sent', async () => {
    const first = await subscribe({ email: 'Reader@Example.com' });
    const second = await subscribe({ email: 'reader@example.com' });
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(first.json()).toEqual({
      success: true,
      data: { email: 'reader@example.com', subscribed: true },
      message: SUBSCRIBED_MESSAGE,
      messageKey: 'errors.newsletterThanks',
    });
    expect((await subscribers()).filter((s) => s.email === 'reader@example.com')).toHaveLength(1);
  });

  it("turns on a signed-in user's newsLetter when they subscribe their own address", async () => {
    const { cookie, body } = await signUp(app, { newsLetter: false });
    const res = await subscribe({ email: body.email }, { cookie });
    const userCookie = res.cookies.find((c) => c.name === 'user');
    expect(JSON.parse(decodeURIComponent(userCookie?.value ?? '{}')).newsLetter).toBe(true);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().data.newsLetter).toBe(true);
  });

  it('unsubscribing in My Account removes the address from the list', async () => {
    const { cookie, body } = await signUp(app);
    await subscribe({ email: body.email }, { cookie });
    await app.inject({
      method: 'PATCH',
      url: '/api/account/newsletter',
      headers: { cookie },
      payload: { newsLetter: false },
    });
    expect((await subscribers()).map((s) => s.email)).not.toContain(body.email);
  });

  it('answers 400 for a bad address and 429 after 10 an hour from one IP', async () => {
    const bad = await subscribe({ email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.invalidEmail);
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) await subscribe({ email: `n${i}@example.com` }, {}, ip);
    expect((await subscribe({ email: 'last@example.com' }, {}, ip)).statusCode).toBe(429);
  });
});
