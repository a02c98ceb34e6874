import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import {
  EDITORIAL_MESSAGES,
  MONEY_MESSAGES,
  staffRoleRequired,
  type BlogDraftPayload,
  type StaffRole,
  UPLOAD_MESSAGES,
} from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDueBlogs } from '../../../src/repositories/blogs.ts';
import { insertJobApplication } from '../../../src/repositories/careers.ts';
import { signUpMember, signUpReader, type TestReader } from '../../access.ts';
import { appShellDir, buildTestApp } from '../../helpers.ts';
import { createMembershipOrder, post, sandboxPay } from '../../payments/flow.ts';
import { auditOf, signUpStaff, studio, type Method } from './staff.ts';
import { pngDeclaring } from './uploads.ts';

const HOUR = 60 * 60 * 1000;
const id = 'a'.repeat(24);
const uuid = randomUUID();

/** The editorial, money and hiding routes with the roles they admit. */
const ROUTES: Array<[Method, string, StaffRole[]]> = [
  ['GET', '/api/studio/blogs', ['editor']],
  ['GET', `/api/studio/blogs/${id}`, ['editor']],
  ['POST', '/api/studio/blogs', ['editor']],
  ['PUT', `/api/studio/blogs/${id}`, ['editor']],
  ['POST', '/api/studio/media/images', ['editor']],
  ['GET', '/api/studio/characters', ['editor']],
  ['GET', `/api/studio/characters/${id}`, ['editor']],
  ['PUT', `/api/studio/characters/${id}`, ['editor']],
  ['GET', '/api/studio/jobs', ['editor']],
  ['POST', '/api/studio/jobs', ['editor']],
  ['PUT', `/api/studio/jobs/${id}`, ['editor']],
  ['POST', `/api/studio/jobs/${id}/close`, ['editor']],
  ['POST', `/api/studio/jobs/${id}/reopen`, ['editor']],
  ['GET', `/api/studio/jobs/${id}/applications`, ['editor']],
  ['GET', `/api/studio/jobs/${id}/applications.csv`, ['editor']],
  ['PATCH', `/api/studio/applications/${uuid}`, ['editor']],
  ['POST', `/api/studio/members/${uuid}/subscriptions/sub_x/cancel`, ['support', 'admin']],
  ['POST', '/api/studio/payments/pay_x/refund', ['support', 'admin']],
  ['POST', `/api/studio/accounts/${uuid}/avatar/hide`, ['moderator']],
  ['POST', `/api/studio/accounts/${uuid}/avatar/show`, ['moderator']],
  ['POST', `/api/studio/inbox/feedback/${uuid}/hide`, ['moderator']],
  ['POST', `/api/studio/inbox/feedback/${uuid}/show`, ['moderator']],
];
const ROLES: StaffRole[] = ['admin', 'editor', 'moderator', 'support'];

let now = new Date('2026-11-24T10:00:00Z');
let app: FastifyInstance;
const staff = new Map<StaffRole, TestReader>();
let member: TestReader;
const as = (role: StaffRole) => staff.get(role)?.credentials;

let appDir: string;

beforeAll(async () => {
  // A built page to write heads into, so the server's head of /news/:id is checked too.
  appDir = await appShellDir('ic-editorial-');
  app = await buildTestApp({ seed: true, now: () => now, config: { appDir } });
  for (const role of ROLES) staff.set(role, await signUpStaff(app, [role]));
  member = await signUpReader(app);
});
afterAll(async () => {
  await app.close();
  await fs.rm(appDir, { recursive: true, force: true });
});

describe('the role matrix of the editorial, money and hiding routes', () => {
  it.each(ROUTES)('%s %s', async (method, url, allowed) => {
    expect((await studio(app, method, url)).statusCode).toBe(401);
    const refused = await studio(app, method, url, member.credentials);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: staffRoleRequired(allowed) });
    for (const role of ROLES) {
      const res = await studio(app, method, url, as(role));
      const expected = allowed.includes(role) ? [200, 400, 404, 409] : [403];
      expect({ role, status: res.statusCode }).toEqual({
        role,
        status: expect.toBeOneOf(expected),
      });
    }
  });
});

