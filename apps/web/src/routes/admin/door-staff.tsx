import { DoorStaffPage } from '../../features/admin/door-staff/door-staff-page.tsx';

/** /organizer/door-staff (issue 23): the organizer's door staff, invited by email. */
export function Component() {
  return <DoorStaffPage />;
}
