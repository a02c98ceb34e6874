import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Address, SavedAddress } from '@ic/domain';
import type { Db } from '../db/database.ts';
import type { AddressesTable } from '../db/tables/payments.ts';

export type AddressRow = Selectable<AddressesTable>;
export type AddressInput = Omit<Address, '_id'>;

/** A user keeps at most this many addresses: enough for any household, not a storage service. */
export const MAX_ADDRESSES = 20;

export function toAddress(row: AddressRow): SavedAddress {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    house: row.house,
    street: row.street,
    landmark: row.landmark,
    postalCode: row.postal_code,
    city: row.city,
    country: row.country,
    state: row.state,
    phone: row.phone,
    isDefault: row.is_default,
  };
}

function columnsOf(input: AddressInput) {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    house: input.house,
    street: input.street,
    landmark: input.landmark,
    postal_code: input.postalCode,
    city: input.city,
    country: input.country,
    state: input.state,
    phone: input.phone,
  };
}

export async function listAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function findAddress(db: Db, userId: string, id: string) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Locks the user's address rows so counting and default-switching never race. */
async function lockUserAddresses(trx: Db, userId: string): Promise<number> {
  const rows = await trx
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .forUpdate()
    .execute();
  return rows.length;
}

async function clearDefault(trx: Db, userId: string, now: Date): Promise<void> {
  await trx
    .updateTable('addresses')
    .set({ is_default: false, updated_at: now })
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .execute();
}

/**
 * Saves a new address; returns null when the user already has MAX_ADDRESSES. The first address
 * becomes the default; a new default replaces the old one in the same transaction.
 */
export async function createAddress(db: Db, userId: string, input: AddressInput, now: Date) {
  return db.transaction().execute(async (trx) => {
    const count = await lockUserAddresses(trx, userId);
    if (count >= MAX_ADDRESSES) return null;
    const isDefault = input.isDefault || count === 0;
    if (isDefault) await clearDefault(trx, userId, now);
    return trx
      .insertInto('addresses')
      .values({
        ...columnsOf(input),
        id: randomUUID(),
        user_id: userId,
        is_default: isDefault,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Replaces an address. Unticking the default leaves the user without one only if they ask. */
export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  input: AddressInput,
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    await lockUserAddresses(trx, userId);
    if (input.isDefault) await clearDefault(trx, userId, now);
    return trx
      .updateTable('addresses')
      .set({ ...columnsOf(input), is_default: input.isDefault, updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  });
}

export async function makeDefaultAddress(db: Db, userId: string, id: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    await lockUserAddresses(trx, userId);
    const found = await findAddress(trx, userId, id);
    if (!found) return undefined;
    await clearDefault(trx, userId, now);
    return trx
      .updateTable('addresses')
      .set({ is_default: true, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Deletes an address; when it was the default, the most recently used one takes its place. */
export async function deleteAddress(db: Db, userId: string, id: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    await lockUserAddresses(trx, userId);
    const deleted = await trx
      .deleteFrom('addresses')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returning('is_default')
      .executeTakeFirst();
    if (!deleted) return false;
    if (deleted.is_default) {
      const [next] = await listAddresses(trx, userId);
      if (next) {
        await trx
          .updateTable('addresses')
          .set({ is_default: true, updated_at: now })
          .where('id', '=', next.id)
          .execute();
      }
    }
    return true;
  });
}
