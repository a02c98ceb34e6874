import { createHash } from 'node:crypto';
import { GUARDIAN_MESSAGES, MESSAGES } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookieFrom, freshIp, readOutbox, signUp } from '../../helpers.ts';
import {
  asGuardian,
  exchange,
  guardianAddress,
  mailedToken,
  requestLink,
  SIGN_IN_SUBJECT,
  signInGuardian,
  signUpMinor,
} from './guardians.ts';

const MINUTE = 60_000;
let now = new Date('2026-03-01T09:00:00Z').getTime();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date(now) });
});
afterAll(() => app.close());

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const me = (cookie: string) => asGuardian(app, 'GET', '/api/guardian/me', { cookie });

/** A guardian with one pending child: the address the dashboard is reached by. */
async function guardian() {
  const email = guardianAddress();
  await signUpMinor(app, email);
  return email;
}

const INVALID = {
  success: false,
  message: GUARDIAN_MESSAGES.linkInvalid,
  messageKey: 'errors.guardian.linkInvalid',
};

describe('POST /api/guardian/link', () => {
  it("answers the same for a guardian's address and any other, mailing only the guardian", async () => {
    const email = await guardian();
    const stranger = guardianAddress();
    const { body: adult } = await signUp(app);
    const answers = await Promise.all(
      [email, stranger, adult.email].map((address) => requestLink(app, address)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: { sent: true },
        message: GUARDIAN_MESSAGES.linkSent,
        messageKey: 'errors.guardian.linkSent',
      });
    }
    const mails = (await readOutbox(app)).filter((m) => m.subject === SIGN_IN_SUBJECT);
    expect(mails.map((m) => m.to)).toContain(email);
    expect(mails.map((m) => m.to)).not.toContain(stranger);
    expect(mails.map((m) => m.to)).not.toContain(adult.email);
  });

  it('mails a single-use link of <id>.<secret> and keeps only its hash', async () => {
    const email = await guardian();
    await requestLink(app, email.toUpperCase());
    const token = await mailedToken(app, email);
    const [id, secret] = (token ?? '').split('.');
    expect(secret).toMatch(/^[\w-]{43}$/);
    const row = await app.db
      .selectFrom('guardian_links')
      .selectAll()
      .where('id', '=', id ?? '')
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(secret ?? ''));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.expires_at.getTime() - now).toBe(30 * MINUTE);
  });

  it('mails an address at most 3 times an hour, with the same answer after', async () => {
    const email = await guardian();
    for (let i = 0; i < 5; i += 1) expect((await requestLink(app, email)).statusCode).toBe(200);
    const mails = (await readOutbox(app)).filter(
      (m) => m.to === email && m.subject === SIGN_IN_SUBJECT,
    );
    expect(mails).toHaveLength(3);
  });

  it('limits each IP to 10 an hour, then 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await requestLink(app, guardianAddress(), ip)).statusCode).toBe(200);
    }
    const res = await requestLink(app, guardianAddress(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      message: MESSAGES.tooManyRequests,
      messageKey: 'errors.tooManyRequests',
    });
  });

  it('refuses a malformed address with 400', async () => {
    expect((await requestLink(app, 'not-an-address')).statusCode).toBe(400);
  });
});

