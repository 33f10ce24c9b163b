import type { UserProfile } from '@storefront/contracts';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The signed-in user for the whole app. INTERFACE ONLY for now (the accounts work fills it in):
 * `status` is 'loading' until GET /api/me has answered, so guards never flash a redirect.
 */
export interface Session {
  user: UserProfile | null;
  status: 'loading' | 'ready';
  /** Stores the profile (browser storage key `user`) after a successful login. */
  setUser(user: UserProfile | null): void;
  /** Ends the server session and forgets the stored profile. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const value: Session = { user: null, status: 'ready', setUser: () => {}, signOut: async () => {} };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
