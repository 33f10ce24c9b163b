import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { TestUser } from './auth.ts';
import { storefrontDatabase } from './database.ts';
import { confirmedUser } from './door.ts';

/**
 * Signs the page in as a new approved organizer (issue 23), with no payout account yet: a
 * confirmed account through the API, then its organizers row and role straight into the
 * database, as an admin's approval leaves them (the application and approval have their own spec).
 */
export async function signInAsNewOrganizer(page: Page, name: string): Promise<TestUser & { organizerId: string }> {
  const user = await confirmedUser(page.request, 'organizer');
  const db = storefrontDatabase();
  try {
    const row = db.prepare('select id from users where email = ?').get(user.email) as { id: string } | undefined;
    if (!row) throw new Error(`no user ${user.email}`);
    const organizerId = randomUUID();
    const now = new Date().toISOString();
    db.prepare(
      `insert into organizers (id, user_id, name, slug, phone, about, status, decided_at, publishes_directly, created_at, updated_at)
       values (?, ?, ?, ?, '+2348012345678', 'Concerts in Lagos', 'approved', ?, 0, ?, ?)`,
    ).run(organizerId, row.id, name, `e2e-${organizerId.slice(0, 8)}`, now, now, now);
    db.prepare(`update users set role = 'organizer' where id = ? and role = 'customer'`).run(row.id);
    return { ...user, organizerId };
  } finally {
    db.close();
  }
}
