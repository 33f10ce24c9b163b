import type { OrderStatus, PaymentChannel, SeatKind } from '@storefront/contracts/rules';
import type { Generated } from 'kysely';

/** Why a paid order got no ticket (migration 031; refund-reasons.ts says it to the buyer). */
export type RefundReason = 'sold_out' | 'cancelled' | 'over_limit' | 'code_used_up';

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
  /** A new random token whenever the row changes (set by triggers, migration 013); caches check it. */
  revision: Generated<string>;
  /** Migration 010: 'draft' is for admins only; 'cancelled' shows its page but sells nothing. */
  status: Generated<EventStatus>;
  /** The uploaded poster's version (in its images' paths); null: the built-in SVG poster. */
  poster_version: string | null;
  updated_at: string | null;
  /** Set by every admin change: the start-up seeding leaves such an event alone (decision 14). */
  admin_edited_at: string | null;
  /** Migration 014: the most tickets one order may hold (the back office sets it; default 10). */
  max_per_order: Generated<number>;
  /** Migration 014: the most tickets one account may hold or have bought for this event (default 20). */
  max_per_account: Generated<number>;
  /** Migration 017: how many minutes before the start the door admits without asking staff to confirm (default 180). */
  doors_open_minutes: Generated<number>;
  /** Migration 020: the end instant, ISO 8601 UTC (calendar DTEND, JSON-LD endDate, the pages). */
  ends_at: string;
  /** Migration 020: the venue's street address, region (state) and postal code; '' when unknown. */
  street: Generated<string>;
  region: Generated<string>;
  postal_code: Generated<string>;
  /** Migration 020: ISO 3166 alpha-2 country of the venue ('NG' unless said). */
  country_code: Generated<string>;
  /** Migration 020: when tickets went on sale (JSON-LD offers.validFrom). */
  on_sale_at: string | null;
  /** Migration 024: the organizer selling it (null: the platform's own event). */
  organizer_id: Generated<string | null>;
  /** Migration 024: an organizer's event with the admins: 'none', 'submitted' (waiting), 'returned' (with a note). */
  review_status: Generated<ReviewStatus>;
  review_note: Generated<string | null>;
  submitted_at: Generated<string | null>;
  /** Migration 036 (decision 54): the waiting room's on-sale (null: no room) and its settings. */
  waiting_room_on_sale_at: Generated<string | null>;
  waiting_room_queue_minutes: Generated<number>;
  waiting_room_admit_per_second: Generated<number>;
  waiting_room_pass_minutes: Generated<number>;
}

/** Migration 036: a waiting room's running state (decision 54), advanced under this row's lock. */
export interface WaitingRoomsTable {
  event_id: string;
  drawn_at: string | null;
  /** Places the draw numbered: positions 1 to this are in their lottery keys' order. */
  drawn: Generated<number>;
  /** Places numbered so far: the next place at the back is `placed + 1`. */
  placed: Generated<number>;
  /** Every position up to this one has been let in. */
  admitted_through: Generated<number>;
  /** The share of a place earned since `credited_at` at the room's rate, not yet given. */
  credit: Generated<number>;
  credited_at: string | null;
}

/** Migration 036: one place in a waiting room per account and per device. */
export interface WaitingRoomPlacesTable {
  id: string;
  event_id: string;
  user_id: string;
  device: string;
  lottery_key: string;
  joined_at: string;
  position: number | null;
  admitted_at: string | null;
  pass_used_at: string | null;
  expired_at: string | null;
}

export type ReviewStatus = 'none' | 'submitted' | 'returned';

export type EventStatus = 'draft' | 'published' | 'cancelled';

