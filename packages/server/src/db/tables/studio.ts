import type { ColumnType, Generated } from 'kysely';
import type { PaymentProvider, StaffRole } from '@ic/domain';

// Tables of the studio (migration 015). Timestamps are timestamptz, read and written as Date.
type CreatedAt = ColumnType<Date, Date, never>;
/** A jsonb column: read back parsed, written as a JSON string. */
type Json = ColumnType<unknown, string | null, never>;

/** One role of one staff member; a member of staff holds one row per role. */
export interface StaffRolesTable {
  user_id: string;
  role: StaffRole;
  /** Null: granted by the studio:admin command, or by an account since deleted. */
  granted_by: string | null;
  granted_at: CreatedAt;
}

/** Every studio write: who, what, on what, the state before and after, when, which request. */
export interface AuditLogTable {
  id: Generated<string>;
  /** Null for the studio:admin command. */
  actor_id: string | null;
  actor_email: string;
  action: string;
  target_kind: string;
  target_id: string;
  before: Json;
  after: Json;
  request_id: string | null;
  at: CreatedAt;
}

/** A refund marked in the studio (migration 017); `amount` in rupees, as payments are. */
export interface RefundsTable {
  id: string;
  /** Our payments.id. */
  payment_id: string;
  amount: number;
  reason: string;
  provider: PaymentProvider;
  provider_refund_id: string;
  marked_by: string | null;
  created_at: CreatedAt;
}

export interface StudioTables {
  staff_roles: StaffRolesTable;
  audit_log: AuditLogTable;
  refunds: RefundsTable;
}
