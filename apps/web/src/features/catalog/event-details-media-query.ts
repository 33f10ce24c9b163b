import { useCallback, useSyncExternalStore } from 'react';

/** product.md §9: a small viewport is below 768 px. */
export const SMALL_VIEWPORT_QUERY = '(max-width: 767px)';

/** Whether a CSS media query matches now; re-renders when that changes (rotation, resize). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
