import { StatementsPage } from '../../features/admin/statements/statements-page.tsx';

/** /admin/statements and /organizer/statements (issue 23): payout statements per period. */
export function Component() {
  return <StatementsPage />;
}
