import { TicketPage } from '../features/tickets/ticket-page.tsx';

/** /ticket/:transactionReference (product.md §2.9): the ticket with its QR code and the download. */
export function Component() {
  return <TicketPage />;
}
