import { messages } from '@storefront/contracts/messages';
import { EventGate } from '../features/checkout/event-gate.tsx';
import { TicketPurchasePage } from '../features/checkout/ticket-purchase-page.tsx';

/** /ticket-purchase/:id (product.md §2.6): the purchase form; 'Loading event data...' first; an unknown id says so. */
export function Component() {
  return (
    <EventGate notFound={messages.events.notFoundForId}>
      {(event) => <TicketPurchasePage key={event.id} event={event} />}
    </EventGate>
  );
}
