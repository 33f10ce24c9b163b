import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';

/**
 * The storefront server's own SQLite file (playwright.config.ts names it in E2E_DB_FILE), for
 * what a test cannot wait for through the pages: time passing. Writes go through SQLite's own
 * locking, as a second process's would.
 */
export function storefrontDatabase(server: 'main' | 'catalogue' = 'main'): Database.Database {
  const name = server === 'main' ? 'E2E_DB_FILE' : 'E2E_CATALOGUE_DB_FILE';
  const file = process.env[name];
  if (!file) throw new Error(`${name} is not set: run the specs through e2e/playwright.config.ts`);
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  return db;
}

/**
 * Moves an order into the past, as if it was placed `minutes` ago and its hold ran out then: the
 * transfer window of a payment on its way (30 minutes after the hold) is over too.
 */
export function ageOrder(reference: string, minutes: number): void {
  const db = storefrontDatabase();
  try {
    const then = new Date(Date.now() - minutes * 60_000).toISOString();
    const changed = db
      .prepare('update orders set created_at = ?, hold_expires_at = ?, provider_checked_at = null where reference = ?')
      .run(then, then, reference).changes;
    if (changed !== 1) throw new Error(`no order ${reference}`);
  } finally {
    db.close();
  }
}

/**
 * Opens an event's doors now (architecture.md §11): the seeded events start months ahead, and before its
 * doors open the door asks staff to confirm every scan. Its `doors_open_minutes` is set to reach
 * back to an hour ago; its date stays, so the pages other specs read do not change.
 */
export function openDoors(eventId: string): void {
  const db = storefrontDatabase();
  try {
    const row = db.prepare('select starts_at from events where id = ?').get(eventId) as
      | { starts_at: string }
      | undefined;
    if (!row) throw new Error(`no event ${eventId}`);
    const minutes = Math.ceil((Date.parse(row.starts_at) - Date.now()) / 60_000) + 60;
    db.prepare('update events set doors_open_minutes = ? where id = ?').run(Math.max(minutes, 180), eventId);
  } finally {
    db.close();
  }
}

/** A tier row as the back office would store it (product.md §2.13); what is left out takes the column's default. */
export interface SeededTier {
  id: string;
  eventId: string;
  name: string;
  price: number;
  description?: string;
  capacity?: number | null;
  admits?: number;
  minPerOrder?: number;
  accessCode?: string | null;
  sortOrder: number;
}

/**
 * Adds tiers to an event unless they are there already (a retried spec): the storefront sees them
 * at once, since a change of an event's tiers renews its revision by trigger (decision 30).
 */
export function seedTiers(tiers: SeededTier[]): void {
  const db = storefrontDatabase();
  try {
    const insert = db.prepare(
      `insert or ignore into ticket_types
         (id, event_id, name, price, description, capacity, remaining, admits, min_per_order, access_code, sort_order)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      for (const t of tiers) {
        const capacity = t.capacity ?? null;
        insert.run(
          t.id,
          t.eventId,
          t.name,
          t.price,
          t.description ?? '',
          capacity,
          capacity,
          t.admits ?? 1,
          t.minPerOrder ?? 1,
          t.accessCode ?? null,
          t.sortOrder,
        );
      }
    })();
  } finally {
    db.close();
  }
}

/** The organizer the specs find at /o/eko-nights (architecture.md §16): approved, selling seeded event 4. */
export const E2E_ORGANIZER = {
  slug: 'eko-nights',
  name: 'Eko Nights',
  about: 'Afrobeats nights on the Lagos waterfront, twice a month.',
  eventId: '4',
  eventTitle: 'Wizkid: Hellfest',
} as const;

/**
 * Arranges E2E_ORGANIZER straight in the database, unless it is there already (specs run in
 * parallel and may retry): an account, its approved organizers row with a payout account (the
 * specs that buy event 4 pay into it, decision 31) and seeded event 4 given to it (the
 * organizer's name then shows on its page). The pages see it at
 * once: the rows' revisions change by trigger (migrations 013 and 025).
 */
export function seedOrganizer(): void {
  const db = storefrontDatabase();
  try {
    const now = new Date().toISOString();
    db.transaction(() => {
      db.prepare(
        `insert or ignore into users (id, username, username_key, email, password_hash, google_sub, email_verified_at, role, created_at, updated_at)
         values ('e2e-organizer-user', 'EkoNights', 'ekonights', 'eko.nights@example.com', null, null, ?, 'organizer', ?, ?)`,
      ).run(now, now, now);
      db.prepare(
        `insert or ignore into organizers (id, user_id, name, slug, phone, about, status, decided_at, bank_code,
           bank_name, account_last4, account_name, subaccount_code, payout_updated_at, created_at, updated_at)
         values ('e2e-organizer', 'e2e-organizer-user', ?, ?, '+2348012345678', ?, 'approved', ?, '058',
           'Guaranty Trust Bank', '0001', 'EKO NIGHTS', 'ACCT_e2e_eko_nights', ?, ?, ?)`,
      ).run(E2E_ORGANIZER.name, E2E_ORGANIZER.slug, E2E_ORGANIZER.about, now, now, now, now);
      db.prepare(`update events set organizer_id = 'e2e-organizer' where id = ? and organizer_id is null`).run(
        E2E_ORGANIZER.eventId,
      );
    })();
  } finally {
    db.close();
  }
}

/**
 * Makes an account an approved organizer (architecture.md §16), as an admin's approval would, with a payout
 * account as the simulator would have created it (unless `payout: false`): the application and
 * the payout screens have specs of their own. On the main server or the catalogue server
 * (helpers/admin.ts), given seeded event `eventId` if named. Answers the organizer's id; a
 * retried spec reuses the row.
 */
export function makeOrganizer(
  email: string,
  name: string,
  {
    server = 'main',
    payout = true,
    eventId,
  }: { server?: 'main' | 'catalogue'; payout?: boolean; eventId?: string } = {},
): string {
  const db = storefrontDatabase(server);
  try {
    const user = db.prepare('select id from users where email = ?').get(email.toLowerCase()) as
      | { id: string }
      | undefined;
    if (!user) throw new Error(`no account ${email}`);
    const found = db.prepare('select id from organizers where user_id = ?').get(user.id) as { id: string } | undefined;
    if (found) return found.id;
    const id = randomUUID();
    const now = new Date().toISOString();
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id.slice(0, 6)}`;
    db.prepare(
      `insert into organizers (id, user_id, name, slug, phone, about, status, decided_at, publishes_directly,
         bank_code, bank_name, account_last4, account_name, subaccount_code, payout_updated_at, created_at, updated_at)
       values (?, ?, ?, ?, '+2348012345678', 'Concerts in Lagos', 'approved', ?, 0, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      user.id,
      name,
      slug,
      now,
      payout ? '058' : null,
      payout ? 'Guaranty Trust Bank' : null,
      payout ? '0001' : null,
      payout ? name.toUpperCase() : null,
      payout ? `ACCT_${id.slice(0, 12)}` : null,
      payout ? now : null,
      now,
      now,
    );
    db.prepare("update users set role = 'organizer' where id = ? and role = 'customer'").run(user.id);
    if (eventId) db.prepare('update events set organizer_id = ? where id = ?').run(id, eventId);
    return id;
  } finally {
    db.close();
  }
}
