import type { MyTicket } from '@storefront/contracts/api';
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as RequireAuth } from '../auth/require-auth.tsx';
import { json, LocationProbe, mockApi, renderRoutes } from '../auth/test-helpers.tsx';
import { MyTicketsPage } from './my-tickets-page.tsx';

const alice = { id: 'u1', username: 'alice', email: 'alice@example.com' };
const signedIn = { 'GET /api/me': json(200, { user: alice }) };

function myTicket(overrides: Partial<MyTicket> = {}): MyTicket {
  return {
    ticketId: 'TICKET-1767225600000-AAAABBBB',
    transactionReference: 'OWB-aaaaaaaaaaaaaaaaaaaaaaaa',
    eventId: '1',
    eventTitle: 'Davido Live In Concert',
    eventDate: '2027-04-17T19:00:00.000Z',
    timeZone: 'Africa/Lagos',
    venue: 'Eko Hotel',
    city: 'Lagos',
    ticketQuantity: 2,
    lines: [{ name: 'Regular', quantity: 2, admits: 1 }],
    status: 'unused',
    relation: 'bought',
    issuedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const routes: RouteObject[] = [
  { element: <RequireAuth />, children: [{ path: '/my-tickets', element: <MyTicketsPage /> }] },
  { path: '/login', element: <LocationProbe /> },
  { path: '/ticket/:ref', element: <LocationProbe /> },
  { path: '/concerts', element: <LocationProbe /> },
];

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/my-tickets', () => {
  it('lists the tickets in the order the server gave, with event, venue-time date, quantity, status and a link', async () => {
    mockApi({
      ...signedIn,
      'GET /api/my-tickets': json(200, {
        tickets: [
          myTicket({
            ticketId: 'TICKET-2',
            eventTitle: 'Burna Boy',
            transactionReference: 'OWB-bbbbbbbbbbbbbbbbbbbbbbbb',
            relation: 'gift',
            status: 'used',
            ticketQuantity: 1,
          }),
          myTicket(),
        ],
      }),
    });
    renderRoutes(routes, ['/my-tickets']);
    const list = await screen.findByRole('list', { name: 'Your tickets' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Burna Boy',
      'Davido Live In Concert',
    ]);
    expect(items[0]).toHaveTextContent('1 ticket');
    expect(items[0]).toHaveTextContent('a gift to you');
    expect(items[0]).toHaveTextContent('Used');
    // 19:00 UTC is 20:00 in Lagos: the venue's clock.
    expect(items[1]).toHaveTextContent(/Saturday, 17 April 2027 at 20:00/);
    expect(items[1]).toHaveTextContent('Eko Hotel, Lagos · 2 tickets');
    expect(items[1]).toHaveTextContent('Valid (unused)');
    expect(within(items[1] as HTMLElement).getByRole('link', { name: /View ticket/ })).toHaveAttribute(
      'href',
      '/ticket/OWB-aaaaaaaaaaaaaaaaaaaaaaaa',
    );
  });

  it('shows the empty state with Explore Events', async () => {
    mockApi({ ...signedIn, 'GET /api/my-tickets': json(200, { tickets: [] }) });
    renderRoutes(routes, ['/my-tickets']);
    expect(await screen.findByText(/No tickets yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Events' })).toHaveAttribute('href', '/concerts');
  });

  it('says so when the list cannot be loaded', async () => {
    mockApi({ ...signedIn, 'GET /api/my-tickets': json(500, { message: 'Something went wrong' }) });
    renderRoutes(routes, ['/my-tickets']);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your tickets: Something went wrong');
  });

  it('sends a guest to sign in', async () => {
    const { calls } = mockApi({});
    renderRoutes(routes, ['/my-tickets']);
    expect(await screen.findByTestId('pathname')).toHaveTextContent('/login');
    expect(calls.some((c) => c.path === '/api/my-tickets')).toBe(false);
  });
});
