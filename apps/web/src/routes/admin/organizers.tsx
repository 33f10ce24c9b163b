import { OrganizersPage } from '../../features/admin/organizers/organizers-page.tsx';

/** /admin/organizers (architecture.md §16, admins only): applications and organizers. */
export function Component() {
  return <OrganizersPage />;
}
