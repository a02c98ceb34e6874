import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EARLY_RELEASES_JOB,
  HOUSEKEEPING_JOB,
  MEMBERSHIP_NOTICES_JOB,
  RECONCILE_JOB,
} from '../../src/plugins/jobs.ts';
import { signUpMember, signUpReader } from '../access.ts';
import { buildTestApp, readOutbox } from '../helpers.ts';
import {
  createMembershipOrder,
  isPremium,
  membership,
  post,
  sandboxPay,
} from '../payments/flow.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// From the real time: the content triggers stamp changes with the database's clock.
let clock = new Date();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock });
  await app.ready();
});
afterAll(() => app.close());

/** Runs one periodic job now, as its schedule would, and waits for it (and the mail it queues). */
async function run(job: { name: string }) {
  await app.jobs.send(job.name, {});
  await app.jobs.settled();
}

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

describe('payment reconciliation', () => {
  it('grants a payment the provider captured though neither confirm nor webhook came, once', async () => {
    const buyer = await signUpReader(app);
    const order = await createMembershipOrder(app, buyer.credentials, { membershipType: 'Annual' });
    const result = await sandboxPay(app, order.orderId);
    const unpaid = await createMembershipOrder(app, buyer.credentials, {
      membershipType: 'Monthly',
    });

    later(5 * MINUTE);
    await run(RECONCILE_JOB);
    expect(await isPremium(app, buyer.credentials)).toBe(false);

    later(6 * MINUTE);
    await run(RECONCILE_JOB);
    expect(await isPremium(app, buyer.credentials)).toBe(true);
    const expiresAt = (await membership(app, buyer.credentials)).expiresAt;
    const payments = await app.db.selectFrom('payments').select(['source', 'order_id']).execute();
    const orders = await app.db
      .selectFrom('orders')
      .select(['provider_order_id', 'status'])
      .execute();
    const statusOf = (id: string) => orders.find((o) => o.provider_order_id === id)?.status;
    expect(statusOf(order.orderId)).toBe('paid');
    expect(statusOf(unpaid.orderId)).toBe('created');
    expect(payments.map((p) => p.source)).toEqual(['reconciliation']);

    // The checkout's confirmation arrives late: the same payment id grants nothing more.
    const confirm = await post(app, '/payment/confirm', result, buyer.credentials);
    expect(confirm.statusCode).toBe(200);
    await run(RECONCILE_JOB);
    expect((await membership(app, buyer.credentials)).expiresAt).toBe(expiresAt);
    expect(await app.db.selectFrom('payments').select('id').execute()).toHaveLength(1);
  });
});

describe('membership notices', () => {
  it('mails a renewal reminder a week before the end and an "ended" note after it, each once', async () => {
    const member = await signUpMember(app, 'Monthly');
    const { expiresAt } = await membership(app, member.credentials);
    const mailsTo = async () =>
      (await readOutbox(app)).filter((m) => m.to === member.body.email).map((m) => m.subject);
    const before = await mailsTo();

    await run(MEMBERSHIP_NOTICES_JOB);
    expect(await mailsTo()).toEqual(before);

    clock = new Date(new Date(expiresAt).getTime() - 6 * DAY);
    await run(MEMBERSHIP_NOTICES_JOB);
    await run(MEMBERSHIP_NOTICES_JOB);
    const reminded = await mailsTo();
    expect(reminded).toEqual([...before, 'Your Ultimate membership ends soon']);
    const reminder = (await readOutbox(app)).find((m) => m.subject.endsWith('ends soon'));
    expect(reminder?.links).toEqual(['http://localhost:3000/ultimate']);

    clock = new Date(new Date(expiresAt).getTime() + DAY);
    await run(MEMBERSHIP_NOTICES_JOB);
    await run(MEMBERSHIP_NOTICES_JOB);
    expect(await mailsTo()).toEqual([...reminded, 'Your Ultimate membership has ended']);

    clock = new Date(new Date(expiresAt).getTime() + 30 * DAY);
    await run(MEMBERSHIP_NOTICES_JOB);
    expect(await mailsTo()).toHaveLength(reminded.length + 1);
  });
});

describe('early-access releases', () => {
  it("bumps the comics' content version once, when an early chapter's publicAt passes", async () => {
    const comicId = randomUUID();
    await app.db
      .insertInto('comics')
      .values({
        id: comicId,
        rank: 99,
        title: 'Release Day',
        cover_img: '/media/covers/release-day.svg',
        released_year: 2026,
        authors: JSON.stringify(['A. Writer']),
        synopsis: 'A chapter opens to everyone.',
        created_at: clock.toISOString(),
      })
      .execute();
    const publicAt = new Date(clock.getTime() + 10 * MINUTE);
    await app.db
      .insertInto('chapters')
      .values({
        id: randomUUID(),
        comic_id: comicId,
        number: 1,
        title: 'Opening',
        chap_pdf: '/media/chapters/release-day-1.pdf',
        chap_image: '/media/chapters/release-day-1.svg',
        release_date: null,
        page_count: 4,
        access: 'early',
        public_at: publicAt.toISOString(),
      })
      .execute();
    const version = async () => {
      const row = await app.db
        .selectFrom('content_versions')
        .select('version')
        .where('name', '=', 'comics')
        .executeTakeFirstOrThrow();
      return Number(row.version);
    };
    const written = await version();

    await run(EARLY_RELEASES_JOB);
    expect(await version()).toBe(written);

    clock = new Date(publicAt.getTime() + 1000);
    await run(EARLY_RELEASES_JOB);
    await run(EARLY_RELEASES_JOB);
    expect(await version()).toBe(written + 1);
  });
});

describe('housekeeping', () => {
  it('removes expired sessions', async () => {
    const reader = await signUpReader(app);
    const sessions = () =>
      app.db.selectFrom('sessions').select('id').where('user_id', '=', reader.id).execute();
    expect(await sessions()).toHaveLength(1);
    later(31 * DAY);
    await run(HOUSEKEEPING_JOB);
    expect(await sessions()).toEqual([]);
  });
});
