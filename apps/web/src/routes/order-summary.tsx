import { messages } from '@storefront/contracts/messages';
import { EventGate } from '../features/checkout/event-gate.tsx';
import { OrderSummaryPage } from '../features/checkout/order-summary-page.tsx';

/** /order-summary/:id (product.md §2.7), behind sign-in: the order carried in the location state. */
export function Component() {
  return (
    <EventGate notFound={messages.events.notFoundShort}>
      {(event) => <OrderSummaryPage key={event.id} event={event} />}
    </EventGate>
  );
}
