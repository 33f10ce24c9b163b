import type { Ticket, UserProfile } from '@storefront/contracts/api';
import type { Kysely } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Database } from '../../db/schema.ts';
import type { AccountStanding } from '../auth/index.ts';

/** 'ada.obi@example.com' → 'a•••@example.com': enough to recognise one's own address, not to write to it. */
export function maskEmail(email: string): string {
  if (!email) return email;
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${at > 0 ? email.slice(at) : ''}`;
}

function masked(ticket: Ticket): Ticket {
  return {
    ...ticket,
    ticketHolder: { ...ticket.ticketHolder, email: maskEmail(ticket.ticketHolder.email) },
    ...(ticket.recipient ? { recipient: { ...ticket.recipient, email: maskEmail(ticket.recipient.email) } } : {}),
  };
}

/** Who asks for a ticket: the request's signed-in user and account standing, both read with its session. */
export interface TicketViewer {
  user: UserProfile | null;
  account: AccountStanding | null;
}

/**
 * A ticket as the one asking may see it (issue 20, product.md §6). The QR carries the reference,
 * the key to the ticket's page, so a photo of it opens the page: the holder's and recipient's
 * emails are shown in full only to the signed-in buyer, or to the recipient signed in with that
 * email once confirmed (as My tickets decides, my-tickets-routes.ts); to anyone else masked.
 * Every other field the spec lists is the same for everyone. Guests cost no query; a signed-in
 * viewer one, the order's buyer (the email and its confirmation came with the session, decision 40).
 */
export function ticketPrivacy(db: Kysely<Database>) {
  const buyerOf = compileOnce((reference: string) =>
    db.selectFrom('orders').select('user_id').where('reference', '=', reference),
  );

  async function mayReadEmails(ticket: Ticket, user: UserProfile, account: AccountStanding | null): Promise<boolean> {
    const [order] = (await buyerOf(db, ticket.transactionReference)).rows;
    if (order?.user_id === user.id) return true;
    const recipientEmail = ticket.recipient?.email;
    return Boolean(recipientEmail) && user.email === recipientEmail && account?.emailConfirmed === true;
  }

  return async function forViewer(ticket: Ticket, { user, account }: TicketViewer): Promise<Ticket> {
    return user && (await mayReadEmails(ticket, user, account)) ? ticket : masked(ticket);
  };
}
