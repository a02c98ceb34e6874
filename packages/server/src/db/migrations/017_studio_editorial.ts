import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/** A blog is written before it is shown: draft, published, or published from `publish_at`. */
async function addBlogStatus(db: Kysely<unknown>) {
  await db.schema
    .alterTable('blogs')
    // Everything stored before the studio was public: it stays published.
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('published')
        .check(sql`status in ('draft', 'published', 'scheduled')`),
    )
    .addColumn('publish_at', 'timestamptz')
    .execute();
  await sql`
    alter table blogs add constraint blogs_scheduled_has_time
    check (status <> 'scheduled' or publish_at is not null)
  `.execute(db);
}

/** A closed job leaves /careers; its applications stay, each with where it is in hiring. */
async function addCareers(db: Kysely<unknown>) {
  await db.schema.alterTable('jobs').addColumn('closed_at', 'timestamptz').execute();
  await db.schema
    .alterTable('job_applications')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'shortlisted', 'rejected', 'hired')`),
    )
    .execute();
}

/** Moderation of what members wrote or chose: a reason set means hidden. */
async function addHiding(db: Kysely<unknown>) {
  await db.schema.alterTable('users').addColumn('avatar_hidden_reason', 'text').execute();
  await db.schema.alterTable('feedback').addColumn('hidden_reason', 'text').execute();
}

/** Refunds marked in the studio: what the provider was asked (or the sandbox recorded), and why. */
async function createRefunds(db: Kysely<unknown>) {
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_refund_id', 'text', (c) => c.notNull())
    // Who marked it; kept when that account goes.
    .addColumn('marked_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('refunds_payment').on('refunds').column('payment_id').execute();
}

/** The studio's editorial and money work (issue 18): blog states, careers, hiding, refunds. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addBlogStatus(db);
  await addCareers(db);
  await addHiding(db);
  await createRefunds(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refunds').execute();
  await db.schema.alterTable('feedback').dropColumn('hidden_reason').execute();
  await db.schema.alterTable('users').dropColumn('avatar_hidden_reason').execute();
  await db.schema.alterTable('job_applications').dropColumn('status').execute();
  await db.schema.alterTable('jobs').dropColumn('closed_at').execute();
  await sql`alter table blogs drop constraint blogs_scheduled_has_time`.execute(db);
  await db.schema.alterTable('blogs').dropColumn('publish_at').dropColumn('status').execute();
}
