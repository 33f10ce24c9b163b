import { AuditLogPage } from '../../features/admin/audit-log-page.tsx';

/** /admin/audit-log (issue 10, admins only): the audit log. */
export function Component() {
  return <AuditLogPage />;
}
