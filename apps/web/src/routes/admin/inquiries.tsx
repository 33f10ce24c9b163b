import { InquiriesPage } from '../../features/admin/support/inquiries-page.tsx';

/** /admin/inquiries (architecture.md §15.2, admins only): organizer inquiries. */
export function Component() {
  return <InquiriesPage />;
}
