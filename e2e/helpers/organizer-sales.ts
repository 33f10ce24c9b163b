import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';

/**
 * Arranges an organizer in the storefront's own SQLite file (E2E_DB_FILE, playwright.config.ts)
 * for the specs of the organizer console's sales (issue 23): approved, with a payout account, and
 * owning `eventId` when one is named. The application and approval flow has its own spec.
 */
function storefrontDatabase(): Database.Database {
  const file = process.env.E2E_DB_FILE;
  if (!file) throw new Error('E2E_DB_FILE is not set: run the specs through e2e/playwright.config.ts');
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  return db;
}

export function arrangeOrganizer(email: string, name: string, eventId?: string): string {
  const db = storefrontDatabase();
  try {
    const user = db.prepare('select id from users where email = ?').get(email) as { id: string } | undefined;
    if (!user) throw new Error(`no account for ${email}`);
    const id = randomUUID();
    const now = new Date().toISOString();
    db.transaction(() => {
      db.prepare(
        `insert into organizers (id, user_id, name, slug, phone, about, status, decided_at, bank_code, bank_name,
           account_last4, account_name, subaccount_code, payout_updated_at, created_at, updated_at)
         values (?, ?, ?, ?, '+2348012345678', 'Shows in Lagos', 'approved', ?, '058', 'Guaranty Trust Bank',
           '0001', 'E2E ORGANIZER', 'ACCT_e2e', ?, ?, ?)`,
      ).run(id, user.id, name, `e2e-${id.slice(0, 8)}`, now, now, now, now);
      db.prepare(`update users set role = 'organizer' where id = ? and role = 'customer'`).run(user.id);
      if (eventId) db.prepare('update events set organizer_id = ? where id = ?').run(id, eventId);
    })();
    return id;
  } finally {
    db.close();
  }
}

/** What Paystack's split said of a paid order, in kobo (the settlement fills these on a live payment). */
export function setOrderSplit(reference: string, feeKobo: number, commissionKobo: number): void {
  const db = storefrontDatabase();
  try {
    const changed = db
      .prepare(
        `update orders set fee_kobo = ?, commission_kobo = ?, fee_bearer = 'subaccount',
           organizer_share_kobo = cast(round(amount * 100) as integer) - ? - ? where reference = ?`,
      )
      .run(feeKobo, commissionKobo, feeKobo, commissionKobo, reference).changes;
    if (changed !== 1) throw new Error(`no order ${reference}`);
  } finally {
    db.close();
  }
}
