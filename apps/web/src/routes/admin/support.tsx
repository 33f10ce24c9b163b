import { SupportInboxPage } from '../../features/admin/support/support-inbox-page.tsx';

/** /admin/support (architecture.md §15.2, admins only): the support inbox. */
export function Component() {
  return <SupportInboxPage />;
}