/** An event's images (migration 010): poster variants and its share image, bytes and all. */
export interface EventImagesTable {
  event_id: string;
  /** 'share.png', 'poster-600.webp', 'poster-1200.webp', 'poster-1200.jpg'. */
  name: string;
  /** The poster version it belongs to, or 'builtin' (drawn from the seeded SVG poster). */
  version: string;
  content_type: string;
  width: number;
  height: number;
  bytes: Buffer;
  /** Quoted SHA-256 of the bytes. */
  etag: string;
  created_at: string;
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
  /**
   * 'staff' may admit tickets at the door (migration 006); 'admin' runs the back office and may
   * admit tickets too (architecture.md §15); everyone else is a 'customer'.
   */
  role: Generated<'customer' | 'staff' | 'admin' | 'organizer'>;
  /**
   * The buyer's own details as last typed on an order or set at PUT /api/me/buyer-details
   * (migration 032): the purchase form starts with them. Never a gift recipient's; never shown
   * to organizers (docs/security.md).
   */
  first_name: Generated<string | null>;
  last_name: Generated<string | null>;
  /** E.164. */
  phone: Generated<string | null>;
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
  /** Delivery attempts started (counted when a worker claims the message). */
  attempts: Generated<number>;
  /** JSON `OutboxAttachment[]`, rebuilt into files at send time; null when none. */
  attachments: string | null;
  /** When the message is next due; null once sent or failed. */
  next_attempt_at: string | null;
  /** The sending worker's lease: no other worker takes the message before it ends. */
  claimed_until: string | null;
  claim_token: string | null;
  last_error: string | null;
  /** Set when the last attempt failed: the message is given up on. */
  failed_at: string | null;
  /** The order whose ticket, refund or notice this is (migration 012); null for other emails. */
  order_id: Generated<string | null>;
  /** Migration 019: the one-click unsubscribe link of a non-transactional message (List-Unsubscribe). */
  list_unsubscribe: Generated<string | null>;
  /** Migration 020: 'ticket' for a ticket's own email (the ticket page shows its delivery); else null. */
  kind: Generated<string | null>;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: string;
}

/** A tier of an event (migration 021, decision 30): Regular, VIP, a table for 10... */
export interface TicketTypesTable {
  id: string;
  event_id: string;
  name: string;
  /** Whole naira; 0 is a free ticket. */
  price: number;
  sort_order: Generated<number>;
  description: Generated<string>;
  /** The tier's own stock in tickets, and what is left of it; null: only the event's seats limit it. */
  capacity: number | null;
  remaining: number | null;
  /** People one ticket lets in. */
  admits: Generated<number>;
  min_per_order: Generated<number>;
  /** Null: the event's per-order maximum. */
  max_per_order: number | null;
  sales_start_at: string | null;
  sales_end_at: string | null;
  /** On sale only once this tier is sold out or its sale has ended. */
  after_ticket_type_id: string | null;
  /** Hidden from the storefront unless the buyer gives this code. */
  access_code: string | null;
  status: Generated<'on_sale' | 'paused'>;
}

/** Migration 022: a promo code (decision 30). `code` is stored upper-case. */
export interface PromoCodesTable {
  id: string;
  code: string;
  /** Null: every event. */
  event_id: string | null;
  kind: 'percent' | 'fixed';
  /** Percent 1..100, or whole naira. */
  amount: number;
  max_uses: number | null;
  /** Orders holding it or having used it. */
  uses: Generated<number>;
  max_uses_per_account: number | null;
  starts_at: string | null;
  ends_at: string | null;
  status: Generated<'active' | 'paused'>;
  created_at: string;
  updated_at: string;
}

/** The tiers a promo code covers (none: every tier of its event). */
export interface PromoCodeTicketTypesTable {
  promo_code_id: string;
  ticket_type_id: string;
}

/** An event's dates, when it has several (migration 033, decision 50). */
export interface ShowtimesTable {
  id: string;
  event_id: string;
  /** ISO 8601, UTC. */
  starts_at: string;
  ends_at: string;
  capacity: number;
  /** Tickets this date can still sell; only ever changed by a conditional UPDATE (the hold's, a release's). */
  remaining: number;
  /** Migration 034: the plan whose seats this date sells (null: unnumbered seats). */
  seat_plan_id: Generated<string | null>;
  /** Migration 034: changes with every change of this date's seats (the seat picker's ETag). */
  seat_version: Generated<number>;
}

/** A venue's seat plan (migration 034, decision 51), reused by its events' dates. */
export interface SeatPlansTable {
  id: string;
  venue: string;
  name: string;
  /** JSON: the sections it was built from (contracts rules/seats.ts SectionSpec). */
  sections: string;
  created_at: string;
  updated_at: string;
}

/** One seat of a plan: its section, row letter and number, and where the picker draws it. */
export interface PlanSeatsTable {
  plan_id: string;
  /** Unique in its plan, never changed once a date sells the plan. */
  seat_id: string;
  section: string;
  row: string;
  number: number;
  x: number;
  y: number;
  kind: SeatKind;
}

