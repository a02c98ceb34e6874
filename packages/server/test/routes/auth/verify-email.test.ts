import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CODE_NEEDED } from '../../../src/routes/auth/verify-email.ts';
import { buildTestApp, freshIp, signUp } from '../../helpers.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const verify = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/verifyemail',
    payload,
    headers,
    remoteAddress: freshIp(),
  });

// The original signup goes on to POST /api/verifyemail { code }: our accounts need no code.
describe('POST /api/verifyemail', () => {
  it('answers success with the user record for a signed-in account, by cookie or bearer', async () => {
    const { cookie, token, user } = await signUp(app);
    const sessions: Record<string, string>[] = [{ cookie }, { authorization: `Bearer ${token}` }];
    for (const headers of sessions) {
      const res = await verify({ code: '482913' }, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: user, message: NO_CODE_NEEDED });
    }
  });

  it('answers success without a session, whatever the code, and never 404', async () => {
    for (const payload of [{ code: '000000' }, { code: 'not-a-code' }, {}]) {
      const res = await verify(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: null, message: NO_CODE_NEEDED });
    }
  });

  it('refuses a code that is not text with 400', async () => {
    const res = await verify({ code: 482913 });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});
