import { CheckInPage } from '../features/check-in/check-in-page.tsx';

/** /check-in (signed-in staff): admit tickets at the door. */
export function Component() {
  return <CheckInPage />;
}