/** A date's seat: the tier it sells at and the order holding or having bought it (null: free). */
export interface ShowtimeSeatsTable {
  showtime_id: string;
  seat_id: string;
  ticket_type_id: string;
  /** Only ever set by the hold's conditional UPDATE (`order_id is null`), cleared when the order gives its seats back. */
  order_id: string | null;
  /**
   * The waitlist claim holding the seat for the person it was offered to (decision 53): a seat is
   * free when neither an order nor a claim holds it; the claim's order takes it over.
   */
  claim_id: string | null;
}

/** The seats an order chose, named as the ticket shows them ("Row F, seat 12"). */
export interface OrderSeatsTable {
  order_id: string;
  seat_id: string;
  label: string;
  position: number;
}

export interface OrdersTable {
  id: string;
  reference: string;
  user_id: string;
  event_id: string;
  status: OrderStatus;
  quantity: number;
  /** Whole naira. */
  amount: number;
  currency: string;
  /** 1 while the order's seats are taken from `events.remaining` (held or sold), else 0. */
  holds_seats: number;
  hold_expires_at: string;
  provider: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  is_gift: number;
  recipient_first_name: string;
  recipient_last_name: string;
  recipient_email: string;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  /** Migration 012, the back office's refunds: when one was asked for (null: never). */
  refund_requested_at: Generated<string | null>;
  /** The lease of the request calling the provider's refund: no other request calls it before it ends. */
  refund_claimed_until: Generated<string | null>;
  /** What the provider last said of the refund ('pending', 'processing', 'processed', 'failed'); null: not accepted yet. */
  refund_provider_status: Generated<string | null>;
  /** Why the last refund attempt failed, for the order's page; null once one is accepted. */
  refund_error: Generated<string | null>;
  /** When the provider said the money went back (the order is 'refunded'). */
  refunded_at: Generated<string | null>;
  /** Migration 014: the purchase form's key for this order (null: an order from a client that sent none). */
  order_key: Generated<string | null>;
  /** Migration 033: the event's date this order is for (null: a one-date event's). */
  showtime_id: Generated<string | null>;
  /** Migration 014: when verify last asked the provider about this pending order (throttles those calls). */
  provider_checked_at: Generated<string | null>;
  /**
   * Migration 016: when the provider is next asked about an order that closed unpaid (expired or
   * failed), in case its money came after all; null for any other order, and after the look-back.
   */
  recheck_at: Generated<string | null>;
  /** Migration 021: the people this order takes from the event's seats (its lines' quantity × admits). */
  seats: Generated<number>;
  /** Migration 022: the promo code the order used (null: none), and what it took off, in whole naira. */
  promo_code_id: Generated<string | null>;
  discount: Generated<number>;
  /**
   * Migration 024, an organizer's order (decision 31), in kobo: the platform's commission (set at
   * initialize), and once paid the provider's fee, the organizer's share and who bore the fee, as
   * the provider reported them; `subaccount` is the organizer's. All null: the platform's own event.
   */
  fee_kobo: Generated<number | null>;
  commission_kobo: Generated<number | null>;
  organizer_share_kobo: Generated<number | null>;
  fee_bearer: Generated<'account' | 'subaccount' | null>;
  subaccount: Generated<string | null>;
  /** Migration 031: why a `refund_pending` order got no ticket (null: any other order, or an older one). */
  refund_reason: Generated<RefundReason | null>;
}

export interface OrderLinesTable {
  id: string;
  order_id: string;
  ticket_type_id: string;
  quantity: number;
  unit_price: number;
  /** Migration 021: the tier's name and admits when bought (an edit of the tier never changes them). */
  ticket_type_name: Generated<string>;
  admits: Generated<number>;
}

export interface TicketsTable {
  id: string;
  order_id: string;
  reference: string;
  /** 'used' once every person it admits is in (or, before migration 017, after its one scan). */
  status: 'unused' | 'used' | 'cancelled';
  issued_at: string;
  /** The first admission. */
  used_at: string | null;
  /** Migration 017: the people it admits (its order's quantity), one scan each. */
  admits: number;
  /** Migration 017: the people admitted so far (never above `admits`: one conditional UPDATE per person). */
  admitted: Generated<number>;
  /** Migration 017: 8 Crockford base32 characters staff can type at the door (contracts/rules/door-codes.ts); unique. */
  manual_code: string;
}

