import { STUDIO_MESSAGES, type Comic, type MemberDetail, type StudioAccount } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chaptersOf, signUpReader, type TestReader } from '../../access.ts';
import { buildTestApp } from '../../helpers.ts';
import {
  buyMembership,
  createDonation,
  get,
  isPremium,
  post,
  sandboxPay,
} from '../../payments/flow.ts';
import { auditOf, signUpStaff, studio } from './staff.ts';

let app: FastifyInstance;
let support: TestReader;

beforeAll(async () => {
  app = await buildTestApp({ seed: true });
  support = await signUpStaff(app, ['support']);
});
afterAll(() => app.close());

const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
  studio(app, method, url, support.credentials, payload);

/** A comic with a chapter only members read right now. */
async function membersChapter() {
  const comics: Comic[] = (await get(app, '/comic')).json().data;
  const comic = comics.find((c) => c.membersChapterCount > 0);
  if (!comic) throw new Error('the seed has no members chapter');
  const find = async (reader: TestReader) =>
    (await chaptersOf(app, comic, reader.credentials)).find((c) => c.access === 'members');
  return { find };
}

describe('finding a member', () => {
  it('by the start of an email or username, exact match first', async () => {
    const reader = await signUpReader(app);
    const byEmail = await as(
      'GET',
      `/api/studio/members?q=${encodeURIComponent(reader.body.email.toUpperCase())}`,
    );
    expect(byEmail.statusCode).toBe(200);
    const [first] = byEmail.json().data as StudioAccount[];
    expect(first).toMatchObject({
      userId: reader.id,
      email: reader.body.email,
      status: 'active',
      roles: [],
    });
    const byUsername = await as(
      'GET',
      `/api/studio/members?q=${reader.body.username.slice(0, 10)}`,
    );
    expect((byUsername.json().data as StudioAccount[]).map((a) => a.userId)).toContain(reader.id);
    const wildcard = await as('GET', '/api/studio/members?q=%25');
    expect(wildcard.json().data).toEqual([]);
    const empty = await as('GET', '/api/studio/members?q=%20');
    expect(empty.json().message).toBe(STUDIO_MESSAGES.searchRequired);
  });

  it("shows a member's orders with payments and donations, and the membership", async () => {
    const reader = await signUpReader(app);
    await buyMembership(app, reader.credentials, 'Monthly');
    const res = await as('GET', `/api/studio/members/${reader.id}`);
    expect(res.statusCode).toBe(200);
    const detail: MemberDetail = res.json().data;
    expect(detail.account.userId).toBe(reader.id);
    expect(detail.membership).toMatchObject({ isPremium: true, plan: 'Monthly' });
    expect(detail.membership).not.toHaveProperty('memberCode');
    expect(detail.orders).toEqual([
      expect.objectContaining({
        purpose: 'membership',
        status: 'paid',
        payments: [expect.anything()],
      }),
    ]);
    expect((await as('GET', `/api/studio/members/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('granting a membership', () => {
  it('makes a members chapter readable, with a reason in the audit log', async () => {
    const reader = await signUpReader(app);
    const { find } = await membersChapter();
    expect((await find(reader))?.readable).toBe(false);

    const invalid = await as('POST', `/api/studio/members/${reader.id}/membership`, {
      months: 0,
      reason: 'x',
    });
    expect(invalid.json().errors).toEqual([
      { field: 'months', message: STUDIO_MESSAGES.monthsInvalid },
      { field: 'reason', message: STUDIO_MESSAGES.reasonRequired },
    ]);

    const granted = await as('POST', `/api/studio/members/${reader.id}/membership`, {
      months: 2,
      reason: 'Contest winner',
    });
    expect(granted.statusCode).toBe(200);
    const detail: MemberDetail = granted.json().data;
    expect(detail.membership.isPremium).toBe(true);
    expect((await find(reader))?.readable).toBe(true);
    expect(await isPremium(app, reader.credentials)).toBe(true);

    const extended = await as('POST', `/api/studio/members/${reader.id}/membership`, {
      months: 1,
      reason: 'Apology',
    });
    const until = (d: MemberDetail) => Date.parse(d.membership.memberUntil ?? '');
    const days = (until(extended.json().data) - until(detail)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    const [first] = await auditOf(app, reader.id);
    expect(first).toMatchObject({
      action: 'membership.grant',
      actor_id: support.id,
      before: { memberUntil: null },
      after: { memberUntil: detail.membership.memberUntil, months: 2, reason: 'Contest winner' },
    });
  });
});

describe("today's takings", () => {
  it('adds each payment captured today to sales or donations', async () => {
    const before = (await as('GET', '/api/studio/takings/today')).json().data;
    const reader = await signUpReader(app);
    await buyMembership(app, reader.credentials, 'Monthly');
    const donation = await createDonation(app, {
      supportType: 'one-time',
      amount: 700,
      displayName: '',
    });
    await post(app, '/support/confirm', await sandboxPay(app, donation.orderId));
    const after = (await as('GET', '/api/studio/takings/today')).json().data;
    expect(after.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(after.sales.count - before.sales.count).toBe(1);
    expect(after.sales.amount - before.sales.amount).toBeGreaterThan(0);
    expect(after.donations).toEqual({
      count: before.donations.count + 1,
      amount: before.donations.amount + 700,
    });
  });
});
