import { ACCESS_FIELD_MESSAGES, GUARDIAN_MESSAGES } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookieFrom, readOutbox } from '../../helpers.ts';
import {
  asGuardian,
  childRoutes,
  guardianAddress,
  login,
  signInGuardian,
  signUpMinor,
  type Minor,
} from './guardians.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** 14:30 in India: the same calendar day there. */
let now = new Date('2026-03-01T09:00:00Z').getTime();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date(now) });
});
afterAll(() => app.close());

interface Family {
  email: string;
  cookie: string;
}

/** A guardian not yet signed in. */
const family = (): Family => ({ email: guardianAddress(), cookie: '' });

async function signedIn(f: Family): Promise<Family> {
  return { ...f, cookie: await signInGuardian(app, f.email) };
}

const call = (f: Family, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  asGuardian(app, method, url, { cookie: f.cookie }, payload);

const decide = (f: Family, child: Minor, decision: string) =>
  call(f, 'POST', `/api/guardian/children/${child.id}/decision`, { decision });

const auditOf = async (f: Family, child: Minor) =>
  (await call(f, 'GET', `/api/guardian/children/${child.id}/audit`)).json().data.entries;

/** A guardian signed in, with one child already approved. */
async function withActiveChild(dob?: string) {
  const f = family();
  const child = await signUpMinor(app, f.email, dob);
  const g = await signedIn(f);
  expect((await decide(g, child, 'approve')).statusCode).toBe(200);
  return { g, child };
}

const userRow = (id: string) =>
  app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

describe('GET /api/guardian/me', () => {
  it('lists every child of the guardian with status, age, settings and minutes read today', async () => {
    const f = family();
    const young = await signUpMinor(app, f.email, '2016-05-01');
    const teen = await signUpMinor(app, f.email.toUpperCase(), '2012-01-01');
    await signUpMinor(app, guardianAddress());
    const g = await signedIn(f);
    await decide(g, teen, 'approve');
    await app.db
      .insertInto('reading_minutes')
      .values([
        { user_id: teen.id, day: '2026-03-01', minutes: 17 },
        { user_id: teen.id, day: '2026-02-28', minutes: 40 },
      ])
      .execute();
    const res = await call(g, 'GET', '/api/guardian/me');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      email: f.email,
      children: [
        {
          id: young.id,
          name: 'Kiran Young',
          username: young.body.username,
          age: 9,
          status: 'pending',
          settings: {
            maxRating: 'PG',
            defaultMaxRating: 'PG',
            dailyLimitMinutes: null,
            paused: false,
          },
          minutesToday: 0,
        },
        {
          id: teen.id,
          name: 'Kiran Young',
          username: teen.body.username,
          age: 14,
          status: 'active',
          settings: {
            maxRating: 'T',
            defaultMaxRating: 'T',
            dailyLimitMinutes: null,
            paused: false,
          },
          minutesToday: 17,
        },
      ],
    });
  });

  it('keeps a child that staff suspended, marked suspended, with its settings in reach', async () => {
    const { g, child } = await withActiveChild();
    await app.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', child.id)
      .execute();
    const [listed] = (await call(g, 'GET', '/api/guardian/me')).json().data.children;
    expect(listed).toMatchObject({ id: child.id, status: 'suspended' });
    const limit = { dailyLimitMinutes: 30 };
    const res = await call(g, 'PATCH', `/api/guardian/children/${child.id}/settings`, limit);
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/guardian/children/:id/decision', () => {
  it('approving activates the account, mails the child, spends the consent link and is audited', async () => {
    const f = family();
    const child = await signUpMinor(app, f.email);
    const g = await signedIn(f);
    const res = await decide(g, child, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { decision: 'approve' },
      message: GUARDIAN_MESSAGES.approved,
      messageKey: 'errors.guardian.approved',
    });
    expect((await userRow(child.id))?.status).toBe('active');
    expect((await login(app, child.body.email)).statusCode).toBe(200);
    const mails = (await readOutbox(app)).filter((m) => m.to === child.body.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your IC Universe account is active']);
    const page = await app.inject({
      method: 'POST',
      url: child.consentPath,
      payload: { decision: 'decline' },
    });
    expect(page.statusCode).toBe(404);
    expect(await auditOf(g, child)).toEqual([
      {
        action: 'approve',
        before: { status: 'pending' },
        after: { status: 'active' },
        at: new Date(now).toISOString(),
        by: f.email,
      },
    ]);
  });

  it('declining erases the registration and is audited', async () => {
    const f = family();
    const child = await signUpMinor(app, f.email);
    const g = await signedIn(f);
    const res = await decide(g, child, 'decline');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(GUARDIAN_MESSAGES.declined);
    expect(await userRow(child.id)).toBeUndefined();
    expect((await login(app, child.body.email)).statusCode).toBe(401);
    const consents = await app.db
      .selectFrom('guardian_consents')
      .select('id')
      .where('user_id', '=', child.id)
      .execute();
    expect(consents).toEqual([]);
    expect((await call(g, 'GET', '/api/guardian/me')).json().data.children).toEqual([]);
    const audit = await app.db
      .selectFrom('guardian_audit')
      .select(['guardian_email', 'action', 'before', 'after'])
      .where('child_user_id', '=', child.id)
      .execute();
    expect(audit).toEqual([
      { guardian_email: f.email, action: 'decline', before: { status: 'pending' }, after: null },
    ]);
  });

  it('answers 409 for a registration already decided, and 400 for another decision', async () => {
    const { g, child } = await withActiveChild();
    const res = await decide(g, child, 'decline');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(GUARDIAN_MESSAGES.alreadyDecided);
    expect((await userRow(child.id))?.status).toBe('active');
    expect((await decide(g, child, 'maybe')).statusCode).toBe(400);
    expect(await auditOf(g, child)).toHaveLength(1);
  });
});

describe('PATCH /api/guardian/children/:id/settings', () => {
  const patch = (g: Family, child: Minor, body: object) =>
    call(g, 'PATCH', `/api/guardian/children/${child.id}/settings`, body);

  it('changes what is sent, keeps the rest, answers the settings in force and audits each change', async () => {
    const { g, child } = await withActiveChild('2016-05-01');
    const first = await patch(g, child, { maxRating: 'T', dailyLimitMinutes: 30 });
    expect(first.statusCode).toBe(200);
    const raised = { maxRating: 'T', defaultMaxRating: 'PG', dailyLimitMinutes: 30, paused: false };
    expect(first.json()).toEqual({
      success: true,
      data: raised,
      message: GUARDIAN_MESSAGES.settingsSaved,
      messageKey: 'errors.guardian.settingsSaved',
    });
    now += MINUTE;
    const second = await patch(g, child, { dailyLimitMinutes: null, paused: true });
    const paused = { ...raised, dailyLimitMinutes: null, paused: true };
    expect(second.json().data).toEqual(paused);
    const row = await app.db
      .selectFrom('child_settings')
      .select(['max_rating', 'daily_limit_minutes', 'paused'])
      .where('user_id', '=', child.id)
      .executeTakeFirst();
    expect(row).toEqual({ max_rating: 'T', daily_limit_minutes: null, paused: true });
    const defaults = {
      maxRating: 'PG',
      defaultMaxRating: 'PG',
      dailyLimitMinutes: null,
      paused: false,
    };
    const [latest, earlier] = await auditOf(g, child);
    expect(latest).toMatchObject({
      action: 'settings',
      before: raised,
      after: paused,
      by: g.email,
    });
    expect(earlier).toMatchObject({ action: 'settings', before: defaults, after: raised });
    expect(Date.parse(latest.at) - Date.parse(earlier.at)).toBe(MINUTE);
  });

  it.each([
    ['a user id', { userId: 'someone-else', paused: true }],
    ['an access level', { access: 'free' }],
    ['a publicAt', { publicAt: '2026-01-01T00:00:00Z' }],
    ['an unknown rating', { maxRating: 'R' }],
    ['a limit of 0 minutes', { dailyLimitMinutes: 0 }],
    ['a limit over 600 minutes', { dailyLimitMinutes: 601 }],
  ])('refuses a body with %s (400) and changes nothing', async (_what, body) => {
    const { g, child } = await withActiveChild();
    const res = await patch(g, child, body);
    expect(res.statusCode).toBe(400);
    const settings = await app.db
      .selectFrom('child_settings')
      .select('user_id')
      .where('user_id', '=', child.id)
      .execute();
    expect(settings).toEqual([]);
    expect(await auditOf(g, child)).toHaveLength(1);
  });

  it("words the daily limit's refusal for the guardian", async () => {
    const { g, child } = await withActiveChild();
    const res = await patch(g, child, { dailyLimitMinutes: 2.5 });
    expect(res.json().errors).toEqual([
      {
        field: 'dailyLimitMinutes',
        message: ACCESS_FIELD_MESSAGES.dailyLimit,
        messageKey: 'errors.accessField.dailyLimit',
      },
    ]);
  });
});

describe('GET /api/guardian/children/:id/activity', () => {
  async function comicWithChapters() {
    const comicId = `c${now.toString(16)}`.padEnd(24, '0').slice(0, 24);
    await app.db
      .insertInto('comics')
      .values({
        id: comicId,
        rank: 1,
        title: 'Monsoon Patrol',
        cover_img: '/media/art/comics/x/cover.svg',
        released_year: 2024,
        authors: JSON.stringify(['A. Writer']),
        synopsis: 'Rain over the city.',
        rating: 'PG',
        created_at: new Date(now).toISOString(),
      })
      .execute();
    const chapters = [1, 2].map((number) => ({
      id: `${comicId.slice(0, 22)}0${number}`,
      comic_id: comicId,
      number,
      title: `Chapter ${number}`,
      chap_pdf: `/media/chapters/${comicId}-${number}.pdf`,
      chap_image: `/media/art/chapters/${comicId}/cover.svg`,
      release_date: null,
      page_count: 8,
    }));
    await app.db.insertInto('chapters').values(chapters).execute();
    return { comicId, chapterIds: chapters.map((c) => c.id) };
  }

  it('answers 30 India days with zeros, chapters opened newest first, and purchases', async () => {
    const { g, child } = await withActiveChild();
    const { comicId, chapterIds } = await comicWithChapters();
    const [one = '', two = ''] = chapterIds;
    await app.db
      .insertInto('reading_minutes')
      .values([
        { user_id: child.id, day: '2026-03-01', minutes: 12 },
        { user_id: child.id, day: '2026-01-31', minutes: 5 },
        { user_id: child.id, day: '2026-01-30', minutes: 99 },
      ])
      .execute();
    const opened = (ago: number) => new Date(now - ago);
    await app.db
      .insertInto('chapter_opens')
      .values([
        { user_id: child.id, chapter_id: one, opened_at: opened(2 * DAY) },
        { user_id: child.id, chapter_id: two, opened_at: opened(10 * MINUTE) },
        { user_id: child.id, chapter_id: one, opened_at: opened(31 * DAY) },
      ])
      .execute();
    await app.db
      .insertInto('orders')
      .values({
        id: `ord-${child.id}`,
        user_id: child.id,
        purpose: 'donation',
        plan_type: null,
        research_papers: false,
        support_type: 'one-time',
        recurring: false,
        amount: 500,
        currency: 'INR',
        description: 'One-time donation',
        provider: 'sandbox',
        provider_order_id: `order_${child.id}`,
        status: 'paid',
        created_at: opened(3 * DAY),
        paid_at: opened(3 * DAY),
        failed_at: null,
      })
      .execute();

    const res = await call(g, 'GET', `/api/guardian/children/${child.id}/activity`);
    expect(res.statusCode).toBe(200);
    const { days, chapters, purchases } = res.json().data;
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-01-31', minutes: 5 });
    expect(days[1]).toEqual({ day: '2026-02-01', minutes: 0 });
    expect(days[29]).toEqual({ day: '2026-03-01', minutes: 12 });
    expect(days.reduce((sum: number, d: { minutes: number }) => sum + d.minutes, 0)).toBe(17);
    expect(chapters).toEqual([
      {
        comicId,
        comicTitle: 'Monsoon Patrol',
        chapterId: two,
        chapterTitle: 'Chapter 2',
        openedAt: opened(10 * MINUTE).toISOString(),
      },
      {
        comicId,
        comicTitle: 'Monsoon Patrol',
        chapterId: one,
        chapterTitle: 'Chapter 1',
        openedAt: opened(2 * DAY).toISOString(),
      },
    ]);
    expect(purchases).toEqual([
      {
        orderId: `order_${child.id}`,
        kind: 'donation',
        description: 'One-time donation',
        amountRupees: 500,
        status: 'paid',
        createdAt: opened(3 * DAY).toISOString(),
      },
    ]);
  });

  it("takes the day from India's calendar: 20:00 UTC is already tomorrow there", async () => {
    const saved = now;
    now = new Date('2026-03-01T20:00:00Z').getTime();
    const { g, child } = await withActiveChild();
    const res = await call(g, 'GET', `/api/guardian/children/${child.id}/activity`);
    now = saved;
    const { days } = res.json().data;
    expect(days.at(-1).day).toBe('2026-03-02');
    expect(days[0].day).toBe('2026-02-01');
  });
});

describe('POST /api/guardian/children/:id/deletion', () => {
  it('erases the child, ends its sessions, keeps paid orders unlinked and mails both', async () => {
    const { g, child } = await withActiveChild();
    const signIn = await login(app, child.body.email);
    const childCookie = cookieFrom(signIn);
    await app.db
      .insertInto('orders')
      .values({
        id: `ord-${child.id}`,
        user_id: child.id,
        purpose: 'membership',
        plan_type: 'Monthly',
        research_papers: false,
        support_type: null,
        recurring: false,
        amount: 149,
        currency: 'INR',
        description: 'Monthly Membership Purchase',
        provider: 'sandbox',
        provider_order_id: `order_${child.id}`,
        status: 'paid',
        created_at: new Date(now),
        paid_at: new Date(now),
        failed_at: null,
      })
      .execute();

    const res = await call(g, 'POST', `/api/guardian/children/${child.id}/deletion`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: null,
      message: GUARDIAN_MESSAGES.deleted,
      messageKey: 'errors.guardian.deleted',
    });

    expect(await userRow(child.id)).toBeUndefined();
    expect((await login(app, child.body.email)).statusCode).toBe(401);
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: childCookie },
    });
    expect(me.statusCode).toBe(401);
    const order = await app.db
      .selectFrom('orders')
      .select(['user_id', 'status', 'amount'])
      .where('id', '=', `ord-${child.id}`)
      .executeTakeFirst();
    expect(order).toEqual({ user_id: null, status: 'paid', amount: 149 });

    const mails = await readOutbox(app);
    const toGuardian = mails.find((m) => m.to === g.email && m.subject.includes('deleted'));
    const toChild = mails.find((m) => m.to === child.body.email && m.subject.includes('deleted'));
    expect(toGuardian?.subject).toBe("Kiran Young's IC Universe account has been deleted");
    expect(toGuardian?.text).toContain(child.body.email);
    expect(toChild?.subject).toBe('Your IC Universe account has been deleted');

    const audit = await app.db
      .selectFrom('guardian_audit')
      .select(['guardian_email', 'action', 'before', 'after'])
      .where('child_user_id', '=', child.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['approve', 'deletion']);
    expect(audit[1]).toEqual({
      guardian_email: g.email,
      action: 'deletion',
      before: { status: 'active' },
      after: null,
    });
    expect(JSON.stringify(audit)).not.toContain(child.body.email);
    expect((await call(g, 'GET', '/api/guardian/me')).json().data.children).toEqual([]);
    expect((await call(g, 'GET', `/api/guardian/children/${child.id}/audit`)).statusCode).toBe(404);
  });
});

