import { HelpdeskPage } from '../features/helpdesk/helpdesk-page.tsx';

/** /helpdesk (spec §2): live chat, Create Ticket and the FAQ. */
export function Component() {
  return <HelpdeskPage />;
}
