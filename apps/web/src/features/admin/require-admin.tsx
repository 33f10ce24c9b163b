import { adminMessages } from '@storefront/contracts/messages';
import { Link, Outlet } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ConsoleGuard } from './console-guard.tsx';

/**
 * The guard of /admin and everything under it (architecture.md §15).
 *
 * - Until GET /api/me has answered (on load, or after a sign-in): a spinner, so neither /login
 *   nor 'not allowed' flashes.
 * - A guest: to /login (history replaced), and back here after signing in.
 * - A signed-in account that is not an admin: a page that says so, with a way back.
 *
 * This only decides what to show: every /api/admin call is refused by the server (401/403) for
 * anyone else, whatever the browser believes.
 */
export function Component() {
  return (
    <ConsoleGuard allowed={({ isAdmin }) => isAdmin === true} notAllowed={<NotAllowed />}>
      <Outlet />
    </ConsoleGuard>
  );
}

function NotAllowed() {
  return (
    <main id="content" className="grid min-h-dvh place-items-center bg-surface px-4">
      <div className="max-w-md rounded-2xl border border-brand-100 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-ink">{adminMessages.notAllowedTitle}</h1>
        <p className="mt-3 text-muted">{adminMessages.notAllowedBody}</p>
        <Link to="/" className={buttonClasses('primary', 'mt-6')}>
          Back to the storefront
        </Link>
      </div>
    </main>
  );
}
