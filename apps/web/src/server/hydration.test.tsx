import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OrganizerProfile, StorefrontEvent } from '@storefront/contracts/api';
import { PUBLIC_PAGES } from '@storefront/contracts/page';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../features/auth/test-helpers.tsx';
import { BEFORE_FILM, makeEvent, makeFilm, sampleEvents } from '../features/catalog/test-events.ts';
import type { ServerData } from '../lib/server-context.ts';

/**
 * The server's HTML of each public page, hydrated in the same React build the tests use
 * (development, which reports every difference, attributes included, unlike the production
 * build the end-to-end tests run). Any difference shows as a console error or a recoverable error.
 */

const indexHtml = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
const site = { testMode: true, simulated: { payments: true, google: true }, publicUrl: 'https://owambe.test' };
const organizer = { name: 'Eko Nights', slug: 'eko-nights' };
const events = [
  ...sampleEvents,
  makeEvent({ id: '4', remaining: 0, title: 'Sold Out Show' }),
  makeEvent({ id: '5', title: 'Eko Nights Live', organizer }),
  // Several dates (decision 50), one sold out.
  { ...makeFilm({ '3-3': 0 }), id: '6' },
];
const profiles: Record<string, OrganizerProfile> = {
  'eko-nights': {
    ...organizer,
    about: 'Concerts in Lagos.',
    status: 'approved',
    events: [events.at(-1) as StorefrontEvent],
  },
  'quiet-co': { name: 'Quiet Co', slug: 'quiet-co', about: 'Paused for now.', status: 'paused', events: [] },
};
const data: ServerData = {
  events: {
    list: async () => events,
    findById: async (id) => events.find((event) => event.id === id),
    organizer: async (slug) => profiles[slug],
  },
  site,
};
const link = (path: string) => `${site.publicUrl}${path}`;

/** The page as the server renders it (entry-server.tsx), fresh modules each time. */
async function serverPage(path: string) {
  vi.resetModules();
  const { createPageRenderer } = await import('./entry-server.tsx');
  const render = createPageRenderer({ indexHtml, manifest: {} });
  return render({ request: new Request(`${site.publicUrl}${path}`), data, link });
}

let root: Root | null = null;
const problems: string[] = [];

beforeEach(() => {
  // act() flushes the hydration and its effects before the checks.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  mockApi({});
  problems.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => problems.push(`error: ${args.join(' ')}`));
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => problems.push(`warn: ${args.join(' ')}`));
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Every public page, an event, a sold-out and an unknown event, and the 404 page. */
const PAGES = [
  ...PUBLIC_PAGES,
  '/event-details/1',
  '/event-details/4',
  '/event-details/999',
  '/event-details/5',
  '/event-details/6',
  // Organizers' pages (architecture.md §16): one with an event, a paused one, an unknown one.
  '/o/eko-nights',
  '/o/quiet-co',
  '/o/nobody',
  '/no-such-page',
  // The pages the first tap leads to before the scripts run, with the outcomes a plain form post names (decision 28).
  '/?event=davido&category=Concert&location=',
  '/menu',
  '/menu?newsletter=invalid',
  '/helpdesk/ticket?problem=subject',
  '/helpdesk/ticket?submitted=SUP-AB12CD34',
];

describe.each(PAGES)('%s', (path) => {
  it('hydrates with no difference from the server HTML', async () => {
    const page = await serverPage(path);
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    // The page's body without its module script (main.tsx's work is done by hand below).
    const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(page.html)?.[1] ?? '';
    document.body.innerHTML = body.replace(/<script type="module"[^>]*><\/script>/g, '');
    const container = document.getElementById('root');
    if (!container) throw new Error('no #root');
    const serverHeading = container.querySelector('h1');
    expect(serverHeading).not.toBeNull();

    // The browser's side, from modules the server render did not touch (main.tsx's steps).
    vi.resetModules();
    const { createMemoryRouter, RouterProvider } = await import('react-router');
    const { routes } = await import('../app/router.tsx');
    const { resolveLazyRoutes } = await import('../app/lazy-modules.ts');
    const { HYDRATION_DATA_ID, readHydrationData } = await import('../app/hydration-data.ts');
    const { App } = await import('../app/app.tsx');
    const hydrationData = readHydrationData(document.getElementById(HYDRATION_DATA_ID));
    expect(hydrationData).not.toBeNull();
    await resolveLazyRoutes(routes, path);
    const router = createMemoryRouter(routes, { hydrationData: hydrationData ?? undefined, initialEntries: [path] });

    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App>
            <RouterProvider router={router} />
          </App>
        </StrictMode>,
        { onRecoverableError: (error) => problems.push(`recoverable: ${String(error)}`) },
      );
    });

    expect(problems).toEqual([]);
    // React adopted the server's elements rather than drawing new ones.
    expect(container.querySelector('h1')).toBe(serverHeading);
    // The loaders' data came with the page: nothing was fetched for it.
    const fetched = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(fetched.filter((url) => url.startsWith('/api/events'))).toEqual([]);
  });
});

describe('an event with several dates (decision 50)', () => {
  afterEach(() => vi.useRealTimers());

  it("is served with 'Choose a date' and a plain link per date; a one-date event has none", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BEFORE_FILM);
    const film = await serverPage('/event-details/6');
    if (film.kind !== 'page') throw new Error(`expected a page, got ${film.kind}`);
    expect(film.html).toContain('Choose a date');
    expect(film.html).toContain('Friday 9 July');
    expect(film.html).toContain('href="/ticket-purchase/6?showtime=3-2"');
    // The sold-out 3-3 too, to its form's waitlist (decision 53), heard as such.
    expect(film.html).toContain('href="/ticket-purchase/6?showtime=3-3"');
    expect(film.html).toContain('Sunday 11 July, 15:00, Sold out, join the waitlist');
    const concert = await serverPage('/event-details/1');
    if (concert.kind !== 'page') throw new Error(`expected a page, got ${concert.kind}`);
    expect(concert.html).not.toContain('Choose a date');
  });
});
