import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and in the hydrating render, true after: for texts the server must not write (the clock, Intl). */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
