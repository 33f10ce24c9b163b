import { SubscribersPage } from '../../features/admin/support/subscribers-page.tsx';

/** /admin/subscribers (issue 10, admins only): newsletter subscribers and their CSV. */
export function Component() {
  return <SubscribersPage />;
}
