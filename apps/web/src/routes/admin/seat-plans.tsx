import { SeatPlansPage } from '../../features/admin/seat-plans/seat-plans-page.tsx';

/** /admin/seat-plans and /organizer/seat-plans (decision 51): venues' seat plans, made from numbers. */
export function Component() {
  return <SeatPlansPage />;
}
