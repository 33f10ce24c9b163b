import { TicketPage } from '../features/tickets/ticket-page.tsx';

/** /ticket/:transactionReference (spec §2): the ticket with its QR code and the download. */
export function Component() {
  return <TicketPage />;
}
