import { StatementsPage } from '../../features/admin/statements/statements-page.tsx';

/** /admin/statements and /organizer/statements (architecture.md §16): payout statements per period. */
export function Component() {
  return <StatementsPage />;
}
