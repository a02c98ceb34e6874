import { sql } from 'kysely';
import type { Kysely } from 'kysely';

type Builder = Kysely<unknown>;
const now = sql`now()`;

async function createOrders(db: Builder): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The money record outlives a deleted account: the order becomes anonymous.
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('membership', 'donation')`),
    )
    .addColumn('plan_type', 'text')
    .addColumn('research_papers', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('support_type', 'text', (c) => c.check(sql`support_type in ('one-time', 'monthly')`))
    .addColumn('recurring', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('INR'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('created')
        .check(sql`status in ('created', 'paid', 'failed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('orders_user_idx')
    .on('orders')
    .columns(['user_id', 'created_at'])
    .execute();
}

async function createPayments(db: Builder): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider_payment_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('confirm', 'webhook')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();
  await db.schema.createIndex('payments_created_idx').on('payments').column('created_at').execute();
}

async function createSubscriptions(db: Builder): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) =>
      c.notNull().unique().references('orders.id').onDelete('cascade'),
    )
    .addColumn('provider_subscription_id', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('created')
        .check(sql`status in ('created', 'active', 'cancelled')`),
    )
    .addColumn('paid_through', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('cancelled_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('subscriptions_user_idx')
    .on('subscriptions')
    .column('user_id')
    .execute();
}

async function createMembershipsAndDonations(db: Builder): Promise<void> {
  await db.schema
    .createTable('memberships')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('plan', 'text')
    .addColumn('research_papers', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('donations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) =>
      c.notNull().unique().references('orders.id').onDelete('cascade'),
    )
    .addColumn('support_type', 'text', (c) =>
      c.notNull().check(sql`support_type in ('one-time', 'monthly')`),
    )
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('donations_paid_idx').on('donations').column('paid_at').execute();
}

async function createBookkeeping(db: Builder): Promise<void> {
  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('processed', 'deferred', 'ignored')`),
    )
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('processed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('webhook_events_deferred_idx')
    .on('webhook_events')
    .column('reference')
    .where(sql.ref('status'), '=', 'deferred')
    .execute();
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'route', 'key'])
    .execute();
}

async function createAddresses(db: Builder): Promise<void> {
  await db.schema
    .createTable('addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('house', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('landmark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('India'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('addresses_user_idx').on('addresses').column('user_id').execute();
  // The database itself guarantees at most one default address per user.
  await db.schema
    .createIndex('addresses_one_default_idx')
    .on('addresses')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', true)
    .execute();
}

async function createSandbox(db: Builder): Promise<void> {
  await db.schema
    .createTable('sandbox_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('order', 'subscription')`))
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('INR'))
    .addColumn('receipt', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('created')
        .check(sql`status in ('created', 'attempted', 'paid', 'cancelled')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

/** Payments: orders, captured payments, subscriptions, memberships, donations, webhook
 * events, idempotency keys, saved addresses and the local sandbox provider's orders. */
export async function up(db: Builder): Promise<void> {
  await createOrders(db);
  await createPayments(db);
  await createSubscriptions(db);
  await createMembershipsAndDonations(db);
  await createBookkeeping(db);
  await createAddresses(db);
  await createSandbox(db);
}

export async function down(db: Builder): Promise<void> {
  for (const table of [
    'sandbox_orders',
    'addresses',
    'idempotency_keys',
    'webhook_events',
    'donations',
    'memberships',
    'subscriptions',
    'payments',
    'orders',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
