import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../features/auth/session-provider.tsx';

export interface AuthActionProps {
  className?: string;
  /** Called before leaving, e.g. to close the sidebar. */
  onAction?: () => void;
}

/** 'Log In' for guests, 'Log Out' for signed-in users (spec §6: the header button follows the session). */
export function AuthAction({ className = '', onAction }: AuthActionProps) {
  const { user, status, signOut } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  if (status === 'loading') return <span className={`invisible ${className}`}>Log In</span>;

  if (!user) {
    return (
      <Link to="/login" className={className} onClick={onAction}>
        Log In
      </Link>
    );
  }

  async function logOut() {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
      onAction?.();
      navigate('/login');
    }
  }

  return (
    <button type="button" className={className} onClick={logOut} disabled={busy} aria-busy={busy || undefined}>
      Log Out
    </button>
  );
}
