import { AuditLogPage } from '../../features/admin/audit-log-page.tsx';

/** /admin/audit-log (architecture.md §15, admins only): the audit log. */
export function Component() {
  return <AuditLogPage />;
}
