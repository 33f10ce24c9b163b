import { DoorStaffPage } from '../../features/admin/door-staff/door-staff-page.tsx';

/** /organizer/door-staff (architecture.md §16): the organizer's door staff, invited by email. */
export function Component() {
  return <DoorStaffPage />;
}
