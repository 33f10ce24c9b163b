import type { TicketType } from '@storefront/contracts/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session/session-provider.tsx';
import { ROOT_ROUTE_ID } from '../../lib/site.ts';
import { json, mockApi } from '../auth/test-helpers.tsx';
import { EventDetailsPage } from './event-details-page.tsx';
import { makeEvent } from './test-events.ts';
import { TicketTiers } from './ticket-tiers.tsx';

// The event page's 'Tickets' list and the access code (product.md §2.13).
const DAY = 86_400_000;
const base = makeEvent().ticketTypes[0] as TicketType;
const tier = (overrides: Partial<TicketType>): TicketType => ({ ...base, ...overrides });
const clock = { timeZone: 'Africa/Lagos', city: 'Lagos' };
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const tiers = [
  tier({ id: 'early', name: 'Early bird', price: 1000, state: 'sold-out', available: 0 }),
  tier({ id: 'reg', name: 'Regular', price: 3000, available: 5, salesEndAt: inDays(2.5) }),
  tier({ id: 'vip', name: 'VIP', price: 20_000, description: 'Front rows and a drink', salesEndAt: inDays(0.2) }),
  tier({ id: 'table', name: 'Table for 10', price: 150_000, admits: 10, available: 40 }),
  tier({ id: 'late', name: 'Late', price: 5000, state: 'not-yet', opensAfter: 'Regular' }),
  tier({ id: 'door', name: 'Door', price: 6000, state: 'not-yet', salesStartAt: '2027-03-01T09:00:00.000Z' }),
  tier({ id: 'launch', name: 'Launch', price: 500, state: 'ended' }),
  tier({ id: 'crew', name: 'Crew', price: 0, state: 'paused' }),
];

const NoFallback = () => null;

const row = (name: string) =>
  screen.getAllByTestId('ticket-tier').find((item) => within(item).queryByRole('heading', { name })) as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('TicketTiers', () => {
  it('lists each tier with its price, what it includes, who it admits and its availability', () => {
    render(<TicketTiers tiers={tiers} clock={clock} />);
    expect(screen.getByRole('heading', { name: 'Tickets' })).toBeInTheDocument();
    expect(row('Early bird')).toHaveTextContent('NGN 1,000');
    expect(row('Early bird')).toHaveTextContent('Sold out');
    expect(row('Regular')).toHaveTextContent('Only 5 left');
    expect(row('Regular')).toHaveTextContent('Sale ends in 2 days');
    expect(row('VIP')).toHaveTextContent('Front rows and a drink');
    expect(row('VIP')).toHaveTextContent('Sale ends today');
    expect(row('Table for 10')).toHaveTextContent('Admits 10');
    expect(row('Table for 10')).not.toHaveTextContent('left');
    expect(row('Late')).toHaveTextContent('Opens when Regular sells out');
    expect(row('Door')).toHaveTextContent('On sale from Monday, 1 March 2027 at 10:00 (Lagos time)');
    expect(row('Launch')).toHaveTextContent('Sale ended');
    expect(row('Crew')).toHaveTextContent('Free');
    expect(row('Crew')).toHaveTextContent('Not on sale');
  });

  it("offers a sold-out listed tier's own waitlist, named for it, while the event sells or is sold out", () => {
    // 'Early bird' is sold out; 'Launch' (ended), 'Crew' (paused) and 'Late' (not yet) have no line.
    const { unmount } = render(
      <TicketTiers tiers={tiers} clock={clock} waitlist={makeEvent({ ticketTypes: tiers })} />,
    );
    expect(screen.getAllByRole('button', { name: /^Join the waitlist/ })).toHaveLength(1);
    expect(within(row('Early bird')).getByRole('button', { name: 'Join the waitlist for Early bird' })).toBeVisible();
    unmount();
    // Not given the event (cancelled, started, paused): none.
    const again = render(<TicketTiers tiers={tiers} clock={clock} />);
    expect(screen.queryByRole('button', { name: /^Join the waitlist/ })).not.toBeInTheDocument();
    again.unmount();
    // A sold-out tier an access code unlocked is not listed, so has no line to join.
    render(<TicketTiers tiers={tiers} clock={clock} waitlist={makeEvent({ ticketTypes: tiers.slice(1) })} />);
    expect(screen.queryByRole('button', { name: /^Join the waitlist/ })).not.toBeInTheDocument();
  });

  it('writes nothing from the clock or Intl on the server (the hydration must agree)', () => {
    const html = renderToString(<TicketTiers tiers={tiers} clock={clock} />);
    expect(html).toContain('Only 5 left');
    expect(html).not.toContain('Sale ends');
    expect(html).not.toContain('On sale from');
    expect(html).toContain('Not on sale yet');
  });
});