/** One person let in at the door (migration 017), online or synced from a device that admitted offline. */
export interface DoorAdmissionsTable {
  /** The device's own id for an offline admission (so a sync sent twice records it once), else random. */
  id: string;
  ticket_id: string;
  event_id: string;
  /** When the person went in, by the admitting device's clock. */
  admitted_at: string;
  /** The browser that admitted (a random id it keeps), or 'verify-page'. */
  device_id: string;
  staff_user_id: string;
  /** When the server learnt of it. */
  recorded_at: string;
  /** 1 when the device admitted without the network and synced later. */
  offline: number;
  /** 1 when it counts against the ticket; 0 for a conflict: the ticket was full when it arrived. */
  counted: number;
  /** For a conflict: the counted admission it collided with. */
  conflict_with: string | null;
}

/** People admitted per event (migration 017): one row per event, added to with each admission. */
export interface DoorCountsTable {
  event_id: string;
  admitted: number;
}

export interface SimulatedPaymentsTable {
  reference: string;
  access_code: string;
  amount_kobo: number;
  currency: string;
  email: string;
  subaccount: string | null;
  /** JSON text. */
  metadata: string;
  /**
   * 'pending' (nothing chosen yet; verify calls it 'abandoned'), 'ongoing' (a bank transfer or
   * USSD payment on its way), 'success', 'failed', and 'reversed' once refunded in full, as
   * Paystack calls such a transaction.
   */
  status: 'pending' | 'ongoing' | 'success' | 'failed' | 'reversed';
  created_at: string;
  paid_at: string | null;
  /** How the buyer paid or is paying; null until a channel is chosen (and on rows older than migration 015). */
  channel: PaymentChannel | null;
  /** The provider's words on the outcome, e.g. 'Declined: insufficient funds' (Paystack's gateway_response). */
  gateway_response: string | null;
  /** When an ongoing transfer or USSD payment's money arrives, or when a settled payment's arrived. */
  settles_at: string | null;
  /** When the account given for a bank transfer stops taking money. */
  expires_at: string | null;
  /** When a process claimed the latest attempt of this payment's charge.success webhook (one process per attempt). */
  webhook_sent_at: string | null;
  /** Migration 016: webhook attempts made so far (retried like Paystack's until our route answers 200). */
  webhook_attempts: Generated<number>;
  /** When the next webhook attempt is due; null: nothing to send yet, delivered, or given up. */
  webhook_next_at: Generated<string | null>;
  /** When our route answered 200 to this payment's webhook. */
  webhook_delivered_at: Generated<string | null>;
  /** Migration 024: the simulated provider's fee, and the split (JSON: subaccount, shares in kobo, bearer). */
  fees_kobo: Generated<number | null>;
  split: Generated<string | null>;
}

export interface NewsletterSubscribersTable {
  id: string;
  /** Lower-cased; unique. */
  email: string;
  subscribed_at: string;
  /** Set by the unsubscribe link; cleared when the address signs up again. */
  unsubscribed_at: string | null;
}

export interface OrganizerInquiriesTable {
  id: string;
  name: string;
  email: string;
  organization: string;
  event_type: string;
  message: string;
  created_at: string;
}

/** A Create Ticket submission (architecture.md §13); `id` is its number, SUP-XXXXXXXX. */
export interface SupportTicketsTable {
  id: string;
  /** The signed-in user's id, or 'guest'. */
  user_id: string;
  email: string;
  subject: string;
  description: string;
  category: string;
  event_id: string | null;
  created_at: string;
  /** Migration 011: open (new, or the requester wrote again) → answered (the team replied) → closed. */
  status: Generated<'open' | 'answered' | 'closed'>;
  /** When the ticket last changed: created, replied to, or its status set. */
  updated_at: string | null;
  /** Migration 018: the transaction reference the sender's question is about, if they gave one. */
  order_reference: Generated<string | null>;
}

/** A message of a support ticket's thread after the first (migration 011). */
export interface SupportMessagesTable {
  id: string;
  ticket_id: string;
  author: 'staff' | 'requester';
  /** The admin who replied; null for the requester. */
  author_user_id: string | null;
  body: string;
  /** The email that carried a reply to the requester. */
  outbox_id: string | null;
  created_at: string;
}

