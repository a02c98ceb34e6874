import type { InboxStatus, Language } from '@ic/domain';
import type { ColumnType, Generated } from 'kysely';

// Tables of the accounts area. Timestamps are timestamptz: read as Date, written as Date.
type Timestamp = ColumnType<Date, Date, Date>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;

/**
 * 'pending_consent': a minor's account waiting for a guardian; 'suspended': stopped by a
 * moderator. Neither can sign in.
 */
export type UserStatus = 'active' | 'pending_consent' | 'suspended';

export interface UsersTable {
  id: string;
  /** Always lower-cased; unique. */
  email: string;
  /** Unique regardless of case. */
  username: string;
  name: string;
  /** YYYY-MM-DD as entered. */
  dob: string;
  password_hash: string;
  news_letter: boolean;
  /**
   * The reader's language (issue 19), for mail and for the site after a login: the signup's, the
   * switch's choice, or the browser's at the first login; null until then (019).
   */
  language: Language | null;
  avatar: string | null;
  /** Set by a moderator: the avatar is not shown (the default one is) (017). */
  avatar_hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
  status: UserStatus;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A signed-in browser or client. Only hashes are stored: a database leak signs nobody in. */
export interface SessionsTable {
  /** sha256 of the `sid` cookie value. */
  id: string;
  /** sha256 of the bearer token: a second credential for the same session. */
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  /** Absolute expiry; idle expiry is measured from last_seen_at. */
  expires_at: Timestamp;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface GuardianConsentsTable {
  id: string;
  user_id: string;
  guardian_email: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

/** Fixed-window counters shared by every instance (login failures, general per-IP limits). */
export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

export interface NewsletterSubscribersTable {
  email: string;
  created_at: CreatedAt;
}

export interface FeedbackTable {
  id: Generated<string>;
  user_id: string | null;
  email: string;
  name: string;
  subject: string;
  feedback: string;
  status: ColumnType<InboxStatus, InboxStatus | undefined, InboxStatus>;
  /** Set by a moderator: hidden, with the reason (017). */
  hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface ErrorReportsTable {
  id: Generated<string>;
  user_id: string | null;
  message: string;
  page: string | null;
  details: string | null;
  user_agent: string | null;
  status: ColumnType<InboxStatus, InboxStatus | undefined, InboxStatus>;
  created_at: CreatedAt;
}

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  guardian_consents: GuardianConsentsTable;
  rate_limits: RateLimitsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  feedback: FeedbackTable;
  error_reports: ErrorReportsTable;
}
