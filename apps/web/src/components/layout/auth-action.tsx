import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useSignOut } from '../../lib/session/use-sign-out.ts';

export interface AuthActionProps {
  className?: string;
  /** Called before leaving, e.g. to close the sidebar. */
  onAction?: () => void;
}

/** 'Log In' for guests, 'Log Out' for signed-in users (product.md §6: the header button follows the session). */
export function AuthAction({ className = '', onAction }: AuthActionProps) {
  const { user } = useSession();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);

  if (!user) {
    return (
      <Link to="/login" className={className} onClick={onAction}>
        Log In
      </Link>
    );
  }

  async function logOut() {
    setBusy(true);
    onAction?.();
    try {
      await signOut();
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className={className} onClick={logOut} disabled={busy} aria-busy={busy || undefined}>
      Log Out
    </button>
  );
}
