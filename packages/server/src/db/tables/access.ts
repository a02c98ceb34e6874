import type { ColumnType, Generated } from 'kysely';
import type { Rating } from '@ic/domain';

// Tables of access and guardians (migrations 005 and 006). Timestamps are timestamptz.
type Timestamp = ColumnType<Date, Date, Date>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

/** A guardian's limits for one child; a missing row or null column means the default. */
export interface ChildSettingsTable {
  user_id: string;
  /** null: the default for the child's age (PG under 13, T from 13). */
  max_rating: Rating | null;
  /** null: no daily limit. */
  daily_limit_minutes: number | null;
  paused: boolean;
  updated_at: Timestamp;
}

/** Minutes read per India calendar day ('YYYY-MM-DD'). */
export interface ReadingMinutesTable {
  user_id: string;
  day: string;
  minutes: number;
}

/** Where each reader is and when a minute was last counted (see heartbeatCounts in domain). */
export interface ReadingClocksTable {
  user_id: string;
  chapter_id: string;
  page: number;
  last_activity_at: Timestamp;
  last_counted_at: Timestamp | null;
}

export interface ChapterOpensTable {
  id: Generated<string>;
  user_id: string;
  chapter_id: string;
  opened_at: CreatedAt;
}

export interface GuardiansTable {
  id: string;
  /** Lower-cased; unique. */
  email: string;
  created_at: CreatedAt;
}

export interface GuardianChildrenTable {
  guardian_id: string;
  user_id: string;
  created_at: CreatedAt;
}

/** A mailed sign-in link: only the secret's hash is kept; single use. */
export interface GuardianLinksTable {
  id: string;
  guardian_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A guardian's signed-in browser; the id is the sha256 of the cookie's value. */
export interface GuardianSessionsTable {
  id: string;
  guardian_id: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

/** Who changed what for which child, and when; kept after the child or guardian is gone. */
export interface GuardianAuditTable {
  id: Generated<string>;
  guardian_email: string;
  child_user_id: string;
  action: string;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  created_at: CreatedAt;
}

export interface AccessTables {
  child_settings: ChildSettingsTable;
  reading_minutes: ReadingMinutesTable;
  reading_clocks: ReadingClocksTable;
  chapter_opens: ChapterOpensTable;
  guardians: GuardiansTable;
  guardian_children: GuardianChildrenTable;
  guardian_links: GuardianLinksTable;
  guardian_sessions: GuardianSessionsTable;
  guardian_audit: GuardianAuditTable;
}
