import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CheckingSession } from '../../components/layout/hydrate-fallback.tsx';
import type { AuthRedirectState } from '../../lib/session/redirect-state.ts';
import { useSession } from '../../lib/session/session-provider.tsx';

/**
 * The guard of the protected screens (product.md §2.1, §6): a layout route whose children need a
 * signed-in user.
 *
 * - While GET /api/me has not answered (`status === 'loading'`) it shows a small spinner, so a
 *   reload never flashes /login.
 * - A guest is sent to /login, replacing history, with this location state
 *   (`AuthRedirectState`, see redirect-state.ts):
 *
 *       { from: '/order-summary/3?x=1', orderState: <the state this screen was opened with> }
 *
 *   After sign-in the login page calls `navigate(from, { replace: true, state: orderState })`,
 *   so the protected screen gets back exactly the `location.state` it was opened with. A
 *   checkout screen therefore keeps reading its order from `useLocation().state` and needs
 *   nothing else. The Sign up link carries the same state along, and the sign-up page, which
 *   signs in at once (decision 23), returns the same way.
 * - A user who signs out while on a protected screen goes to /login without that state.
 */
export function Component() {
  const { user, status } = useSession();
  const location = useLocation();
  // Signed out while this screen was shown (Log Out, another tab): to /login, without a way back here.
  const wasSignedIn = useRef(false);
  if (user && status === 'ready') wasSignedIn.current = true;

  if (status === 'loading') return <CheckingSession />;

  if (!user && wasSignedIn.current) return <Navigate to="/login" replace />;

  if (!user) {
    const state: AuthRedirectState = {
      from: location.pathname + location.search,
      orderState: location.state ?? undefined,
    };
    return <Navigate to="/login" replace state={state} />;
  }

  return <Outlet />;
}
