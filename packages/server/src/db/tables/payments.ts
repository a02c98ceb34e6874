import type { ColumnType } from 'kysely';
import type { PaymentProvider, PaymentPurpose, PlanType, SupportType } from '@ic/domain';

// Tables of the payments area. Money is integer rupees everywhere except the sandbox's own
// orders, which hold paise exactly as a provider does. Timestamps are timestamptz, read and
// written as Date.
type Timestamp = ColumnType<Date, Date, Date>;
type CreatedAt = ColumnType<Date, Date, never>;
/** A jsonb column: read back parsed, written as a JSON string. */
type Json<T> = ColumnType<T, string, string>;

export type OrderStatus = 'created' | 'paid' | 'failed';

/** One checkout: a one-time order, or the first charge of a subscription. */
export interface OrdersTable {
  id: string;
  /** Null for anonymous donations, and after the account is deleted (the money record stays). */
  user_id: string | null;
  purpose: PaymentPurpose;
  plan_type: PlanType | null;
  research_papers: boolean;
  support_type: SupportType | null;
  /** True when the provider reference is a subscription that renews every month. */
  recurring: boolean;
  amount: number;
  currency: 'INR';
  description: string;
  provider: PaymentProvider;
  /** The provider's order id, or its subscription id when recurring. Unique. */
  provider_order_id: string;
  status: OrderStatus;
  created_at: CreatedAt;
  paid_at: Timestamp | null;
  failed_at: Timestamp | null;
}

/** Every captured payment, once: the unique provider payment id makes granting idempotent. */
export interface PaymentsTable {
  id: string;
  order_id: string;
  provider_payment_id: string;
  amount: number;
  /** Who told us first: the checkout completion, a provider webhook or asking the provider. */
  source: 'confirm' | 'webhook' | 'reconciliation';
  created_at: CreatedAt;
}

export type SubscriptionStatus = 'created' | 'active' | 'cancelled';

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  order_id: string;
  provider_subscription_id: string;
  status: SubscriptionStatus;
  /** The end of the last period paid for; null before the first charge. */
  paid_through: Timestamp | null;
  created_at: CreatedAt;
  cancelled_at: Timestamp | null;
}

/** One row per member: the current continuous period. Extended, never duplicated. */
export interface MembershipsTable {
  user_id: string;
  /** The last plan bought; null when the period came only from a donation perk. */
  plan: PlanType | null;
  research_papers: boolean;
  started_at: Timestamp;
  expires_at: Timestamp;
  updated_at: Timestamp;
}

export interface DonationsTable {
  id: string;
  order_id: string;
  support_type: SupportType;
  amount: number;
  /** '' shows the supporter as Anonymous. */
  display_name: string;
  /** Set by a moderator: the name shows as Anonymous, for this reason. */
  name_hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  /** Set by the first paid charge: only paid donations count anywhere. */
  paid_at: Timestamp | null;
}

export type WebhookEventStatus = 'processed' | 'deferred' | 'ignored';

/** Provider events by their id, so a redelivered event is applied once. */
export interface WebhookEventsTable {
  id: string;
  event: string;
  /** The provider order or subscription id the event is about, to replay deferred events. */
  reference: string | null;
  payload: Json<unknown>;
  status: WebhookEventStatus;
  note: string;
  received_at: CreatedAt;
  processed_at: Timestamp | null;
}

/** A client's Idempotency-Key: a retried create answers the first result instead of a new order. */
export interface IdempotencyKeysTable {
  scope: string;
  route: string;
  key: string;
  request_hash: string;
  /** Null while the first request is still running. */
  response: Json<unknown> | null;
  created_at: CreatedAt;
}

export interface AddressesTable {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  house: string;
  street: string;
  landmark: string;
  postal_code: string;
  city: string;
  country: 'India';
  state: string;
  phone: string;
  /** At most one per user (a partial unique index). */
  is_default: boolean;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type SandboxOrderStatus = 'created' | 'attempted' | 'paid' | 'cancelled';

/** The local sandbox provider's own books: what Razorpay would hold on its side. */
export interface SandboxOrdersTable {
  id: string;
  kind: 'order' | 'subscription';
  amount_paise: number;
  currency: 'INR';
  receipt: string;
  description: string;
  notes: Json<Record<string, string>>;
  status: SandboxOrderStatus;
  /** The payment that paid it, as the checkout was told (migration 012). */
  payment_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface PaymentTables {
  orders: OrdersTable;
  payments: PaymentsTable;
  subscriptions: SubscriptionsTable;
  memberships: MembershipsTable;
  donations: DonationsTable;
  webhook_events: WebhookEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  addresses: AddressesTable;
  sandbox_orders: SandboxOrdersTable;
}
