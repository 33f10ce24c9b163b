import type { SendTicketEmailResponse } from '@storefront/contracts/api';
import { messages } from '@storefront/contracts/messages';
import { apiPost } from '../../lib/api.ts';

/**
 * The ticket page's "Send to my email" (product.md §7, §8): the server mails the ticket to its own
 * addresses. Resolves to the spec's message either way: sent to {email} (`sent` words it, for a gift
 * naming its recipient too), or download instead.
 */
export async function sendTicketEmail(
  transactionReference: string,
  sent: (email: string) => string = messages.ticket.emailSent,
): Promise<string> {
  try {
    const { email } = await apiPost<SendTicketEmailResponse>('/api/email/send-ticket-email', {
      ticketData: { transactionReference },
    });
    return sent(email);
  } catch {
    return messages.ticket.emailFailed;
  }
}
