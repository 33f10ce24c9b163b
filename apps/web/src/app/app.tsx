import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/session/session-provider.tsx';

/**
 * What wraps the router on every page, in the browser (main.tsx) and on the server
 * (server/entry-server.tsx) alike, so the two render the same tree.
 */
export function App({ children }: { children: ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>;
}
