import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARDIAN_MESSAGES } from '@ic/domain';
import { buildTestApp, freshIp, readOutbox, signupBody, TEST_PASSWORD } from '../../helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-03-01T09:00:00Z').getTime();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date(now) });
});
afterAll(() => app.close());

/**
 * A 13-year-old's signup; answers the child's id and body, the mailed approve/decline links
 * (the app's consent page) and the API path the page calls.
 */
async function minorSignup() {
  const guardianEmail = `guardian${freshIp().replaceAll('.', '')}@example.com`;
  const body = signupBody({ dob: '2013-01-01', guardianEmail });
  const res = await app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: body,
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(202);
  const mail = (await readOutbox(app)).find((m) => m.to === guardianEmail);
  const [approve, decline] = (mail?.links ?? []).map((link) => new URL(link));
  if (!approve || !decline) throw new Error('no consent mail');
  const { id } = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', body.email)
    .executeTakeFirstOrThrow();
  const [consentId, secret] = (approve.searchParams.get('token') ?? '').split('.');
  return { id, body, approve, decline, path: `/api/consent/${consentId}/${secret}` };
}

const login = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress: freshIp(),
  });

/** The audit trail of a child (kept after the child is erased). */
const auditOf = (childId: string) =>
  app.db
    .selectFrom('guardian_audit')
    .select(['guardian_email', 'action', 'before', 'after'])
    .where('child_user_id', '=', childId)
    .execute();

const decideJson = (path: string, decision: string) =>
  app.inject({ method: 'POST', url: path, payload: { decision }, remoteAddress: freshIp() });

describe('guardian consent', () => {
  it("mails links to the app's consent page, with the children's privacy policy", async () => {
    const { approve, decline, body } = await minorSignup();
    expect(approve.pathname).toBe('/guardian/consent');
    expect(approve.searchParams.get('decision')).toBe('approve');
    expect(decline.searchParams.get('decision')).toBe('decline');
    const mail = (await readOutbox(app)).find((m) => m.to === body.guardianEmail);
    expect(mail?.links).toContain('http://localhost:3000/children-privacy-policy');
    expect(mail?.html).toContain(`href="${approve.href.replaceAll('&', '&amp;')}"`);
  });

  it('tells the page whose sign-up it is, without deciding anything', async () => {
    const { path, body } = await minorSignup();
    const res = await app.inject({ method: 'GET', url: `${path}/request` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({ childName: body.name, childEmail: body.email });
    expect((await login(body.email)).statusCode).toBe(403);
  });

  it('sends an older link at the API address on to the consent page', async () => {
    const { path } = await minorSignup();
    const res = await app.inject({ method: 'GET', url: `${path}?decision=decline` });
    expect(res.statusCode).toBe(302);
    const [, , , id, token] = path.split('/');
    expect(res.headers.location).toBe(`/guardian/consent?token=${id}.${token}&decision=decline`);
  });

  it('approving activates the account and tells the child', async () => {
    const { id, path, body } = await minorSignup();
    const res = await decideJson(path, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(GUARDIAN_MESSAGES.approved);
    expect((await login(body.email)).statusCode).toBe(200);
    const mails = (await readOutbox(app)).filter((m) => m.to === body.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your IC Universe account is active']);
    expect((await decideJson(path, 'decline')).statusCode).toBe(404);
    expect(await auditOf(id)).toEqual([
      {
        guardian_email: body.guardianEmail,
        action: 'approve',
        before: { status: 'pending' },
        after: { status: 'active' },
      },
    ]);
  });

  it('declining deletes everything stored about the signup', async () => {
    const { id, path, body } = await minorSignup();
    const res = await decideJson(path, 'decline');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { decision: 'decline' },
      message: GUARDIAN_MESSAGES.declined,
      messageKey: 'errors.guardian.declined',
    });
    const users = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', body.email)
      .execute();
    expect(users).toEqual([]);
    const consents = await app.db.selectFrom('guardian_consents').select('id').execute();
    expect(consents.every((c) => !path.includes(c.id))).toBe(true);
    expect((await login(body.email)).statusCode).toBe(401);
    expect(await auditOf(id)).toEqual([
      {
        guardian_email: body.guardianEmail,
        action: 'decline',
        before: { status: 'pending' },
        after: null,
      },
    ]);
  });

  it('refuses a wrong token, an unknown id and a bad decision', async () => {
    const { path } = await minorSignup();
    const wrongToken = path.replace(/[\w-]{43}$/, 'B'.repeat(43));
    const json = await decideJson(wrongToken, 'approve');
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({
      success: false,
      message: GUARDIAN_MESSAGES.consentLinkInvalid,
      messageKey: 'errors.guardian.consentLinkInvalid',
    });
    const page = await app.inject({ method: 'GET', url: `${wrongToken}/request` });
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe(GUARDIAN_MESSAGES.consentLinkInvalid);
    expect((await decideJson('/api/consent/nope/nope', 'approve')).statusCode).toBe(404);
    expect((await decideJson(path, 'maybe')).statusCode).toBe(400);
  });

  it('deletes a signup whose guardian never answered within 7 days', async () => {
    const { path, body } = await minorSignup();
    now += 8 * DAY;
    expect((await decideJson(path, 'approve')).statusCode).toBe(404);
    const { housekeeping } = await import('../../../src/repositories/housekeeping.ts');
    await housekeeping(app.db, app.now());
    const users = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', body.email)
      .execute();
    expect(users).toEqual([]);
  });
});
