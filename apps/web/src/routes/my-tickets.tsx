import { MyTicketsPage } from '../features/tickets/my-tickets-page.tsx';

/** /my-tickets (spec §2, signed in): the user's tickets. */
export function Component() {
  return <MyTicketsPage />;
}