/** One admin change (migration 009): who, what, when, and the target before and after, as JSON. */
export interface AuditLogTable {
  id: string;
  actor_user_id: string;
  actor_email: string;
  /** What was done, dotted: 'event.create', 'event.update', 'order.refund', ... */
  action: string;
  /** What it was done to: 'event', 'order', 'ticket', 'support_ticket', ... */
  target_type: string;
  target_id: string;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

export interface Database {
  events: EventsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_verification_tokens: EmailVerificationTokensTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  ticket_types: TicketTypesTable;
  orders: OrdersTable;
  showtimes: ShowtimesTable;
  seat_plans: SeatPlansTable;
  plan_seats: PlanSeatsTable;
  showtime_seats: ShowtimeSeatsTable;
  order_seats: OrderSeatsTable;
  promo_codes: PromoCodesTable;
  promo_code_ticket_types: PromoCodeTicketTypesTable;
  order_lines: OrderLinesTable;
  tickets: TicketsTable;
  simulated_payments: SimulatedPaymentsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  organizer_inquiries: OrganizerInquiriesTable;
  support_tickets: SupportTicketsTable;
  audit_log: AuditLogTable;
  event_images: EventImagesTable;
  support_messages: SupportMessagesTable;
  door_admissions: DoorAdmissionsTable;
  door_counts: DoorCountsTable;
  waitlist_entries: WaitlistEntriesTable;
  waitlist_claims: WaitlistClaimsTable;
  waiting_rooms: WaitingRoomsTable;
  waiting_room_places: WaitingRoomPlacesTable;
  organizers: OrganizersTable;
  organizer_staff: OrganizerStaffTable;
  simulated_subaccounts: SimulatedSubaccountsTable;
}

export type OrganizerStatus = 'pending' | 'approved' | 'declined' | 'paused';

/** An organizer who sells for themselves (migration 024, decision 31). */
export interface OrganizersTable {
  id: string;
  /** The account that applied; one organizer per account. */
  user_id: string;
  name: string;
  /** The public page's path: /o/{slug}; unique. */
  slug: string;
  phone: string;
  /** What they run, in their words. */
  about: string;
  registration_number: string | null;
  status: OrganizerStatus;
  /** An admin's reason for declining (or pausing). */
  decision_reason: string | null;
  decided_at: string | null;
  decided_by: string | null;
  /** An admin's override of PLATFORM_COMMISSION_PERCENT, in basis points (1,000 = 10%); null: the setting. */
  commission_bps: number | null;
  /** 1: an admin trusts them to publish their events without review. */
  publishes_directly: Generated<number>;
  /** The payout account: the bank, the account number's last four digits, its holder as resolved. */
  bank_code: string | null;
  bank_name: string | null;
  account_last4: string | null;
  account_name: string | null;
  /** The provider's subaccount for the split (null: no payout account yet; nothing can be published). */
  subaccount_code: string | null;
  payout_updated_at: string | null;
  created_at: string;
  updated_at: string;
  /** A random token renewed on every change of the row (migration 025): the public page's cache key. */
  revision: Generated<string>;
}

/** Door staff an organizer invited (migration 024): may admit that organizer's tickets only. */
export interface OrganizerStaffTable {
  id: string;
  organizer_id: string;
  /** Lower-cased; the account with this confirmed email is the staff member. */
  email: string;
  invited_by: string;
  created_at: string;
  removed_at: string | null;
}

/** The payment simulator's subaccounts (migration 024), shaped like Paystack's. */
export interface SimulatedSubaccountsTable {
  code: string;
  business_name: string;
  bank_code: string;
  account_number: string;
  percentage_charge: number;
  created_at: string;
}

/** A place in a sold-out tier's line (migration 023, decision 30). */
export interface WaitlistEntriesTable {
  id: string;
  event_id: string;
  ticket_type_id: string;
  /** Lower-cased. */
  email: string;
  user_id: string | null;
  quantity: number;
  /** The date the place is for, of an event with several (decision 53); null: any date. */
  showtime_id: string | null;
  status: 'unconfirmed' | 'waiting' | 'offered' | 'claimed' | 'lapsed' | 'left';
  /** SHA-256 of the confirmation link's token; null once confirmed. */
  confirm_token_hash: string | null;
  /** When the confirmation email was last sent. */
  confirm_sent_at: string | null;
  created_at: string;
  confirmed_at: string | null;
}

/** Seats held for a waitlist entry for 30 minutes (migration 023): a hold like an order's. */
export interface WaitlistClaimsTable {
  id: string;
  entry_id: string;
  /** SHA-256 of the claim link's token. */
  token_hash: string;
  /** People taken from the event's seats. */
  seats: number;
  /** Tickets taken from the tier's stock. */
  quantity: number;
  expires_at: string;
  status: 'open' | 'used' | 'lapsed';
  created_at: string;
}