describe('the event page', () => {
  const site = { testMode: false, simulated: { payments: false, google: false }, publicUrl: 'http://localhost' };
  const page = (event = makeEvent({ ticketTypes: tiers.slice(1, 4) }), session = false) => {
    const router = createMemoryRouter([
      {
        id: ROOT_ROUTE_ID,
        path: '/',
        loader: () => site,
        // A waitlist join reads the session once opened.
        element: session ? (
          <SessionProvider>
            <EventDetailsPage event={event} />
          </SessionProvider>
        ) : (
          <EventDetailsPage event={event} />
        ),
        HydrateFallback: NoFallback,
      },
    ]);
    render(<RouterProvider router={router} />);
    return screen.findByText('Have an access code?');
  };

  it("a sold-out event: the phone's bar offers Join the waitlist, which opens the first sold-out tier's", async () => {
    const soldOut = [
      tier({ id: 'reg', name: 'Regular', state: 'sold-out', available: 0 }),
      tier({ id: 'vip', name: 'VIP', price: 20_000, state: 'sold-out', available: 0 }),
    ];
    mockApi({});
    await page(makeEvent({ remaining: 0, ticketTypes: soldOut }), true);
    const bar = screen.getByRole('region', { name: 'Buy tickets' });
    expect(bar).toHaveTextContent('Sold out');
    expect(within(row('VIP')).getByRole('button', { name: 'Join the waitlist for VIP' })).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(bar).getByRole('button', { name: 'Join the waitlist' }));
    const form = within(row('Regular')).getByRole('form', { name: 'Join the waitlist' });
    expect(form).toHaveTextContent('Regular for Davido Live In Concert is sold out.');
    expect(within(form).getByLabelText('Email')).toHaveFocus();
    // Pressed again, it brings back the form already open.
    within(form).getByLabelText('Email').blur();
    await user.click(within(bar).getByRole('button', { name: 'Join the waitlist' }));
    expect(within(form).getByLabelText('Email')).toHaveFocus();
    expect(screen.getAllByRole('form', { name: 'Join the waitlist' })).toHaveLength(1);
  });

  it('shows no Tickets list for a one-tier event, only the access code disclosure', async () => {
    await page(makeEvent());
    expect(screen.queryByRole('heading', { name: 'Tickets' })).not.toBeInTheDocument();
    expect(screen.getByText('Have an access code?')).toBeInTheDocument();
    expect(screen.getAllByText('NGN 3,000').length).toBeGreaterThan(0);
    expect(screen.getAllByText('per ticket', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/^from /)).not.toBeInTheDocument();
  });

  it("says 'from' the lowest price for several tiers", async () => {
    await page(makeEvent({ basePrice: 3000, ticketTypes: tiers.slice(1, 4) }));
    expect(screen.getByText('from NGN 3,000')).toBeInTheDocument();
    expect(screen.getAllByTestId('ticket-tier')).toHaveLength(3);
  });

  it('an access code adds the tiers it unlocks; a wrong one says so', async () => {
    const user = userEvent.setup();
    const unlocked = [...tiers.slice(1, 4), tier({ id: 'crew', name: 'Crew', price: 0 })];
    const { calls } = mockApi({
      'GET /api/events/1/ticket-types?accessCode=NOPE': json(404, {
        message: 'That access code does not unlock any tickets for this event.',
      }),
      'GET /api/events/1/ticket-types?accessCode=BACKSTAGE': json(200, { ticketTypes: unlocked }),
    });
    await page();
    await user.click(screen.getByText('Have an access code?'));
    await user.type(screen.getByLabelText('Access code'), 'NOPE{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That access code does not unlock any tickets for this event.',
    );
    await user.clear(screen.getByLabelText('Access code'));
    await user.type(screen.getByLabelText('Access code'), 'BACKSTAGE');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.getAllByTestId('ticket-tier')).toHaveLength(4));
    expect(row('Crew')).toHaveTextContent('Free');
    expect(sessionStorage.getItem('storefront.access-code.1')).toBe('BACKSTAGE');
    expect(calls.filter((call) => call.path.includes('ticket-types'))).toHaveLength(2);
  });
});
