import { ScreenPending } from '../../features/admin/screen-pending.tsx';

/** /admin/support (issue 10, admins only): replaced by the screen itself. */
export function Component() {
  return <ScreenPending title="Support" />;
}
