import type { Page } from '@playwright/test';
import type { TestUser } from './auth.ts';
import { makeOrganizer, storefrontDatabase } from './database.ts';
import { confirmedUser } from './door.ts';

/**
 * Signs the page in as a new approved organizer (architecture.md §16), with no payout account yet: a
 * confirmed account through the API, then its organizers row and role straight into the
 * database, as an admin's approval leaves them (the application and approval have their own spec).
 */
export async function signInAsNewOrganizer(page: Page, name: string): Promise<TestUser & { organizerId: string }> {
  const user = await confirmedUser(page.request, 'organizer');
  return { ...user, organizerId: makeOrganizer(user.email, name, { payout: false }) };
}

/**
 * Pins what Paystack's split said of a paid order, in kobo, with the fee borne by the organizer
 * (the checkout records the simulator's on every payment; a spec that checks sums sets its own).
 */
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
