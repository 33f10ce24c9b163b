import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OrganizerStatus } from '../src/db/schema.ts';
import { createSignedInUser, type SignedInUser } from './auth-helpers.ts';

export interface SignedInOrganizer extends SignedInUser {
  organizerId: string;
  slug: string;
}

/**
 * An organizer for API tests, straight into the database (the application and approval flow is
 * tested on its own): a signed-in account, its organizers row ('approved' unless said) and the
 * role an approval gives. `subaccountCode` stands for a payout account (null: none yet).
 *
 *   const a = await createSignedInOrganizer(t.app);
 *   await t.app.inject({ url: '/api/organizer/events', headers: a.headers });
 */
export async function createSignedInOrganizer(
  app: FastifyInstance,
  {
    name,
    status = 'approved',
    subaccountCode = 'ACCT_test_organizer',
  }: { name?: string; status?: OrganizerStatus; subaccountCode?: string | null } = {},
): Promise<SignedInOrganizer> {
  const account = await createSignedInUser(app);
  const organizerId = randomUUID();
  const slug = `org-${organizerId.slice(0, 8)}`;
  const now = new Date().toISOString();
  await app.db
    .insertInto('organizers')
    .values({
      id: organizerId,
      user_id: account.user.id,
      name: name ?? `Organizer ${slug}`,
      slug,
      phone: '+2348012345678',
      about: 'Concerts in Lagos',
      registration_number: null,
      status,
      decision_reason: null,
      decided_at: status === 'pending' ? null : now,
      decided_by: null,
      commission_bps: null,
      bank_code: subaccountCode ? '058' : null,
      bank_name: subaccountCode ? 'Guaranty Trust Bank' : null,
      account_last4: subaccountCode ? '0001' : null,
      account_name: subaccountCode ? 'TEST ORGANIZER' : null,
      subaccount_code: subaccountCode,
      payout_updated_at: subaccountCode ? now : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (status === 'approved' || status === 'paused') {
    await app.db
      .updateTable('users')
      .set({ role: 'organizer' })
      .where('id', '=', account.user.id)
      .where('role', '=', 'customer')
      .execute();
  }
  return { ...account, organizerId, slug };
}

/** Gives an existing event (a seeded one, say) to an organizer. */
export async function giveEventTo(app: FastifyInstance, eventId: string, organizerId: string): Promise<void> {
  await app.db.updateTable('events').set({ organizer_id: organizerId }).where('id', '=', eventId).execute();
}
