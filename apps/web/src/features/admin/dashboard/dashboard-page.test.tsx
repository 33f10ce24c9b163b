import type { Dashboard } from '@storefront/contracts/messages';
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes } from '../../auth/test-helpers.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const dashboard: Dashboard = {
  timeZone: 'Africa/Lagos',
  generatedAt: '2027-03-14T12:00:00.000Z',
  today: { orders: 2, ticketsSold: 3, revenue: 9000 },
  thisWeek: { orders: 3, ticketsSold: 4, revenue: 11000 },
  allTime: { orders: 5, ticketsSold: 8, revenue: 18500 },
  refunded: { orders: 1, amount: 3000 },
  seatsHeld: 2,
  seatsLeft: 890,
  checkedIn: 2,
  days: [
    { date: '2027-03-13', ticketsSold: 1, revenue: 2000 },
    { date: '2027-03-14', ticketsSold: 3, revenue: 9000 },
  ],
  events: [
    {
      eventId: '1',
      title: 'Davido Live In Concert',
      startsAt: '2027-04-18T00:00:00.000Z',
      timeZone: 'America/New_York',
      city: 'Atlanta',
      status: 'published',
      capacity: 100,
      ticketsSold: 3,
      revenue: 9000,
      seatsHeld: 0,
      seatsLeft: 97,
      checkedIn: 2,
    },
  ],
};

const routes: RouteObject[] = [{ path: '/admin', element: <DashboardPage /> }];
afterEach(() => vi.unstubAllGlobals());

describe('the dashboard', () => {
  it('shows the periods, the seats, the chart and each event with its links', async () => {
    mockApi({ 'GET /api/admin/dashboard': json(200, dashboard) });
    renderRoutes(routes, ['/admin']);
    const today = (await screen.findByText('Today', { selector: 'dt' })).closest('div');
    expect(today).toHaveTextContent('NGN 9,000');
    expect(today).toHaveTextContent('3 tickets sold · 2 orders');
    expect(screen.getByText('Checked in', { selector: 'dt' }).closest('div')).toHaveTextContent('2 of 8');
    expect(screen.getByText('Holds pending', { selector: 'dt' }).closest('div')).toHaveTextContent('2');
    expect(screen.getByRole('img', { name: /^Revenue by day from 13 Mar to 14 Mar/ })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Davido Live In Concert/ });
    expect(within(row).getByText('97')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Orders for Davido Live In Concert' })).toHaveAttribute(
      'href',
      '/admin/orders?eventId=1',
    );
    expect(within(row).getByRole('link', { name: 'Attendees CSV for Davido Live In Concert' })).toHaveAttribute(
      'href',
      '/api/admin/events/1/attendees.csv',
    );
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    mockApi({
      'GET /api/admin/dashboard': json(500, { message: 'Something went wrong on our side. Please try again.' }),
    });
    renderRoutes(routes, ['/admin']);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
