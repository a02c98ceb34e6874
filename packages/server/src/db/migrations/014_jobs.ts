import { sql, type Kysely } from 'kysely';

/**
 * Work that runs after a request or on a timer becomes jobs. On PostgreSQL pg-boss keeps its own
 * schema (`pgboss`) and `local_jobs` stays empty; on the embedded database the in-process runner
 * keeps its jobs here, so a mail accepted for sending survives a crash there too.
 * `membership_notices` lets each renewal reminder and expiry mail go once per period, and the
 * sandbox remembers the payment id it issued, so reconciliation can report the same payment the
 * checkout would have confirmed (one payment id: never two grants).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('local_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('created', 'active', 'failed')`),
    )
    .addColumn('retry_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_after', 'timestamptz', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('local_jobs_due')
    .on('local_jobs')
    .columns(['state', 'start_after'])
    .execute();
  await db.schema
    .createTable('membership_notices')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('reminder', 'ended')`))
    .addColumn('period_ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('membership_notices_pk', ['user_id', 'kind', 'period_ends_at'])
    .execute();
  await db.schema.alterTable('sandbox_orders').addColumn('payment_id', 'text').execute();
  await sql`alter table payments drop constraint payments_source_check`.execute(db);
  await sql`
    alter table payments add constraint payments_source_check
    check (source in ('confirm', 'webhook', 'reconciliation'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments drop constraint payments_source_check`.execute(db);
  await sql`
    alter table payments add constraint payments_source_check check (source in ('confirm', 'webhook'))
  `.execute(db);
  await db.schema.alterTable('sandbox_orders').dropColumn('payment_id').execute();
  await db.schema.dropTable('membership_notices').execute();
  await db.schema.dropTable('local_jobs').execute();
}