const draft = (over: Partial<BlogDraftPayload> = {}): BlogDraftPayload => ({
  title: 'The Kite Festival Issue',
  subject: 'A new one-shot for the winter',
  authorName: 'Kavya Menon',
  category: 'ic',
  coverImageUrl: '/media/files/0123456789abcdef/image.png',
  body: 'It begins on a rooftop.\n\n![Kites](/media/files/0123456789abcdef/image.png)',
  status: 'draft',
  publishAt: null,
  ...over,
});

/** Every public read of blogs: lists, the article, the latest, the sitemap and the page's head. */
async function publicSightings(blogId: string) {
  const [all, latest, one, sitemap, page] = await Promise.all([
    app.inject('/blog/getallblog'),
    app.inject('/blog/latestblog?limit=50'),
    app.inject(`/blog/getById/${blogId}`),
    app.inject('/sitemap.xml'),
    app.inject({ url: `/news/${blogId}`, headers: { 'sec-fetch-dest': 'document' } }),
  ]);
  return {
    inList: all.json().data.some((b: { _id: string }) => b._id === blogId),
    inLatest: latest.json().blogs.some((b: { _id: string }) => b._id === blogId),
    article: one.statusCode,
    inSitemap: sitemap.body.includes(`/news/${blogId}`),
    inHead: page.body.includes('The Kite Festival Issue'),
  };
}

describe('blogs in the studio', () => {
  it('keeps a draft off every public read, then shows it at once when published', async () => {
    const created = await studio(app, 'POST', '/api/studio/blogs', as('editor'), draft());
    expect(created.statusCode).toBe(200);
    const blog = created.json().data;
    expect(blog).toMatchObject({ status: 'draft', live: false, title: 'The Kite Festival Issue' });
    expect(await publicSightings(blog._id)).toEqual({
      inList: false,
      inLatest: false,
      article: 404,
      inSitemap: false,
      inHead: false,
    });

    const published = await studio(
      app,
      'PUT',
      `/api/studio/blogs/${blog._id}`,
      as('editor'),
      draft({ status: 'published' }),
    );
    expect(published.json()).toMatchObject({
      message: EDITORIAL_MESSAGES.blogPublished,
      data: { live: true, createdAt: now.toISOString() },
    });
    expect(await publicSightings(blog._id)).toEqual({
      inList: true,
      inLatest: true,
      article: 200,
      inSitemap: true,
      inHead: true,
    });
    const article = (await app.inject(`/blog/getById/${blog._id}`)).json().data;
    expect(article.news).toEqual([{ imageUrl: '', story: draft().body, heading: null }]);
    expect((await auditOf(app, blog._id)).map((entry) => entry.action)).toEqual([
      'blog.create',
      'blog.edit',
    ]);
  });

  it('shows a scheduled blog from its time, and the job marks it published', async () => {
    const at = new Date(now.getTime() + HOUR).toISOString();
    const res = await studio(
      app,
      'POST',
      '/api/studio/blogs',
      as('editor'),
      draft({ title: 'Later', status: 'scheduled', publishAt: at }),
    );
    const blog = res.json().data;
    expect(blog).toMatchObject({ status: 'scheduled', live: false, createdAt: at });
    expect((await app.inject(`/blog/getById/${blog._id}`)).statusCode).toBe(404);
    expect(await publishDueBlogs(app.db, now)).toBe(0);
    now = new Date(now.getTime() + HOUR);
    expect((await app.inject(`/blog/getById/${blog._id}`)).statusCode).toBe(200);
    expect(await publishDueBlogs(app.db, now)).toBe(1);
    const stored = await studio(app, 'GET', `/api/studio/blogs/${blog._id}`, as('editor'));
    expect(stored.json().data).toMatchObject({ status: 'published', live: true });
  });

  it('refuses a schedule without a time, a time without a schedule and pictures from elsewhere', async () => {
    const bad = await studio(
      app,
      'POST',
      '/api/studio/blogs',
      as('editor'),
      draft({ status: 'scheduled', coverImageUrl: 'https://evil.example/x.png' }),
    );
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        EDITORIAL_MESSAGES.scheduleNeedsTime,
        EDITORIAL_MESSAGES.imageInvalid,
      ]),
    );
  });

  it('lists drafts for editors and finds them by title', async () => {
    const res = await studio(app, 'GET', '/api/studio/blogs?q=kite%20festival', as('editor'));
    expect(res.json().data.items.map((b: { title: string }) => b.title)).toEqual([
      'The Kite Festival Issue',
    ]);
  });
});

