import { DashboardPage } from '../../features/admin/dashboard/dashboard-page.tsx';

/** /admin (issue 10, admins only): the sales dashboard. */
export function Component() {
  return <DashboardPage />;
}