describe('who may reach a child', () => {
  it("refuses the child's own session, by cookie or bearer, on every guardian route (401)", async () => {
    const { child } = await withActiveChild();
    const signIn = await login(app, child.body.email);
    const credentials: Record<string, string>[] = [
      { cookie: cookieFrom(signIn) },
      { authorization: `Bearer ${signIn.json().data.token}` },
    ];
    for (const headers of credentials) {
      const me = await asGuardian(app, 'GET', '/api/guardian/me', headers);
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({
        success: false,
        message: GUARDIAN_MESSAGES.notSignedIn,
        messageKey: 'errors.guardian.notSignedIn',
      });
      for (const [method, url, body] of childRoutes(child.id)) {
        expect((await asGuardian(app, method, url, headers, body)).statusCode).toBe(401);
      }
    }
    expect((await userRow(child.id))?.status).toBe('active');
    const settings = await app.db
      .selectFrom('child_settings')
      .select('user_id')
      .where('user_id', '=', child.id)
      .execute();
    expect(settings).toEqual([]);
  });

  it("gives a guardian 404 for another guardian's child on every route, changing nothing", async () => {
    const other = family();
    const theirs = await signUpMinor(app, other.email);
    const { g } = await withActiveChild();
    for (const [method, url, body] of childRoutes(theirs.id)) {
      const res = await call(g, method, url, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        message: GUARDIAN_MESSAGES.noSuchChild,
        messageKey: 'errors.guardian.noSuchChild',
      });
    }
    expect((await call(g, 'GET', '/api/guardian/children/no-such-child/audit')).statusCode).toBe(
      404,
    );
    expect((await userRow(theirs.id))?.status).toBe('pending_consent');
    const audit = await app.db
      .selectFrom('guardian_audit')
      .select('id')
      .where('child_user_id', '=', theirs.id)
      .execute();
    expect(audit).toEqual([]);
  });

  it('lets a guardian of several children act on each, and only on the one named', async () => {
    const f = family();
    const first = await signUpMinor(app, f.email);
    const second = await signUpMinor(app, f.email);
    const g = await signedIn(f);
    await decide(g, first, 'approve');
    await decide(g, second, 'approve');
    await call(g, 'PATCH', `/api/guardian/children/${second.id}/settings`, { paused: true });
    const children = (await call(g, 'GET', '/api/guardian/me')).json().data.children;
    expect(children.map((c: { id: string }) => c.id)).toEqual([first.id, second.id]);
    expect(children.map((c: { settings: { paused: boolean } }) => c.settings.paused)).toEqual([
      false,
      true,
    ]);
  });

  it("ends the guardian's controls at 18: the child leaves the dashboard", async () => {
    const birthday = new Date(now + 2 * DAY).toISOString().slice(0, 10);
    const dob = `${Number(birthday.slice(0, 4)) - 18}${birthday.slice(4)}`;
    const { g, child } = await withActiveChild(dob);
    expect((await call(g, 'GET', '/api/guardian/me')).json().data.children).toHaveLength(1);
    now += 3 * DAY;
    const g2 = await signedIn(g);
    expect((await call(g2, 'GET', '/api/guardian/me')).json().data.children).toEqual([]);
    const res = await call(g2, 'PATCH', `/api/guardian/children/${child.id}/settings`, {
      paused: true,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the API docs', () => {
  it('list every guardian route with its answer', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = [
      '/api/guardian/link',
      '/api/guardian/session',
      '/api/guardian/logout',
      '/api/guardian/me',
      '/api/guardian/children/{id}/decision',
      '/api/guardian/children/{id}/settings',
      '/api/guardian/children/{id}/activity',
      '/api/guardian/children/{id}/deletion',
      '/api/guardian/children/{id}/audit',
    ];
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(paths));
    const me = doc.paths['/api/guardian/me'].get.responses['200'].content['application/json'];
    expect(me.schema.properties.data.required).toEqual(['email', 'children']);
    expect(doc.components.securitySchemes.guardianSession).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'gsid',
    });
  });
});