describe('image uploads', () => {
  const upload = (bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)]), name);
    const request = new Request('http://x', { method: 'POST', body: form });
    return request.arrayBuffer().then((body) =>
      app.inject({
        method: 'POST',
        url: '/api/studio/media/images',
        headers: {
          ...as('editor'),
          'content-type': request.headers.get('content-type') ?? '',
        },
        payload: Buffer.from(body),
      }),
    );
  };

  it('stores a real picture under a path named by its content, served from /media', async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#f80' },
    })
      .png()
      .toBuffer();
    const res = await upload(png, 'kite.png');
    expect(res.statusCode).toBe(200);
    const { path } = res.json().data;
    expect(path).toMatch(/^\/media\/files\/[0-9a-f]{16}\/image\.png$/);
    const served = await app.inject(path);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses what is not a picture by its bytes, whatever its name', async () => {
    const res = await upload(Buffer.from('%PDF-1.7 not a picture'), 'fake.png');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(EDITORIAL_MESSAGES.imageNotAllowed);
  });

  it('refuses a picture declaring more than 40 megapixels (a decompression bomb)', async () => {
    const res = await upload(pngDeclaring(20_000, 20_000), 'bomb.png');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(UPLOAD_MESSAGES.pictureTooManyPixels);
  });
});

describe('characters in the studio', () => {
  it('pages the whole cast with a count and finds by name', async () => {
    const page = (await studio(app, 'GET', '/api/studio/characters?limit=5', as('editor'))).json()
      .data;
    expect(page.items).toHaveLength(5);
    expect(page.meta.total).toBeGreaterThanOrEqual(2500);
    const name = page.items[0].originalName as string;
    const found = (
      await studio(app, 'GET', `/api/studio/characters?q=${encodeURIComponent(name)}`, as('editor'))
    ).json().data;
    expect(found.items[0].originalName).toBe(name);
  });

  it('saves the biography and the site shows it at once', async () => {
    const first = (await studio(app, 'GET', '/api/studio/characters?limit=1', as('editor'))).json()
      .data.items[0];
    const url = `/api/studio/characters/${first._id}`;
    const { _id, ...fields } = (await studio(app, 'GET', url, as('editor'))).json().data;
    const edited = { ...fields, knownAs: 'The Kite Rider', powers: ['Wind', 'Flight'] };
    const res = await studio(app, 'PUT', url, as('editor'), edited);
    expect(res.json()).toMatchObject({
      message: EDITORIAL_MESSAGES.characterSaved,
      data: { _id, knownAs: 'The Kite Rider', powers: ['Wind', 'Flight'] },
    });
    const shown = (await app.inject(`/character/get/${_id}`)).json().data;
    expect(shown).toMatchObject({ knownAs: 'The Kite Rider', powers: ['Wind', 'Flight'] });
    expect((await auditOf(app, _id)).at(-1)?.action).toBe('character.edit');
  });
});

