import type { Ticket, UserProfile } from '@storefront/contracts/api';
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
 * A ticket as the one asking may see it (product.md §6). The QR carries the reference,
 * the key to the ticket's page, so a photo of it opens the page: the holder's and recipient's
 * emails are shown in full only to the signed-in buyer (`buyerId`, read with the ticket), or to
 * the recipient signed in with that email once confirmed (as My tickets decides,
 * my-tickets-routes.ts); to anyone else masked. Every other field the spec lists is the same for
 * everyone. It costs no query: the viewer's email and its confirmation came with the session
 * (decision 40).
 */
export function forViewer(ticket: Ticket, buyerId: string, { user, account }: TicketViewer): Ticket {
  if (!user) return masked(ticket);
  if (user.id === buyerId) return ticket;
  const recipientEmail = ticket.recipient?.email;
  const isRecipient = Boolean(recipientEmail) && user.email === recipientEmail && account?.emailConfirmed === true;
  return isRecipient ? ticket : masked(ticket);
}
