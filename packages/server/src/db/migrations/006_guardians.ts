import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/**
 * Guardians (spec section 6): one guardian, known by email, may hold several children. A guardian
 * signs in with a mailed single-use link into a short session of their own (never a user session),
 * and every change they make to a child is kept in an audit trail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guardians')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('guardian_children')
    .addColumn('guardian_id', 'text', (c) =>
      c.notNull().references('guardians.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('guardian_children_pk', ['guardian_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('guardian_children_user')
    .on('guardian_children')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('guardian_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guardian_id', 'text', (c) =>
      c.notNull().references('guardians.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('guardian_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guardian_id', 'text', (c) =>
      c.notNull().references('guardians.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // No foreign keys: the trail outlives a deleted child or guardian.
  await db.schema
    .createTable('guardian_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('guardian_email', 'text', (c) => c.notNull())
    .addColumn('child_user_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('guardian_audit_child')
    .on('guardian_audit')
    .columns(['child_user_id', 'created_at'])
    .execute();

  // Children already waiting for consent keep their guardian.
  await sql`insert into guardians (id, email)
    select gen_random_uuid()::text, guardian_email
    from (select distinct guardian_email from guardian_consents) as pending`.execute(db);
  await sql`insert into guardian_children (guardian_id, user_id)
    select distinct g.id, c.user_id
    from guardian_consents c join guardians g on g.email = c.guardian_email`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'guardian_audit',
    'guardian_sessions',
    'guardian_links',
    'guardian_children',
    'guardians',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
