import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from './session-provider.tsx';

/**
 * Log Out (product.md §4.1): ends the session and goes to /login. It leaves the current screen first,
 * so a protected screen's guard does not also redirect (with a "come back here" state).
 */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/login');
    await signOut();
  }, [navigate, signOut]);
}
