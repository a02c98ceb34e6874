import os from 'node:os';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { insertUser } from '../../src/repositories/users.ts';
import { createTestDatabase, type TestDatabase } from '../helpers.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(os.tmpdir());
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.db.destroy();
  await database.drop();
});

const user = (email: string, status: 'active' | 'suspended') => ({
  email,
  username: email.split('@')[0] ?? email,
  name: 'Test Person',
  dob: '1990-01-01',
  passwordHash: 'x',
  newsLetter: false,
  status,
});

describe('migration 015_studio', () => {
  it('allows a suspended account and no unknown status or role', async () => {
    const { db } = database;
    const suspended = await insertUser(db, user('held.back@example.com', 'suspended'), new Date());
    expect(suspended.status).toBe('suspended');
    await expect(
      db
        .updateTable('users')
        .set({ status: 'banned' as never })
        .where('id', '=', suspended.id)
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('staff_roles')
        .values({
          user_id: suspended.id,
          role: 'owner' as never,
          granted_by: null,
          granted_at: new Date(),
        })
        .execute(),
    ).rejects.toThrow();
    expect((await db.selectFrom('feedback').select('status').execute()).length).toBe(0);
  });

  it('goes down and up again cleanly', async () => {
    const { db } = database;
    await db.deleteFrom('users').where('status', '=', 'suspended').execute();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    // Down to the one before, past any later migration.
    const down = await migrator.migrateTo('014_jobs');
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({ migrationName: '015_studio', status: 'Success' });
    await expect(
      insertUser(db, user('after.down@example.com', 'suspended'), new Date()),
    ).rejects.toThrow();
    expect((await migrateToLatest(db))[0]).toBe('015_studio');
  });
});
