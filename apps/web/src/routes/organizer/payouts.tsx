import { PayoutsPage } from '../../features/admin/payouts/payouts-page.tsx';

/** /organizer/payouts (architecture.md §16, organizers only): the payout account sales are paid into. */
export function Component() {
  return <PayoutsPage />;
}
