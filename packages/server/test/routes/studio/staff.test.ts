import { STUDIO_MESSAGES, type AuditEntry, type StaffMember } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestReader } from '../../access.ts';
import { buildTestApp, readOutbox, signUp, TEST_PASSWORD } from '../../helpers.ts';
import { post } from '../../payments/flow.ts';
import { auditOf, signUpStaff, studio } from './staff.ts';

let app: FastifyInstance;
let admin: TestReader;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUpStaff(app, ['admin']);
});
afterAll(() => app.close());

const invite = (payload: object) =>
  studio(app, 'POST', '/api/studio/staff', admin.credentials, payload);

async function mailTo(email: string) {
  const mail = (await readOutbox(app)).findLast((m) => m.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

describe('inviting staff', () => {
  it('makes the account, grants the roles and mails a link that sets the password', async () => {
    const res = await invite({
      email: 'Editor.One@Example.com',
      name: 'Meera Iyer',
      roles: ['editor', 'editor', 'support'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(STUDIO_MESSAGES.staffInvited);
    const member: StaffMember = res.json().data;
    expect(member).toMatchObject({
      email: 'editor.one@example.com',
      name: 'Meera Iyer',
      status: 'active',
      roles: ['editor', 'support'],
    });
    expect(member.grants.every((g) => g.grantedBy === admin.id)).toBe(true);

    const mail = await mailTo('editor.one@example.com');
    expect(mail.subject).toBe('You are invited to the IC Universe studio');
    const link = mail.links[0] ?? '';
    expect(link).toMatch(/\/reset-password\/[\w-]+\/[\w-]+$/);
    const path = new URL(link).pathname.replace('/reset-password/', '/api/forget-password/');
    expect((await post(app, path, { newPassword: TEST_PASSWORD })).statusCode).toBe(200);
    const login = await post(app, '/api/login', {
      email: 'editor.one@example.com',
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);

    const [entry] = await auditOf(app, member.userId);
    expect(entry).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.body.email,
      action: 'staff.invite',
      target_kind: 'user',
      before: null,
      after: { email: 'editor.one@example.com', roles: ['editor', 'support'] },
    });
    expect(entry?.request_id).toBeTruthy();
  });

  it('adds roles to an existing account, keeping its password and recording what it held', async () => {
    const reader = await signUp(app);
    const res = await invite({ email: reader.body.email, roles: ['moderator'] });
    expect(res.statusCode).toBe(201);
    const member: StaffMember = res.json().data;
    expect(member.roles).toEqual(['moderator']);
    expect(member.name).toBe(reader.user.name);
    const login = await post(app, '/api/login', {
      email: reader.body.email,
      password: reader.body.password,
    });
    expect(login.statusCode).toBe(200);
    const again = await invite({ email: reader.body.email, roles: ['support'] });
    expect(again.json().data.roles).toEqual(['moderator', 'support']);
    const entries = await auditOf(app, member.userId);
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [null, { email: reader.body.email, roles: ['moderator'] }],
      [
        { email: reader.body.email, roles: ['moderator'] },
        { email: reader.body.email, roles: ['moderator', 'support'] },
      ],
    ]);
  });

  it('takes two invitations of one new address at once: one account holding both roles', async () => {
    const email = 'both.at.once@example.com';
    const answers = await Promise.all([
      invite({ email, roles: ['editor'] }),
      invite({ email, roles: ['support'] }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
    const accounts = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(accounts).toHaveLength(1);
    const list = await studio(app, 'GET', '/api/studio/staff', admin.credentials);
    const member = (list.json().data as StaffMember[]).find((m) => m.email === email);
    expect(member?.roles.toSorted()).toEqual(['editor', 'support']);
  });

  it('refuses a body without roles or with a bad address, field by field', async () => {
    const res = await invite({ email: 'not-an-address', roles: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: 'email',
        message: 'Please enter a valid email address.',
        messageKey: 'errors.invalidEmail',
      },
      { field: 'roles', message: STUDIO_MESSAGES.rolesRequired },
    ]);
    const unknownRole = await invite({ email: 'x@example.com', roles: ['owner'] });
    expect(unknownRole.json().errors).toEqual([
      { field: 'roles.0', message: 'Choose a role from the list' },
    ]);
  });
});

describe('changing and removing staff', () => {
  it('lists staff, replaces roles and removes, each audited with before and after', async () => {
    const invited = await invite({ email: 'mod.two@example.com', roles: ['moderator'] });
    const { userId } = invited.json().data as StaffMember;
    const changed = await studio(app, 'PUT', `/api/studio/staff/${userId}`, admin.credentials, {
      roles: ['support'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.roles).toEqual(['support']);

    const list = await studio(app, 'GET', '/api/studio/staff', admin.credentials);
    const emails = (list.json().data as StaffMember[]).map((m) => m.email);
    expect(emails).toContain('mod.two@example.com');
    expect(emails).toContain(admin.body.email);
    expect(emails).toEqual([...emails].sort());

    const removed = await studio(app, 'DELETE', `/api/studio/staff/${userId}`, admin.credentials);
    expect(removed.json()).toEqual({
      success: true,
      data: null,
      message: STUDIO_MESSAGES.staffRemoved,
    });
    const gone = await studio(app, 'PUT', `/api/studio/staff/${userId}`, admin.credentials, {
      roles: ['support'],
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(STUDIO_MESSAGES.notStaff);

    const entries = await auditOf(app, userId);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['staff.invite', null, { email: 'mod.two@example.com', roles: ['moderator'] }],
      [
        'staff.roles',
        { email: 'mod.two@example.com', roles: ['moderator'] },
        { email: 'mod.two@example.com', roles: ['support'] },
      ],
      ['staff.remove', { email: 'mod.two@example.com', roles: ['support'] }, null],
    ]);
  });

  it('never lets an admin take away their own admin role', async () => {
    const self = `/api/studio/staff/${admin.id}`;
    const demoted = await studio(app, 'PUT', self, admin.credentials, { roles: ['editor'] });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().message).toBe(STUDIO_MESSAGES.ownAdminRole);
    expect((await studio(app, 'DELETE', self, admin.credentials)).statusCode).toBe(409);
    const more = await studio(app, 'PUT', self, admin.credentials, { roles: ['admin', 'editor'] });
    expect(more.json().data.roles).toEqual(['admin', 'editor']);
  });
});

describe('the audit log', () => {
  it('filters by actor, action and day, newest first, in pages', async () => {
    const other = await signUpStaff(app, ['admin']);
    await studio(app, 'POST', '/api/studio/staff', other.credentials, {
      email: 'a.one@example.com',
      roles: ['editor'],
    });
    await studio(app, 'POST', '/api/studio/staff', other.credentials, {
      email: 'a.two@example.com',
      roles: ['editor'],
    });
    await studio(app, 'POST', '/api/studio/staff', other.credentials, {
      email: 'a.three@example.com',
      roles: ['editor'],
    });
    const query = `actor=${encodeURIComponent(other.body.email.toUpperCase())}&action=staff.invite`;

    const first = await studio(app, 'GET', `/api/studio/audit?${query}&limit=2`, admin.credentials);
    expect(first.statusCode).toBe(200);
    const page = first.json().data as { items: AuditEntry[]; meta: unknown };
    expect(page.meta).toEqual({ total: 3, page: 1, limit: 2, pages: 2 });
    expect(page.items.map((e) => (e.after as { email: string }).email)).toEqual([
      'a.three@example.com',
      'a.two@example.com',
    ]);
    const second = await studio(
      app,
      'GET',
      `/api/studio/audit?${query}&limit=2&page=2`,
      admin.credentials,
    );
    expect(second.json().data.items.map((e: AuditEntry) => e.actorEmail)).toEqual([
      other.body.email,
    ]);

    const today = new Date(app.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const inDay = await studio(
      app,
      'GET',
      `/api/studio/audit?${query}&from=${today}&to=${today}`,
      admin.credentials,
    );
    expect(inDay.json().data.meta.total).toBe(3);
    const before = await studio(
      app,
      'GET',
      `/api/studio/audit?${query}&to=2020-01-01`,
      admin.credentials,
    );
    expect(before.json().data.meta.total).toBe(0);
    const bad = await studio(app, 'GET', '/api/studio/audit?from=yesterday', admin.credentials);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(STUDIO_MESSAGES.dateInvalid);
  });
});
