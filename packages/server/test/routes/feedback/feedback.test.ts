import { messageKeyOf, MESSAGES } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_REPORT_THANKS } from '../../../src/routes/feedback/index.ts';
import { buildTestApp, freshIp, signUp } from '../../helpers.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const feedback = {
  email: 'Fan@Example.com',
  name: 'Meera',
  subject: 'General',
  feedback: 'Loved it!',
};

const post = (url: string, payload: object, headers: Record<string, string> = {}, ip = freshIp()) =>
  app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });

const stored = () => app.db.selectFrom('feedback').selectAll().orderBy('created_at').execute();

describe('POST /api/feedback', () => {
  it('stores anonymous feedback', async () => {
    const res = await post('/api/feedback', feedback);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      data: null,
      message: MESSAGES.feedbackSuccess,
      messageKey: 'errors.feedbackSuccess',
    });
    expect((await stored()).at(-1)).toMatchObject({
      email: 'fan@example.com',
      subject: 'General',
      user_id: null,
    });
  });

  it('links feedback sent with a bearer token to the account, and merges a custom subject', async () => {
    const { token } = await signUp(app);
    const res = await post(
      '/api/feedback',
      { ...feedback, subject: 'Custom', customSubject: 'Reader mode' },
      { authorization: `Bearer ${token}` },
    );
    expect(res.statusCode).toBe(201);
    const row = (await stored()).at(-1);
    expect(row?.subject).toBe('Reader mode');
    expect(row?.user_id).toEqual(expect.any(String));
  });

  it.each([
    [{ name: '' }, 'name', MESSAGES.nameRequired],
    [{ email: 'x' }, 'email', MESSAGES.invalidEmail],
    [{ feedback: ' ' }, 'feedback', MESSAGES.feedbackRequired],
    [{ subject: 'Custom' }, 'customSubject', MESSAGES.customSubjectRequired],
  ])('answers 400 for %j', async (change, field, message) => {
    const res = await post('/api/feedback', { ...feedback, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message, messageKey: messageKeyOf(message) });
  });

  it('limits one IP to 20 an hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1)
      expect((await post('/api/feedback', feedback, {}, ip)).statusCode).toBe(201);
    expect((await post('/api/feedback', feedback, {}, ip)).statusCode).toBe(429);
  });
});

describe('POST /api/error-report', () => {
  it('stores the report with the page, details, user agent and user', async () => {
    const { cookie } = await signUp(app);
    const res = await post(
      '/api/error-report',
      { message: 'The reader went blank', page: '/comicChap/1/chapters', details: 'TypeError: x' },
      { cookie, 'user-agent': 'TestBrowser/1.0' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(ERROR_REPORT_THANKS);
    const row = await app.db.selectFrom('error_reports').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      message: 'The reader went blank',
      page: '/comicChap/1/chapters',
      details: 'TypeError: x',
      user_agent: 'TestBrowser/1.0',
    });
    expect(row.user_id).toEqual(expect.any(String));
  });

  it('answers 400 without a message or with an oversized one', async () => {
    expect((await post('/api/error-report', { page: '/' })).statusCode).toBe(400);
    expect((await post('/api/error-report', { message: 'x'.repeat(2001) })).statusCode).toBe(400);
  });
});
