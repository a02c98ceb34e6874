import { ACCESS_MESSAGES } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpChild, signUpReader, type TestReader } from '../../access.ts';
import { buildTestApp } from '../../helpers.ts';
import { asBearer, post } from '../../payments/flow.ts';

// A child account is not offered purchases: its guardian buys for it.

let app: FastifyInstance;
let child: TestReader;

beforeAll(async () => {
  app = await buildTestApp();
  child = await signUpChild(app, { dob: '2012-09-09' });
});
afterAll(() => app.close());

const PURCHASES: [string, object][] = [
  ['/payment/create', { membershipType: 'Annual' }],
  ['/payment/create', { membershipType: 'Monthly', recurring: true }],
  ['/support/create', { supportType: 'one-time', amount: 500, displayName: 'Kid', checkout: true }],
  ['/support/create', { supportType: 'monthly', amount: 1500, displayName: 'Kid', checkout: true }],
];

describe('purchases by a child account', () => {
  it.each(PURCHASES)('%s %j answers 403: a guardian must buy', async (url, body) => {
    for (const credentials of [child.credentials, asBearer(child)]) {
      const res = await post(app, url, body, credentials);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        message: ACCESS_MESSAGES.guardianMustBuy,
        messageKey: 'errors.access.guardianMustBuy',
      });
    }
    const orders = await app.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', child.id)
      .execute();
    expect(orders).toEqual([]);
  });

  it('an adult, and a minor without a guardian, still buy', async () => {
    const adult = await signUpReader(app);
    expect((await post(app, ...PURCHASES[0]!, adult.credentials)).statusCode).toBe(201);
    const unlinked = await signUpReader(app);
    await app.db
      .updateTable('users')
      .set({ dob: '2012-09-09' })
      .where('id', '=', unlinked.id)
      .execute();
    expect((await post(app, ...PURCHASES[2]!, unlinked.credentials)).statusCode).toBe(201);
  });
});
