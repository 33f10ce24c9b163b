import { HelpdeskPage } from '../features/helpdesk/helpdesk-page.tsx';

/** /helpdesk (product.md §2.10): live chat, Create Ticket and the FAQ. */
export function Component() {
  return <HelpdeskPage />;
}
