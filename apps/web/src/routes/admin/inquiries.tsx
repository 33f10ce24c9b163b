import { InquiriesPage } from '../../features/admin/support/inquiries-page.tsx';

/** /admin/inquiries (issue 10, admins only): organizer inquiries. */
export function Component() {
  return <InquiriesPage />;
}
