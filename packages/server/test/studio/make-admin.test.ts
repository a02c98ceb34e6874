import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesOf } from '../../src/repositories/staff.ts';
import { ADMIN_COMMAND_ACTOR, makeAdmin } from '../../src/studio/make-admin.ts';
import { buildTestApp, readOutbox, signUp, TEST_PASSWORD } from '../helpers.ts';
import { post } from '../payments/flow.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const deps = () => ({ mailer: app.mailer, publicUrl: app.config.publicUrl });

describe('npm run studio:admin (makeAdmin)', () => {
  it('creates the account, makes it admin and mails a link to set the password', async () => {
    const { user, created } = await makeAdmin(app.db, deps(), 'first.admin@example.com', app.now());
    expect(created).toBe(true);
    expect(await rolesOf(app.db, user.id)).toEqual(['admin']);
    const mail = (await readOutbox(app)).find((m) => m.to === 'first.admin@example.com');
    const link = new URL(mail?.links[0] ?? '');
    const reset = link.pathname.replace('/reset-password/', '/api/forget-password/');
    expect((await post(app, reset, { newPassword: TEST_PASSWORD })).statusCode).toBe(200);
    const login = await post(app, '/api/login', {
      email: 'first.admin@example.com',
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const staff = await app.inject({
      url: '/api/studio/staff',
      headers: { authorization: `Bearer ${login.json().data.token}` },
    });
    expect(staff.statusCode).toBe(200);

    const [entry] = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', user.id)
      .execute();
    expect(entry).toMatchObject({
      actor_id: null,
      actor_email: ADMIN_COMMAND_ACTOR,
      action: 'staff.invite',
      before: null,
      after: { email: 'first.admin@example.com', roles: ['admin'] },
    });
  });

  it('grants admin to an existing account, keeping its password and other roles', async () => {
    const reader = await signUp(app);
    const { user, created } = await makeAdmin(app.db, deps(), reader.body.email, app.now());
    expect(created).toBe(false);
    expect(user.name).toBe(reader.user.name);
    expect(await rolesOf(app.db, user.id)).toEqual(['admin']);
    const login = await post(app, '/api/login', {
      email: reader.body.email,
      password: reader.body.password,
    });
    expect(login.statusCode).toBe(200);
  });
});
