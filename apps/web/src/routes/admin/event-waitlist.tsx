import { useParams } from 'react-router';
import { EventWaitlistPage } from '../../features/admin/waitlist/event-waitlist-page.tsx';

/** /admin/events/:id/waitlist (decision 30, admins only): the event's waitlist per tier. */
export function Component() {
  const { id = '' } = useParams();
  return <EventWaitlistPage key={id} id={id} />;
}
