import type { Generated } from 'kysely';

/** Table types for Kysely. Timestamps are ISO-8601 UTC text so both dialects sort them alike. */
export interface EventsTable {
  id: string;
  title: string;
  category: string;
  event_owner: string | null;
  artist_name: string;
  venue: string;
  city: string;
  time_zone: string;
  month: string;
  date: string;
  year: string;
  time: string;
  starts_at: string;
  base_price: number;
  subaccount_code: string;
  description: string;
  about: string;
  ticket_file_name: string;
  ticket_file_type: string;
  ticket_file_size: string;
  capacity: number;
  remaining: number;
  sort_order: Generated<number>;
}

export interface UsersTable {
  id: string;
  username: string;
  /** The username lower-cased (NFKC); unique, so usernames are unique case-insensitively. */
  username_key: string;
  /** Lower-cased. */
  email: string;
  /** `scrypt$N$r$p$salt$hash`; null for a Google-only account. */
  password_hash: string | null;
  google_sub: string | null;
  /** When the owner proved the address (confirmation link, password reset, Google); null until then. */
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie's token. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface PasswordResetTokensTable {
  /** SHA-256 (hex) of the emailed token. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface EmailVerificationTokensTable {
  /** SHA-256 (hex) of the emailed token. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
  sent_at: string | null;
  attempts: Generated<number>;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: string;
}

export interface Database {
  events: EventsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_verification_tokens: EmailVerificationTokensTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
}
