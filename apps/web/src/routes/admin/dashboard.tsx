import { DashboardPage } from '../../features/admin/dashboard/dashboard-page.tsx';

/** /admin (architecture.md §15.2, admins only): the sales dashboard. */
export function Component() {
  return <DashboardPage />;
}
