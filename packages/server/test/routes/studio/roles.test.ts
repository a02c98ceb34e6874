import { randomUUID } from 'node:crypto';
import { MESSAGES, staffRoleRequired, type StaffRole } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housekeeping } from '../../../src/repositories/housekeeping.ts';
import { signUpReader, type TestReader } from '../../access.ts';
import { buildTestApp } from '../../helpers.ts';
import { get } from '../../payments/flow.ts';
import { signUpStaff, studio, type Method } from './staff.ts';

const HOUR = 60 * 60 * 1000;
const id = randomUUID();

/** Every studio route with the roles it admits (past the guard: 200, or 400/404 for this id or no body). */
const ROUTES: Array<[Method, string, StaffRole[]]> = [
  ['GET', '/api/studio/me', ['admin', 'editor', 'moderator', 'support']],
  ['GET', '/api/studio/staff', ['admin']],
  ['POST', '/api/studio/staff', ['admin']],
  ['PUT', `/api/studio/staff/${id}`, ['admin']],
  ['DELETE', `/api/studio/staff/${id}`, ['admin']],
  ['GET', '/api/studio/audit', ['admin']],
  ['GET', '/api/studio/inbox/feedback', ['moderator']],
  ['GET', '/api/studio/inbox/error-reports', ['moderator']],
  ['PATCH', `/api/studio/inbox/feedback/${id}`, ['moderator']],
  ['POST', `/api/studio/inbox/error-reports/${id}/reply`, ['moderator']],
  ['GET', '/api/studio/contributors', ['moderator']],
  ['POST', `/api/studio/contributors/${id}/hide`, ['moderator']],
  ['POST', `/api/studio/contributors/${id}/show`, ['moderator']],
  ['POST', `/api/studio/accounts/${id}/suspend`, ['moderator']],
  ['POST', `/api/studio/accounts/${id}/reinstate`, ['moderator']],
  ['GET', '/api/studio/members?q=reader', ['support', 'admin']],
  ['GET', `/api/studio/members/${id}`, ['support', 'admin']],
  ['POST', `/api/studio/members/${id}/membership`, ['support', 'admin']],
  ['GET', '/api/studio/takings/today', ['support', 'admin']],
  ['PATCH', `/api/studio/comics/${'a'.repeat(24)}`, ['editor']],
  ['PATCH', `/api/studio/chapters/${'a'.repeat(24)}`, ['editor']],
  ['GET', '/api/studio/comics', ['editor']],
  ['POST', '/api/studio/comics', ['editor']],
  ['GET', `/api/studio/comics/${'a'.repeat(24)}`, ['editor']],
  ['PUT', `/api/studio/comics/${'a'.repeat(24)}/cover`, ['editor']],
  ['PUT', `/api/studio/comics/${'a'.repeat(24)}/publication`, ['editor']],
  ['POST', `/api/studio/comics/${'a'.repeat(24)}/chapters`, ['editor']],
  ['PUT', `/api/studio/comics/${'a'.repeat(24)}/chapter-order`, ['editor']],
  ['PUT', `/api/studio/chapters/${'a'.repeat(24)}/publication`, ['editor']],
];
const ROLES: StaffRole[] = ['admin', 'editor', 'moderator', 'support'];

let now = new Date('2026-11-24T10:00:00Z');
let app: FastifyInstance;
const staff = new Map<StaffRole, TestReader>();
let member: TestReader;

beforeAll(async () => {
  app = await buildTestApp({ now: () => now });
  for (const role of ROLES) staff.set(role, await signUpStaff(app, [role]));
  member = await signUpReader(app);
});
afterAll(() => app.close());

describe('the role matrix: every studio route for each role, a member and a visitor', () => {
  it.each(ROUTES)('%s %s', async (method, url, allowed) => {
    const signedOut = await studio(app, method, url);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({
      success: false,
      message: MESSAGES.unauthorized,
      messageKey: 'errors.unauthorized',
    });

    const refused = await studio(app, method, url, member.credentials);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: staffRoleRequired(allowed) });

    for (const role of ROLES) {
      const res = await studio(app, method, url, staff.get(role)?.credentials);
      const expected = allowed.includes(role) ? [200, 400, 404] : [403];
      expect({ role, status: res.statusCode }).toEqual({
        role,
        status: expect.toBeOneOf(expected),
      });
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('names every role a route admits in its refusal', () => {
    expect(staffRoleRequired(['support', 'admin'])).toBe(
      'Only staff with the support or admin role can do this.',
    );
  });
});

describe('staff sessions', () => {
  it('end after 2 hours idle (housekeeping deletes them) while a member keeps theirs', async () => {
    const admin = await signUpStaff(app, ['admin']);
    const reader = await signUpReader(app);
    now = new Date(now.getTime() + HOUR);
    expect((await studio(app, 'GET', '/api/studio/staff', admin.credentials)).statusCode).toBe(200);
    now = new Date(now.getTime() + 2 * HOUR - 60_000);
    expect((await studio(app, 'GET', '/api/studio/staff', admin.credentials)).statusCode).toBe(200);
    now = new Date(now.getTime() + 2 * HOUR + 60_000);
    expect((await studio(app, 'GET', '/api/studio/staff', admin.credentials)).statusCode).toBe(401);
    expect((await get(app, '/api/me', admin.credentials)).statusCode).toBe(401);
    expect((await get(app, '/api/me', reader.credentials)).statusCode).toBe(200);

    await housekeeping(app.db, now);
    const left = await app.db.selectFrom('sessions').select('user_id').execute();
    expect(left.map((row) => row.user_id)).not.toContain(admin.id);
    expect(left.map((row) => row.user_id)).toContain(reader.id);
  });

  it('a role taken away stops working on the next request', async () => {
    const admin = await signUpStaff(app, ['admin']);
    const moderator = await signUpStaff(app, ['moderator']);
    const url = '/api/studio/inbox/feedback';
    expect((await studio(app, 'GET', url, moderator.credentials)).statusCode).toBe(200);
    const removed = await studio(
      app,
      'DELETE',
      `/api/studio/staff/${moderator.id}`,
      admin.credentials,
    );
    expect(removed.statusCode).toBe(200);
    expect((await studio(app, 'GET', url, moderator.credentials)).statusCode).toBe(403);
  });
});
