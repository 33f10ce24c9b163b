import type { WaitingPlace, WaitingRoomState } from '@storefront/contracts/api';
import { waitingRoomMessages } from '@storefront/contracts/rules';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session/session-provider.tsx';
import { passStorageKey } from '../../lib/waiting-room-pass.ts';
import { Component as TicketPurchaseRoute } from '../../routes/ticket-purchase.tsx';
import { setXsrfCookie } from '../../testing/xsrf-cookie.ts';
import { type FetchCall, json, LocationProbe, mockApi, renderRoutes } from '../auth/test-helpers.tsx';
import { makeEvent } from '../catalog/test-events.ts';
import { forgetEvents, ticketPurchaseLoader } from '../checkout/ticket-purchase-loader.ts';
import { WaitingRoomPanel } from './waiting-room-panel.tsx';

// The waiting room of an on-sale (decision 54) on /ticket-purchase/:id.
const alice = { id: 'u1', username: 'alice', email: 'alice@example.com' };
const waitingRoom = { onSaleAt: '2027-03-01T10:00:00.000Z', queueOpensAt: '2027-03-01T09:30:00.000Z' };
// makeEvent's venue is in Atlanta (America/New_York): 10:00 UTC is 05:00 there.
const event = makeEvent({ id: '1', waitingRoom });
const ROOM = '/api/events/1/waiting-room';
const PLACE = `${ROOM}/place`;

const room = (overrides: Partial<WaitingRoomState> = {}): WaitingRoomState => ({
  ...waitingRoom,
  status: 'queueing',
  admittedThrough: 0,
  drawn: 0,
  admittedKey: null,
  waiting: 1234,
  admitPerSecond: 20,
  passMinutes: 5,
  serverTime: new Date().toISOString(),
  ...overrides,
});
const place = (overrides: Partial<WaitingPlace> = {}): WaitingPlace => ({
  state: 'waiting',
  lotteryKey: '8f'.padEnd(32, '0'),
  position: null,
  ahead: null,
  estimateSeconds: null,
  pass: null,
  room: room(),
  ...overrides,
});
const admitted = () => {
  const serverTime = new Date().toISOString();
  return place({
    state: 'admitted',
    position: 5,
    ahead: 0,
    estimateSeconds: 0,
    pass: { token: 'pass-abc', expiresAt: new Date(Date.now() + 5 * 60_000).toISOString() },
    room: room({ status: 'admitting', admittedThrough: 5, serverTime }),
  });
};

const routes: RouteObject[] = [
  {
    HydrateFallback: () => null,
    children: [
      { path: '/ticket-purchase/:id', loader: ticketPurchaseLoader, Component: TicketPurchaseRoute },
      { path: '/login', element: <LocationProbe /> },
    ],
  },
];

function open(replies: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ 'GET /api/events/1': json(200, event), 'GET /api/me': json(200, { user: alice }), ...replies });
  const view = renderRoutes(routes, ['/ticket-purchase/1']);
  return { ...api, ...view };
}

