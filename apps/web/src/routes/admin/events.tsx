import { AdminEventsPage } from '../../features/admin/events/admin-events-page.tsx';

/** /admin/events (architecture.md §15.1, admins only): every event with its sales. */
export function Component() {
  return <AdminEventsPage />;
}