describe('POST /api/guardian/session', () => {
  it('exchanges the token for an httpOnly gsid cookie on the guardian routes', async () => {
    const email = await guardian();
    await requestLink(app, email);
    const res = await exchange(app, (await mailedToken(app, email)) ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { email } });
    const gsid = res.cookies.find((c) => c.name === 'gsid');
    expect(gsid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/guardian' });
    expect(gsid?.expires?.getTime()).toBe(now + 12 * 60 * MINUTE);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const stored = await app.db
      .selectFrom('guardian_sessions')
      .select('id')
      .where('id', '=', sha256(gsid?.value ?? ''))
      .execute();
    expect(stored).toHaveLength(1);
    const answer = await me(`gsid=${gsid?.value}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.email).toBe(email);
  });

  it('refuses a used link with 400 and changes nothing', async () => {
    const email = await guardian();
    await requestLink(app, email);
    const token = (await mailedToken(app, email)) ?? '';
    expect((await exchange(app, token)).statusCode).toBe(200);
    const sessions = await app.db.selectFrom('guardian_sessions').select('id').execute();
    const again = await exchange(app, token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
    expect(again.cookies).toEqual([]);
    expect(await app.db.selectFrom('guardian_sessions').select('id').execute()).toEqual(sessions);
  });

  it('refuses a link after its 30 minutes', async () => {
    const email = await guardian();
    await requestLink(app, email);
    const token = (await mailedToken(app, email)) ?? '';
    now += 30 * MINUTE;
    const res = await exchange(app, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    const [id] = token.split('.');
    const row = await app.db
      .selectFrom('guardian_links')
      .select('used_at')
      .where('id', '=', id ?? '')
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
  });

  it('works just before the 30 minutes end', async () => {
    const email = await guardian();
    await requestLink(app, email);
    const token = (await mailedToken(app, email)) ?? '';
    now += 30 * MINUTE - 1000;
    expect((await exchange(app, token)).statusCode).toBe(200);
  });

  it('refuses forged tokens (wrong secret, unknown id, no dot, junk) and keeps the real one working', async () => {
    const email = await guardian();
    await requestLink(app, email);
    const token = (await mailedToken(app, email)) ?? '';
    const [id, secret] = token.split('.');
    const forged = [
      `${id}.${'A'.repeat(43)}`,
      `00000000-0000-4000-8000-000000000000.${secret}`,
      `${id}${secret}`,
      `${token}.extra`,
      '',
      '..',
    ];
    for (const attempt of forged) {
      const res = await exchange(app, attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
    expect((await exchange(app, 'x'.repeat(201))).statusCode).toBe(400);
    expect((await exchange(app, token)).statusCode).toBe(200);
  });

  it('replaces a session the browser already had', async () => {
    const email = await guardian();
    const first = await signInGuardian(app, email);
    await requestLink(app, email);
    const res = await exchange(app, (await mailedToken(app, email)) ?? '', first);
    expect(res.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(cookieFrom(res, 'gsid'))).statusCode).toBe(200);
  });
});

describe('the guardian session', () => {
  it('ends after 2 hours without a request', async () => {
    const cookie = await signInGuardian(app, await guardian());
    now += 119 * MINUTE;
    expect((await me(cookie)).statusCode).toBe(200);
    now += 119 * MINUTE;
    expect((await me(cookie)).statusCode).toBe(200);
    now += 120 * MINUTE;
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      message: GUARDIAN_MESSAGES.notSignedIn,
      messageKey: 'errors.guardian.notSignedIn',
    });
  });

  it('ends 12 hours after sign-in however active', async () => {
    const cookie = await signInGuardian(app, await guardian());
    for (let hour = 1; hour < 12; hour += 1) {
      now += 60 * MINUTE;
      expect((await me(cookie)).statusCode).toBe(200);
    }
    now += 60 * MINUTE;
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends at logout, which clears the cookie and answers 200 when signed out too', async () => {
    const cookie = await signInGuardian(app, await guardian());
    const res = await asGuardian(app, 'POST', '/api/guardian/logout', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(GUARDIAN_MESSAGES.signedOut);
    const cleared = res.cookies.find((c) => c.name === 'gsid');
    expect(cleared).toMatchObject({ value: '', path: '/api/guardian' });
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await asGuardian(app, 'POST', '/api/guardian/logout', {})).statusCode).toBe(200);
  });

  it('refuses guardian writes from another site (CSRF), even with a bearer token beside gsid', async () => {
    const { token } = await signUp(app);
    const cookie = await signInGuardian(app, await guardian());
    const res = await asGuardian(app, 'POST', '/api/guardian/logout', {
      cookie,
      origin: 'https://evil.example',
      authorization: `Bearer ${token}`,
    });
    expect(res.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('is cleaned up by housekeeping once ended, with spent links', async () => {
    const email = await guardian();
    const cookie = await signInGuardian(app, email);
    now += 3 * 60 * MINUTE;
    const { housekeeping } = await import('../../../src/repositories/housekeeping.ts');
    await housekeeping(app.db, app.now());
    const secret = cookie.slice('gsid='.length);
    const sessions = await app.db
      .selectFrom('guardian_sessions')
      .select('id')
      .where('id', '=', sha256(secret))
      .execute();
    expect(sessions).toEqual([]);
    const links = await app.db
      .selectFrom('guardian_links')
      .innerJoin('guardians', 'guardians.id', 'guardian_links.guardian_id')
      .select('guardian_links.id')
      .where('guardians.email', '=', email)
      .execute();
    expect(links).toEqual([]);
  });
});
