import { MESSAGES } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../src/app.ts';
import { NUL_MESSAGE } from '../../src/http/nul-guard.ts';
import { buildTestApp, freshIp } from '../helpers.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  app.get('/test/crash', async () => {
    throw new Error('connection string postgres://secret@db');
  });
  app.get('/test/database-away', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.get('/test/database-shutting-down', async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
  });
  app.get('/test/query-bug', async () => {
    throw Object.assign(new Error('column "nme" does not exist'), { code: '42703' });
  });
});
afterAll(() => app.close());

const login = (payload: string, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload,
    headers: { 'content-type': contentType },
    remoteAddress: freshIp(),
  });

describe('the global error handler', () => {
  it('hides the details of unexpected errors behind a generic 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      message: MESSAGES.genericError,
      messageKey: 'errors.genericError',
      requestId: res.headers['x-request-id'],
    });
    expect(res.body).not.toContain('secret');
  });

  it('answers 503 with Retry-After while the database cannot be reached, so clients try again', async () => {
    for (const url of ['/test/database-away', '/test/database-shutting-down']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        success: false,
        message: MESSAGES.serviceUnavailable,
        messageKey: 'errors.serviceUnavailable',
        requestId: res.headers['x-request-id'],
      });
      expect(res.body).not.toContain('5432');
    }
  });

  it('keeps a query that is wrong (not the database being away) a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/query-bug' });
    expect(res.statusCode).toBe(500);
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await login('{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request is not valid.' });
  });

  it('answers an empty JSON body as a missing body', async () => {
    const res = await login('');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'body', message: expect.any(String) }]);
  });

  it('answers other content types with 415', async () => {
    const res = await login('email=a@b.co', 'text/plain');
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  it('caps the body size with 413', async () => {
    const res = await login(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(BODY_LIMIT) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The request body is too large.' });
  });

  it('answers an over-long path parameter with 414 in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/consent/${'a'.repeat(500)}/b` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ success: false, message: 'The address is too long.' });
  });

  it('refuses NUL characters anywhere in the input (PostgreSQL text cannot hold them)', async () => {
    const inBody = await login(JSON.stringify({ email: 'a@b.co', password: 'pass\u0000word' }));
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json()).toEqual({ success: false, message: NUL_MESSAGE });
    const inPath = await app.inject({ method: 'GET', url: '/api/consent/%00/token' });
    expect(inPath.statusCode).toBe(400);
  });

  it('refuses prototype-poisoning JSON', async () => {
    const res = await login('{"email":"a@b.co","password":"x","__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
  });
});