describe('careers in the studio', () => {
  const job = {
    jobtitle: 'Colourist',
    description: 'Colour our weekly chapters.',
    department: 'Art',
    jobtypes: 'Full-time',
    position: 2,
    tasks: ['Flats', 'Rendering'],
    skills: ['Krita'],
  };

  it('posts a job to /careers, and closing it takes it off', async () => {
    const posted = (await studio(app, 'POST', '/api/studio/jobs', as('editor'), job)).json().data;
    const openIds = async () =>
      (await app.inject('/career/getall')).json().data.map((j: { _id: string }) => j._id);
    expect(await openIds()).toContain(posted._id);
    const closed = await studio(app, 'POST', `/api/studio/jobs/${posted._id}/close`, as('editor'));
    expect(closed.json()).toMatchObject({
      message: EDITORIAL_MESSAGES.jobClosed,
      data: { closedAt: now.toISOString() },
    });
    expect(await openIds()).not.toContain(posted._id);
    expect((await app.inject(`/career/get/${posted._id}`)).statusCode).toBe(404);
    const again = await studio(app, 'POST', `/api/studio/jobs/${posted._id}/close`, as('editor'));
    expect(again.statusCode).toBe(409);
    expect((await auditOf(app, posted._id)).map((e) => e.action)).toEqual([
      'job.create',
      'job.close',
    ]);
  });

  it('moves applications through hiring and exports them as safe CSV', async () => {
    const posted = (await studio(app, 'POST', '/api/studio/jobs', as('editor'), job)).json().data;
    const applicationId = await insertJobApplication(
      app.db,
      {
        jobId: posted._id,
        name: 'Rao, "Kiki"',
        email: 'kiki@example.com',
        phone: '+91 98765 43210',
        coverLetter: 'Line one,\nline "two"\n=HYPERLINK("http://evil.example")',
      },
      now,
    );
    const moved = await studio(
      app,
      'PATCH',
      `/api/studio/applications/${applicationId}`,
      as('editor'),
      { status: 'shortlisted' },
    );
    expect(moved.json().data.status).toBe('shortlisted');
    const csvUrl = `/api/studio/jobs/${posted._id}/applications.csv`;
    const csv = await studio(app, 'GET', csvUrl, as('editor'));
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toBe(
      'Applied,Name,Email,Phone,Portfolio,Status,Cover letter,CV attached\r\n' +
        `${now.toISOString()},"Rao, ""Kiki""",kiki@example.com,'+91 98765 43210,,shortlisted,` +
        '"Line one,\nline ""two""\n=HYPERLINK(""http://evil.example"")",no\r\n',
    );
    await insertJobApplication(
      app.db,
      { jobId: posted._id, name: '=1+2', email: '@x', phone: '-3', coverLetter: 'ok' },
      new Date(now.getTime() + 1000),
    );
    const second = await studio(app, 'GET', csvUrl, as('editor'));
    expect(second.body.split('\r\n')[2]).toBe(
      `${new Date(now.getTime() + 1000).toISOString()},'=1+2,'@x,'-3,,new,ok,no`,
    );
  });
});

