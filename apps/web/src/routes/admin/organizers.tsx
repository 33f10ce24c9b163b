import { OrganizersPage } from '../../features/admin/organizers/organizers-page.tsx';

/** /admin/organizers (issue 23, admins only): applications and organizers. */
export function Component() {
  return <OrganizersPage />;
}
