import { addMonths, type Chapter } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chaptersOf, comicTitled, pdfOf, signUpReader, type TestReader } from '../../access.ts';
import { buildTestApp } from '../../helpers.ts';
import { memberCode } from '../../../src/security/member-code.ts';
import {
  buyMembership,
  createDonation,
  get,
  isPremium,
  logIn,
  membership,
  post,
  sandboxPay,
  type Credentials,
} from '../../payments/flow.ts';

// Who is a member, from paid records only, and the instant it ends: the chapter decision,
// GET /payment/verify and GET /api/membership must always agree.

const START = new Date('2026-03-10T09:00:00.000Z');
let clock = START;
let app: FastifyInstance;
let membersChapter: Chapter;

beforeAll(async () => {
  app = await buildTestApp({ seed: true, now: () => clock });
  const chapters = await chaptersOf(app, await comicTitled(app, 'Tides of Ratnakar'));
  membersChapter = chapters[1] as Chapter;
});
afterAll(() => {
  clock = START;
  return app.close();
});

/** What every part of the server says about the reader right now. */
async function standing(credentials: Credentials) {
  const status = await membership(app, credentials);
  const pdf = await get(app, pdfOf(membersChapter), credentials);
  return {
    verify: await isPremium(app, credentials),
    isPremium: status.isPremium as boolean,
    memberUntil: status.memberUntil as string | null,
    memberCode: status.memberCode as string | null,
    pdf: pdf.statusCode,
  };
}

const member = (until: Date, reader: TestReader) => ({
  verify: true,
  isPremium: true,
  memberUntil: until.toISOString(),
  memberCode: memberCode(app.config.memberCodeSecret, reader.id),
  pdf: 200,
});
const notMember = {
  verify: false,
  isPremium: false,
  memberUntil: null,
  memberCode: null,
  pdf: 403,
};

/** Checks the entitlement runs until `until` and ends at that very instant. */
async function expectEndsAt(reader: TestReader, until: Date) {
  clock = new Date(until.getTime() - 1);
  expect(await standing(await logIn(app, reader))).toEqual(member(until, reader));
  clock = until;
  expect(await standing(await logIn(app, reader))).toEqual(notMember);
  clock = START;
}

async function donate(reader: TestReader, supportType: string, amount: number) {
  const order = await createDonation(
    app,
    { supportType, amount, displayName: 'Fan' },
    reader.credentials,
  );
  const result = await sandboxPay(app, order.orderId);
  expect((await post(app, '/support/confirm', result, reader.credentials)).statusCode).toBe(200);
  return order;
}

describe('entitlement from paid records', () => {
  it('nobody is a member before paying', async () => {
    const reader = await signUpReader(app);
    expect(await standing(reader.credentials)).toEqual(notMember);
  });

  it.each([
    ['Monthly', 1],
    ['HalfYear', 6],
    ['Annual', 12],
    ['UltimateKit', 12],
  ])('a %s plan runs %i month(s) from payment, then ends at once', async (plan, months) => {
    const reader = await signUpReader(app);
    await buyMembership(app, reader.credentials, plan);
    const until = addMonths(START, months);
    expect(await standing(reader.credentials)).toEqual(member(until, reader));
    await expectEndsAt(reader, until);
  });

  it('a one-time donation of ₹1500 gives 2 months; ₹1499 gives nothing', async () => {
    const modest = await signUpReader(app);
    await donate(modest, 'one-time', 1499);
    expect(await standing(modest.credentials)).toEqual(notMember);
    const generous = await signUpReader(app);
    await donate(generous, 'one-time', 1500);
    await expectEndsAt(generous, addMonths(START, 2));
  });

  it('a Gold monthly donation counts while paid up, to its paid period', async () => {
    const gold = await signUpReader(app);
    await donate(gold, 'monthly', 1500);
    const paidThrough = addMonths(START, 1);
    expect(await standing(gold.credentials)).toEqual(member(paidThrough, gold));
    await expectEndsAt(gold, paidThrough);
  });

  it("takes the Gold donation's paid period when it runs past the membership's expiry", async () => {
    const gold = await signUpReader(app);
    await donate(gold, 'monthly', 1500);
    const earlier = new Date(START.getTime() + 24 * 60 * 60 * 1000);
    await app.db
      .updateTable('memberships')
      .set({ expires_at: earlier })
      .where('user_id', '=', gold.id)
      .execute();
    await expectEndsAt(gold, addMonths(START, 1));
  });

  it('shows the member code only while a member', async () => {
    const reader = await signUpReader(app);
    expect((await membership(app, reader.credentials)).memberCode).toBeNull();
    await buyMembership(app, reader.credentials, 'Annual');
    expect((await membership(app, reader.credentials)).memberCode).toMatch(/^ICU-[0-9A-Z]{8}$/);
  });
});
