import type { UserProfile } from '@storefront/contracts/api';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { readRedirectState } from '../../lib/session/redirect-state.ts';
import { useSession } from '../../lib/session/session-provider.tsx';

/**
 * What sign-in and sign-up do once the server answers with the user (password or Google): keep the
 * user in the session and go on to where they were going, with the order they were buying. Replacing
 * the account page in history: Back from where the buyer lands goes to the page before the account pages.
 */
export function useSignedIn(): (user: UserProfile) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const { setUser } = useSession();
  return (user) => {
    setUser(user);
    const { from, orderState } = readRedirectState(location.state);
    navigate(from, { replace: true, state: orderState });
  };
}

/** The end of an emailed link's page (a new password set, an address confirmed): what happened, then Sign in. */
export function DoneThenSignIn({ text }: { text: string }) {
  return (
    <div className="grid gap-5">
      <StatusMessage text={text} tone="success" />
      <Link to="/login" replace className={buttonClasses('primary', 'w-full')}>
        Sign in
      </Link>
    </div>
  );
}