const posts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST' && c.path === PLACE);
const purchaseForm = () => screen.queryByRole('button', { name: 'Increase quantity' });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setXsrfCookie();
  forgetEvents();
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the waiting room on /ticket-purchase/:id', () => {
  it("explains itself in the server's HTML, with a plain link to check the place before scripts run", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/ticket-purchase/1']}>
        <SessionProvider>
          <WaitingRoomPanel event={{ ...event, waitingRoom }} onGone={() => {}} />
        </SessionProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('This sale has a waiting room');
    expect(html).toContain('Monday, 1 March 2027 at 04:30 (Atlanta time)');
    expect(html).toContain('Monday, 1 March 2027 at 05:00 (Atlanta time)');
    expect(html).toContain(
      'At 05:00 (Atlanta time) everyone waiting is put in a random order, so arriving early by a second gives no advantage.',
    );
    expect(html).toMatch(/<a href="\/ticket-purchase\/1"[^>]*>Check my place<\/a>/);
  });

  it('asks a guest to sign in, and comes back here afterwards; no place is taken', async () => {
    const { calls, router } = open({ 'GET /api/me': json(200, { user: null }), [`GET ${ROOM}`]: json(200, room()) });
    const signIn = await screen.findByRole('link', { name: 'Sign in to take your place' });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    // The room's own figure replaces 'a few minutes' once it answers.
    expect(await screen.findByText(/you have 5 minutes to start your order/)).toBeInTheDocument();
    expect(purchaseForm()).toBeNull();
    await userEvent.setup().click(signIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/ticket-purchase/1' });
    expect(posts(calls)).toHaveLength(0);
  });

  it('before the draw: takes the place once and says places are drawn at the on-sale', async () => {
    const { calls } = open({ [`GET ${ROOM}`]: json(200, room()), [`POST ${PLACE}`]: json(200, place()) });
    expect(
      await screen.findByText(
        'You are in the waiting room. At 05:00 (Atlanta time) places are drawn at random among everyone here.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('1,234 people waiting')).toBeInTheDocument();
    expect(screen.getByText('You are in the waiting room.')).toHaveAttribute('aria-live', 'polite');
    const [post, ...more] = posts(calls);
    expect(post?.body).toEqual({});
    expect(post?.headers).toMatchObject({ 'x-xsrf-token': 'test-token' });
    expect(more).toHaveLength(0);
    expect(purchaseForm()).toBeNull();
  });

  it.each([
    {
      when: 'at the on-sale, before the server has drawn: the draw under way',
      state: room({ serverTime: '2027-03-01T10:00:01.000Z' }),
      words: 'The sale has opened. Places are being drawn at random among everyone here.',
    },
    {
      when: 'drawn, before the page has its number: the number on its way',
      state: room({ status: 'admitting', drawn: 1234, serverTime: '2027-03-01T10:00:03.000Z' }),
      words: 'Places have been drawn. Your place number comes in a moment.',
    },
  ])('$when', async ({ state, words }) => {
    open({ [`GET ${ROOM}`]: json(200, state), [`POST ${PLACE}`]: json(200, place({ room: state })) });
    expect(await screen.findByText(`You are in the waiting room. ${words}`)).toBeInTheDocument();
  });

  it('counts the buyer among those waiting when the room was read just before their place was written', async () => {
    const empty = room({ waiting: 0 });
    open({ [`GET ${ROOM}`]: json(200, empty), [`POST ${PLACE}`]: json(200, place({ room: empty })) });
    expect(await screen.findByText('1 person waiting')).toBeInTheDocument();
  });

  it('after the draw: the place, the people ahead, the wait and a progress bar', async () => {
    const admitting = room({ status: 'admitting', admittedThrough: 100, waiting: 5000 });
    open({
      [`GET ${ROOM}`]: json(200, admitting),
      [`POST ${PLACE}`]: json(200, place({ position: 1601, ahead: 1500, estimateSeconds: 75, room: admitting })),
    });
    expect(await screen.findByText('Your place: 1,601')).toBeInTheDocument();
    expect(screen.getByText('1,500 people ahead of you')).toBeInTheDocument();
    expect(screen.getByText('Estimated wait: about 1 minute')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Your way to the front' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuetext', '1,500 people ahead of you');
    expect(screen.getByText('Your place: 1,601. Estimated wait: about 1 minute.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(purchaseForm()).toBeNull();
  });

  it('polls only the room, counts the people ahead itself, and asks for the place again at its turn', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const rooms = [
      room({ status: 'admitting', admittedThrough: 0 }),
      room({ status: 'admitting', admittedThrough: 2 }),
      room({ status: 'admitting', admittedThrough: 5 }),
    ];
    let asked = 0;
    const { calls } = open({
      [`GET ${ROOM}`]: () => json(200, rooms[Math.min(asked++, rooms.length - 1)]),
      [`POST ${PLACE}`]: () =>
        posts(calls).length === 1
          ? json(200, place({ position: 5, ahead: 4, estimateSeconds: 1, room: rooms[0] }))
          : json(200, admitted()),
    });
    expect(await screen.findByText('4 people ahead of you')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(await screen.findByText('2 people ahead of you')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(3100));
    // Its turn: the pass is fetched and kept, and the purchase form replaces the room.
    expect(await screen.findByText(/It’s your turn. You have until .* to start your order./)).toBeInTheDocument();
    expect(purchaseForm()).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(2);
    expect(JSON.parse(sessionStorage.getItem(passStorageKey('1')) ?? '{}')).toMatchObject({ token: 'pass-abc' });
    expect(screen.getByRole('timer', { name: 'Time left to start your order' })).toHaveTextContent(/^[45]:\d\d$/);
  });

  it('asks less often from a hidden tab, and at once when the tab is shown again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const near = room({ status: 'admitting', admittedThrough: 0 });
    const { calls } = open({
      [`GET ${ROOM}`]: json(200, near),
      [`POST ${PLACE}`]: json(200, place({ position: 5, ahead: 4, estimateSeconds: 1, room: near })),
    });
    const gets = () => calls.filter((c) => c.method === 'GET' && c.path === ROOM).length;
    expect(await screen.findByText('4 people ahead of you')).toBeInTheDocument();
    const before = gets();
    // Shown, the page would have asked by 4 s; hidden, it waits at least 10.
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(gets()).toBe(before);
    visibility.mockReturnValue('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(gets()).toBe(before + 1);
  });

  it('shows the purchase form at once when the place is already let in (a reload)', async () => {
    open({ [`GET ${ROOM}`]: json(200, admitted().room), [`POST ${PLACE}`]: json(200, admitted()) });
    expect(await screen.findByRole('button', { name: 'Increase quantity' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This sale has a waiting room' })).toBeNull();
  });

  it('a lapsed turn offers a new place at the back of the line', async () => {
    const admitting = room({ status: 'admitting', admittedThrough: 40 });
    const { calls } = open({
      [`GET ${ROOM}`]: json(200, admitting),
      [`POST ${PLACE}`]: (body) =>
        json(
          200,
          (body as { again?: boolean }).again
            ? place({ position: 90, ahead: 49, estimateSeconds: 3, room: admitting })
            : place({ state: 'expired', position: 12, ahead: 0, estimateSeconds: 0, room: admitting }),
        ),
    });
    expect(await screen.findByText('Your turn to buy has passed.', { selector: 'p:not([aria-live])' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Take a new place' }));
    expect(await screen.findByText('Your place: 90')).toBeInTheDocument();
    expect(posts(calls).map((c) => c.body)).toEqual([{}, { again: true }]);
  });

  it('sold out: says so and offers the waitlist, with no place taken', async () => {
    const { calls } = open({ [`GET ${ROOM}`]: json(200, room({ status: 'soldOut', waiting: 0 })) });
    expect(await screen.findByText('Sold out. Everyone still waiting has been told.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    expect(purchaseForm()).toBeNull();
  });

  it('shows why a place was refused (an email to confirm)', async () => {
    open({
      [`GET ${ROOM}`]: json(200, room()),
      [`POST ${PLACE}`]: json(403, { message: waitingRoomMessages.confirmEmail }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(waitingRoomMessages.confirmEmail);
    expect(purchaseForm()).toBeNull();
  });

  it('keeps going after a lost connection: Reconnecting…, then again as soon as the browser is online', async () => {
    let offline = true;
    open({
      [`GET ${ROOM}`]: () => (offline ? 'network' : json(200, room())),
      [`POST ${PLACE}`]: json(200, place()),
    });
    expect(await screen.findByText('Reconnecting…', { selector: 'p:not([aria-live])' })).toBeInTheDocument();
    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(/^You are in the waiting room. At 05:00/)).toBeInTheDocument();
    expect(screen.queryByText('Reconnecting…', { selector: 'p:not([aria-live])' })).toBeNull();
  });

  it('a room turned off meanwhile (404) opens the purchase form', async () => {
    open({ [`GET ${ROOM}`]: json(404, { message: waitingRoomMessages.noRoom }) });
    expect(await screen.findByRole('button', { name: 'Increase quantity' })).toBeInTheDocument();
  });
});
