import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider } from '../../lib/session/session-provider.tsx';

type Reply = Response | 'network' | ((body: unknown) => Response | 'network' | Promise<Response | 'network'>);

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Replaces fetch with answers by "METHOD /path". Unlisted calls answer 404. GET /api/me and
 * GET /api/config answer a guest and no Google sign-in (simulator payments, not in test mode) unless overridden.
 */
export function mockApi(replies: Record<string, Reply>) {
  const calls: FetchCall[] = [];
  const table: Record<string, Reply> = {
    'GET /api/me': json(200, { user: null }),
    'GET /api/config': json(200, {
      publicUrl: 'http://localhost',
      google: null,
      supportEmail: 'support@example.com',
      tawkPropertyId: null,
      devMailbox: true,
      payment: {
        provider: 'simulator',
        scriptUrl: '/api/payment-simulator/inline.js',
        publicKey: 'pk_test_simulator',
        channels: ['card'],
      },
      testMode: false,
    }),
    ...replies,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, headers: (init.headers ?? {}) as Record<string, string> });
    const entry = table[`${method} ${path}`];
    const reply = typeof entry === 'function' ? await entry(body) : entry;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    if (!reply) return json(404, { message: 'Not found' });
    return reply.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Shows where the router is, for assertions: pathname and JSON of location.state. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div>
      <p data-testid="pathname">{location.pathname + location.search}</p>
      <p data-testid="state">{JSON.stringify(location.state ?? null)}</p>
    </div>
  );
}

export function renderRoutes(
  routes: RouteObject[],
  initialEntries: (string | { pathname: string; state?: unknown })[],
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const view = render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { router, ...view };
}

/** The double-submit cookie the server would have set, so POSTs need no GET first. */
export { setXsrfCookie } from '../../testing/xsrf-cookie.ts';