describe('money: cancel a subscription, mark a refund', () => {
  it('cancels a recurring membership: no more charges, the membership runs to its end', async () => {
    const paying = await signUpReader(app);
    const order = await createMembershipOrder(app, paying.credentials, {
      membershipType: 'Monthly',
      recurring: true,
    });
    const paid = await sandboxPay(app, order.orderId);
    expect((await post(app, '/payment/confirm', paid, paying.credentials)).statusCode).toBe(200);
    const detail = (
      await studio(app, 'GET', `/api/studio/members/${paying.id}`, as('support'))
    ).json().data;
    const sub = detail.subscriptions[0];
    expect(sub.status).not.toBe('cancelled');
    const until = detail.membership.memberUntil;
    expect(until).not.toBeNull();
    const url = `/api/studio/members/${paying.id}/subscriptions/${sub._id}/cancel`;
    expect((await studio(app, 'POST', url, as('support'), {})).statusCode).toBe(400);
    const res = await studio(app, 'POST', url, as('support'), { reason: 'Asked by phone' });
    expect(res.json()).toMatchObject({
      message: MONEY_MESSAGES.subscriptionCancelled,
      data: { subscriptions: [{ status: 'cancelled' }], membership: { memberUntil: until } },
    });
    const twice = await studio(app, 'POST', url, as('support'), { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect((await auditOf(app, sub._id)).map((e) => e.action)).toEqual(['subscription.cancel']);
  });

  it('marks refunds on a payment up to what was paid, through the provider', async () => {
    const paying = await signUpMember(app);
    const detail = (
      await studio(app, 'GET', `/api/studio/members/${paying.id}`, as('admin'))
    ).json().data;
    const payment = detail.orders[0].payments[0];
    const url = `/api/studio/payments/${payment.paymentId}/refund`;
    const part = await studio(app, 'POST', url, as('support'), {
      amount: 100,
      reason: 'Charged twice',
    });
    expect(part.json()).toMatchObject({
      message: MONEY_MESSAGES.refundMarked,
      data: { refunds: [{ paymentId: payment.paymentId, amount: 100, provider: 'sandbox' }] },
    });
    expect(part.json().data.refunds[0].providerRefundId).toMatch(/^rfnd_/);
    const tooMuch = await studio(app, 'POST', url, as('support'), {
      amount: payment.amount,
      reason: 'More',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0].message).toBe(MONEY_MESSAGES.refundTooLarge);
    const rest = await studio(app, 'POST', url, as('support'), { reason: 'The rest' });
    const amounts = rest.json().data.refunds.map((r: { amount: number }) => r.amount);
    expect(amounts.sort((a: number, b: number) => a - b)).toEqual([100, payment.amount - 100]);
    expect((await auditOf(app, payment.paymentId)).map((e) => e.action)).toEqual([
      'payment.refund',
      'payment.refund',
    ]);
  });
});

describe('hiding avatars and feedback', () => {
  it('hides an avatar at once, with the reason in the audit log; a new avatar shows', async () => {
    const reader = await signUpReader(app);
    const saveAvatar = (avatar: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: reader.credentials,
        payload: { name: 'Rude Avatar', username: reader.body.username, avatar },
      });
    await saveAvatar('v1:rude');
    const me = async () =>
      (await app.inject({ url: '/api/me', headers: reader.credentials })).json().data;
    expect((await me()).avatar).toBe('v1:rude');
    const url = `/api/studio/accounts/${reader.id}/avatar/hide`;
    const res = await studio(app, 'POST', url, as('moderator'), { reason: 'Offensive picture' });
    expect(res.json()).toMatchObject({ message: MONEY_MESSAGES.avatarHidden });
    expect((await me()).avatar).toBeUndefined();
    const [entry] = await auditOf(app, reader.id);
    expect(entry).toMatchObject({ action: 'avatar.hide', after: { reason: 'Offensive picture' } });
    await saveAvatar('v1:kind');
    expect((await me()).avatar).toBe('v1:kind');
  });

  it('hides a feedback entry with its reason', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: {
        email: 'fan@example.com',
        name: 'Fan',
        subject: 'General',
        feedback: 'Rude words',
      },
    });
    const inbox = await studio(app, 'GET', '/api/studio/inbox/feedback', as('moderator'));
    const item = inbox.json().data.items[0];
    const res = await studio(
      app,
      'POST',
      `/api/studio/inbox/feedback/${item.id}/hide`,
      as('moderator'),
      { reason: 'Breaks the policy' },
    );
    expect(res.json().data).toEqual({ hiddenReason: 'Breaks the policy' });
    const again = await studio(app, 'GET', '/api/studio/inbox/feedback', as('moderator'));
    const listed = again.json().data.items.find((entry: { id: string }) => entry.id === item.id);
    expect(listed.hiddenReason).toBe('Breaks the policy');
    expect((await auditOf(app, item.id)).map((e) => e.action)).toEqual(['feedback.hide']);
  });
});
