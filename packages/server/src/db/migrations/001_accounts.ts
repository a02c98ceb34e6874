import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

async function createUsers(db: Kysely<unknown>) {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dob', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('news_letter', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('avatar', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('active', 'pending_consent')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('users_username_lower')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();
}

async function createSessionTables(db: Kysely<unknown>) {
  const userRef = 'users.id';
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('guardian_consents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('guardian_email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  for (const table of ['password_resets', 'guardian_consents']) {
    await db.schema.createIndex(`${table}_user`).on(table).column('user_id').execute();
  }
}

async function createSmallTables(db: Kysely<unknown>) {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  const userRef = 'users.id';
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('user_id', 'text', (c) => c.references(userRef).onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('feedback', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('error_reports')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('user_id', 'text', (c) => c.references(userRef).onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('page', 'text')
    .addColumn('details', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

/** Accounts: users, their sessions and tokens, rate-limit counters, newsletter, feedback. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createUsers(db);
  await createSessionTables(db);
  await createSmallTables(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = ['error_reports', 'feedback', 'newsletter_subscribers', 'rate_limits'];
  for (const table of [...tables, 'guardian_consents', 'password_resets', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
