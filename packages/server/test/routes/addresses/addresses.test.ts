import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@ic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES } from '../../../src/repositories/addresses.ts';
import { buildTestApp, signUp, type SignedUp } from '../../helpers.ts';
import { asCookie, get, post } from '../../payments/flow.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

function address(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    house: '12B, Lotus Apartments',
    street: 'MG Road',
    landmark: 'Near the metro',
    postalCode: '560001',
    city: 'Bengaluru',
    country: 'India',
    state: 'Karnataka',
    phone: '98450 12345',
    isDefault: false,
    ...overrides,
  };
}

async function save(user: SignedUp, body: object) {
  const res = await post(app, '/api/addresses', body, asCookie(user));
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string; isDefault: boolean; phone: string };
}

async function list(user: SignedUp) {
  const res = await get(app, '/api/addresses', asCookie(user));
  return res.json().data as Array<{ _id: string; isDefault: boolean; city: string }>;
}

function send(method: 'PUT' | 'DELETE', url: string, user: SignedUp, payload?: object) {
  return app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload && { payload }) });
}

describe('/api/addresses', () => {
  it('answers 401 when signed out, on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const answers = await Promise.all([
      get(app, '/api/addresses'),
      post(app, '/api/addresses', address()),
      get(app, `/api/addresses/${id}`),
      app.inject({ method: 'PUT', url: `/api/addresses/${id}`, payload: address() }),
      post(app, `/api/addresses/${id}/default`, {}),
      app.inject({ method: 'DELETE', url: `/api/addresses/${id}` }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('validates with the shared address schema', async () => {
    const user = await signUp(app);
    const badPin = await post(
      app,
      '/api/addresses',
      address({ postalCode: '012345' }),
      asCookie(user),
    );
    expect(badPin.statusCode).toBe(400);
    expect(badPin.json().message).toBe(MESSAGES.postalCodeInvalid);
    const badPhone = await post(app, '/api/addresses', address({ phone: '12345' }), asCookie(user));
    expect(badPhone.json().message).toBe(MESSAGES.phoneInvalid);
    const noHouse = await post(app, '/api/addresses', address({ house: '  ' }), asCookie(user));
    expect(noHouse.json().errors).toEqual([
      { field: 'house', message: MESSAGES.fieldRequired, messageKey: 'errors.fieldRequired' },
    ]);
    const abroad = await post(app, '/api/addresses', address({ country: 'Nepal' }), asCookie(user));
    expect(abroad.statusCode).toBe(400);
  });

  it('makes the first address the default, and keeps exactly one default', async () => {
    const user = await signUp(app);
    const first = await save(user, address());
    expect(first.isDefault).toBe(true);
    expect(first.phone).toBe('9845012345');
    const second = await save(user, address({ city: 'Mysuru' }));
    expect(second.isDefault).toBe(false);
    const third = await save(user, address({ city: 'Pune', isDefault: true }));
    expect(third.isDefault).toBe(true);
    let saved = await list(user);
    expect(saved.filter((a) => a.isDefault).map((a) => a._id)).toEqual([third._id]);
    expect(saved[0]?._id).toBe(third._id);

    const made = await post(app, `/api/addresses/${second._id}/default`, {}, asCookie(user));
    expect(made.json().data.isDefault).toBe(true);
    saved = await list(user);
    expect(saved.filter((a) => a.isDefault).map((a) => a._id)).toEqual([second._id]);

    const replaced = await send(
      'PUT',
      `/api/addresses/${first._id}`,
      user,
      address({ city: 'Chennai', isDefault: true }),
    );
    expect(replaced.json().data).toMatchObject({ city: 'Chennai', isDefault: true });
    saved = await list(user);
    expect(saved.filter((a) => a.isDefault).map((a) => a._id)).toEqual([first._id]);
  });

  it('passes the default on when the default address is removed', async () => {
    const user = await signUp(app);
    const first = await save(user, address());
    const second = await save(user, address({ city: 'Kochi' }));
    const removed = await send('DELETE', `/api/addresses/${first._id}`, user);
    expect(removed.statusCode).toBe(200);
    const saved = await list(user);
    expect(saved).toEqual([expect.objectContaining({ _id: second._id, isDefault: true })]);
  });

  it('the database itself refuses a second default', async () => {
    const user = await signUp(app);
    const first = await save(user, address());
    const { user_id: userId } = await app.db
      .selectFrom('addresses')
      .select('user_id')
      .where('id', '=', first._id)
      .executeTakeFirstOrThrow();
    const now = new Date();
    const second = app.db
      .insertInto('addresses')
      .values({
        id: crypto.randomUUID(),
        user_id: userId,
        first_name: '',
        last_name: '',
        house: '1',
        street: 'x',
        landmark: '',
        postal_code: '560001',
        city: 'x',
        country: 'India',
        state: '',
        phone: '9845012345',
        is_default: true,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await expect(second).rejects.toThrow();
  });

  it('keeps each user’s addresses private', async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const saved = await save(owner, address());
    expect((await get(app, `/api/addresses/${saved._id}`, asCookie(stranger))).statusCode).toBe(
      404,
    );
    const put = await send('PUT', `/api/addresses/${saved._id}`, stranger, address());
    expect(put.statusCode).toBe(404);
    expect((await send('DELETE', `/api/addresses/${saved._id}`, stranger)).statusCode).toBe(404);
    expect(
      (await post(app, `/api/addresses/${saved._id}/default`, {}, asCookie(stranger))).statusCode,
    ).toBe(404);
    expect((await get(app, `/api/addresses/${saved._id}`, asCookie(owner))).statusCode).toBe(200);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses per user`, async () => {
    const user = await signUp(app);
    for (let i = 0; i < MAX_ADDRESSES; i += 1) await save(user, address({ house: `House ${i}` }));
    const res = await post(app, '/api/addresses', address(), asCookie(user));
    expect(res.statusCode).toBe(409);
  });
});
