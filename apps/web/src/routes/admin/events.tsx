import { AdminEventsPage } from '../../features/admin/events/admin-events-page.tsx';

/** /admin/events (issue 10, admins only): every event with its sales. */
export function Component() {
  return <AdminEventsPage />;
}
