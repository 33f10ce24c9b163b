import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../components/layout/hydrate-fallback.tsx';
import type { AuthRedirectState } from '../../lib/session/redirect-state.ts';
import { useSession } from '../../lib/session/session-provider.tsx';

/**
 * What both consoles' guards share (require-admin.tsx, require-organizer.tsx): until GET /api/me
 * has answered (on load, or after a sign-in: `isAdmin` is null while the server is asked, the
 * other answers with it), a spinner, so neither /login nor 'not allowed' flashes; a guest goes to
 * /login (history replaced) and comes back here after signing in; otherwise `allowed` says whether
 * the account gets `children` or `notAllowed`. This only decides what shows: the server refuses
 * every console call of anyone else, whatever the browser believes.
 */
export function ConsoleGuard({
  allowed,
  children,
  notAllowed,
}: {
  allowed: (session: ReturnType<typeof useSession>) => boolean;
  children: ReactNode;
  notAllowed: ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading' || (session.user && session.isAdmin === null)) {
    return (
      <div className="grid min-h-dvh place-items-center" role="status" aria-live="polite">
        <Spinner />
        <span className="sr-only">Checking your session...</span>
      </div>
    );
  }
  if (!session.user) {
    const state: AuthRedirectState = { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={state} />;
  }
  return allowed(session) ? children : notAllowed;
}
