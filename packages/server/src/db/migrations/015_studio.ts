import { sql, type Kysely } from 'kysely';

const now = sql`now()`;
const STATUS_CHECK = 'users_status_check';

/** Replaces the users' status check (PostgreSQL named the column's inline check for us). */
async function allowStatuses(db: Kysely<unknown>, statuses: string[]) {
  const list = sql.join(statuses.map((status) => sql.lit(status)));
  await sql`alter table users drop constraint ${sql.ref(STATUS_CHECK)}`.execute(db);
  await sql`alter table users add constraint ${sql.ref(STATUS_CHECK)} check (status in (${list}))`.execute(
    db,
  );
}

async function createStaffRoles(db: Kysely<unknown>) {
  await db.schema
    .createTable('staff_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) =>
      c.notNull().check(sql`role in ('admin', 'editor', 'moderator', 'support')`),
    )
    // Who granted it (null: the studio:admin command); kept when that person's account goes.
    .addColumn('granted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('staff_roles_pk', ['user_id', 'role'])
    .execute();
}

async function createAuditLog(db: Kysely<unknown>) {
  // No foreign keys: the trail outlives the accounts and rows it is about.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('request_id', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_actor')
    .on('audit_log')
    .columns(['actor_id', 'at'])
    .execute();
}

/** Moderation's marks on existing rows: suspended accounts, inbox status, hidden names. */
async function addModeration(db: Kysely<unknown>) {
  await allowStatuses(db, ['active', 'pending_consent', 'suspended']);
  for (const table of ['feedback', 'error_reports']) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('open')
          .check(sql`status in ('open', 'answered', 'closed')`),
      )
      .execute();
  }
  await db.schema.alterTable('donations').addColumn('name_hidden_reason', 'text').execute();
}

/** The studio (issue 18): staff roles, the audit log and moderation's marks. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createStaffRoles(db);
  await createAuditLog(db);
  await addModeration(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('donations').dropColumn('name_hidden_reason').execute();
  for (const table of ['feedback', 'error_reports']) {
    await db.schema.alterTable(table).dropColumn('status').execute();
  }
  await allowStatuses(db, ['active', 'pending_consent']);
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('staff_roles').execute();
}
