import type { ReactNode } from 'react';

export function SessionProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
