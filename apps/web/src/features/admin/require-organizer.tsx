import { organizerMessages } from '@storefront/contracts/messages';
import { Link, Outlet } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ConsoleProvider, organizerConsole } from './console.tsx';
import { ConsoleGuard } from './console-guard.tsx';

/**
 * The guard of /organizer and everything under it (architecture.md §16), like the back office's
 * (require-admin.tsx): a spinner until GET /api/me has answered, a guest to /login and back, an
 * account that is not an approved organizer a page that says so and how to apply. The screens
 * under it are in the organizer console (useConsole): they call /api/organizer, which the server
 * scopes to the organizer whatever the browser believes.
 */
export function Component() {
  return (
    <ConsoleGuard allowed={({ isOrganizer }) => isOrganizer} notAllowed={<NotAllowed />}>
      <ConsoleProvider value={organizerConsole}>
        <Outlet />
      </ConsoleProvider>
    </ConsoleGuard>
  );
}

function NotAllowed() {
  return (
    <main id="content" className="grid min-h-dvh place-items-center bg-surface px-4">
      <div className="max-w-md rounded-2xl border border-brand-100 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-ink">{organizerMessages.notAllowedTitle}</h1>
        <p className="mt-3 text-muted">{organizerMessages.notAllowedBody}</p>
        <Link to="/organizers" className={buttonClasses('primary', 'mt-6')}>
          Go to the organizers page
        </Link>
      </div>
    </main>
  );
}
