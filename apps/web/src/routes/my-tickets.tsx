import { MyTicketsPage } from '../features/tickets/my-tickets-page.tsx';

/** /my-tickets (product.md §2.9, signed in): the user's tickets. */
export function Component() {
  return <MyTicketsPage />;
}
