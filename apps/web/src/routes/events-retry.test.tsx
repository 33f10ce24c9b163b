import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes } from '../features/auth/test-helpers.tsx';
import { eventDetailsLoader } from '../features/catalog/event-details-loader.ts';
import { eventsLoader, forgetEventList } from '../features/catalog/events-loader.ts';
import { makeEvent, sampleEvents } from '../features/catalog/test-events.ts';
import { ROOT_ROUTE_ID } from '../lib/site.ts';
import { Component as Concerts } from './concerts.tsx';
import { Component as EventDetails, ErrorBoundary as EventDetailsError } from './event-details.tsx';
import { Component as Landing, shouldRevalidate } from './landing.tsx';

/** A failed events request: one plain sentence (never the server's text) and Retry, which loads again. */

/** Stands for the root route's error view. */
function RouterErrorView() {
  return <p>Router error view</p>;
}

const routes: RouteObject[] = [
  {
    // The root route gives every page the site's settings (lib/site.ts), as in app/router.tsx.
    id: ROOT_ROUTE_ID,
    loader: () => ({ testMode: false, simulated: { payments: false, google: false }, publicUrl: 'http://localhost' }),
    shouldRevalidate: () => false,
    HydrateFallback: () => null,
    ErrorBoundary: RouterErrorView,
    children: [
      { path: '/', loader: eventsLoader, Component: Landing, shouldRevalidate },
      { path: '/concerts', loader: eventsLoader, Component: Concerts },
      {
        path: '/event-details/:id',
        loader: eventDetailsLoader,
        Component: EventDetails,
        ErrorBoundary: EventDetailsError,
      },
    ],
  },
];

const SERVER_TEXT = 'SQLITE_BUSY: database is locked';

/** Answers the first `failures` requests to `path` with a 500 carrying the server's own text, then `then`. */
function failingThen(path: string, failures: number, then: Response) {
  let calls = 0;
  mockApi({
    [`GET ${path}`]: () => (++calls <= failures ? json(500, { message: SERVER_TEXT }) : then),
  });
  return () => calls;
}

beforeEach(() => {
  forgetEventList();
  // The landing page's video and the slider measure themselves; happy-dom has no layout.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe.each([
  ['/', 'the events', 'upcoming-slider'],
  ['/concerts', 'the concerts', 'concert-grid'],
])('%s when GET /api/events fails', (path, what, listId) => {
  it('says so in one sentence, and Retry loads the list', async () => {
    const calls = failingThen('/api/events', 1, json(200, { events: sampleEvents }));
    renderRoutes(routes, [path]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`We couldn't load ${what} right now. Please check your connection and try again.`);
    expect(document.body).not.toHaveTextContent(SERVER_TEXT);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await screen.findByTestId(listId)).getAllByRole('article')).not.toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it('keeps offering Retry while the server stays down', async () => {
    const calls = failingThen('/api/events', 2, json(200, { events: sampleEvents }));
    renderRoutes(routes, [path]);
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(calls()).toBe(2));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});

// Beside the failed list, the empty one (every event unpublished or cancelled in the back office):
// a sentence, not a heading over nothing.
describe.each([
  ['/', 'No upcoming events right now.', 'upcoming-slider'],
  ['/concerts', 'No concerts on sale right now.', 'concert-grid'],
])('%s when no event is on sale', (path, sentence, listId) => {
  it('says so instead of showing an empty list', async () => {
    mockApi({ 'GET /api/events': () => json(200, { events: [] }) });
    renderRoutes(routes, [path]);
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(screen.getByText(/Check back soon\./)).toBeInTheDocument();
    expect(screen.queryByTestId(listId)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scroll right' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/event-details/:id when GET /api/events/:id fails', () => {
  it('says so in one sentence, and Retry shows the event', async () => {
    failingThen('/api/events/1', 1, json(200, makeEvent()));
    renderRoutes(routes, ['/event-details/1']);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load this event right now. Please check your connection and try again.",
    );
    expect(document.body).not.toHaveTextContent(SERVER_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Davido Live In Concert' })).toBeInTheDocument();
  });

  it('says the same when there is no answer at all (offline)', async () => {
    mockApi({ 'GET /api/events/1': 'network' });
    renderRoutes(routes, ['/event-details/1']);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this event right now.");
  });

  it("leaves a fault of the page's own to the router's error view", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken: RouteObject[] = [
      {
        ErrorBoundary: RouterErrorView,
        children: [
          {
            path: '/event-details/:id',
            loader: () => {
              throw new TypeError('a bug of ours');
            },
            Component: EventDetails,
            ErrorBoundary: EventDetailsError,
          },
        ],
      },
    ];
    renderRoutes(broken, ['/event-details/1']);
    expect(await screen.findByText('Router error view')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
