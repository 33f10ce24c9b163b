import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { adminGet } from './admin-api.ts';

export type AdminResource<T> =
  | { state: 'loading'; data: null }
  | { state: 'ready'; data: T }
  | { state: 'not-found'; message: string; data: null }
  | { state: 'error'; message: string; data: T | null };

/**
 * One back-office resource (a dashboard, an order, a thread) fetched when the screen opens and
 * again on `reload()`; `replace()` takes the fresh copy an action answered with. While a reload
 * runs the last copy stays on screen. A 404 is its own state, so the screen can say "not found".
 */
export function useAdminResource<T>(path: string) {
  const [resource, setResource] = useState<AdminResource<T>>({ state: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt only asks to fetch again
  useEffect(() => {
    const controller = new AbortController();
    adminGet<T>(path, controller.signal)
      .then((data) => setResource({ state: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof ApiError && error.status === 404) setResource({ state: 'not-found', message, data: null });
        else setResource((previous) => ({ state: 'error', message, data: previous.data }));
      });
    return () => controller.abort();
  }, [path, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setResource({ state: 'ready', data }), []);
  return { resource, reload, replace };
}
