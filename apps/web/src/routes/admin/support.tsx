import { SupportInboxPage } from '../../features/admin/support/support-inbox-page.tsx';

/** /admin/support (issue 10, admins only): the support inbox. */
export function Component() {
  return <SupportInboxPage />;
}
