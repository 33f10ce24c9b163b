import type { TicketType } from '@storefront/contracts/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  const page = (event = makeEvent({ ticketTypes: tiers.slice(1, 4) })) => {
    const router = createMemoryRouter([
      {
        id: ROOT_ROUTE_ID,
        path: '/',
        loader: () => site,
        element: <EventDetailsPage event={event} />,
        HydrateFallback: NoFallback,
      },
    ]);
    render(<RouterProvider router={router} />);
    return screen.findByText('Have an access code?');
  };

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
