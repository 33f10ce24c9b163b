import type { StorefrontEvent } from '@storefront/contracts';
import { useEffect, useState } from 'react';
import { adminGet } from '../admin-api.ts';

export type PreviewLoad =
  | { state: 'loading' }
  | { state: 'ready'; preview: StorefrontEvent }
  | { state: 'error'; message: string };

/** The event's public page data as the storefront would show it, a draft's too (GET /api/admin/events/:id). */
export function useEventPreview(id: string): PreviewLoad {
  const [load, setLoad] = useState<PreviewLoad>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    adminGet<{ preview: StorefrontEvent }>(`/api/admin/events/${encodeURIComponent(id)}`, controller.signal)
      .then(({ preview }) => setLoad({ state: 'ready', preview }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'error', message: (error as Error).message });
      });
    return () => controller.abort();
  }, [id]);
  return load;
}
