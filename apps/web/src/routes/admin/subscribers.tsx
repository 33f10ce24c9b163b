import { SubscribersPage } from '../../features/admin/support/subscribers-page.tsx';

/** /admin/subscribers (architecture.md §15.2, admins only): newsletter subscribers and their CSV. */
export function Component() {
  return <SubscribersPage />;
}
