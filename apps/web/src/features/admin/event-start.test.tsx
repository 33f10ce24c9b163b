import type { Dashboard } from '@storefront/contracts/messages';
import type { AdminEventRow } from '@storefront/contracts/rules';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes } from '../auth/test-helpers.tsx';
import { DashboardPage } from './dashboard/dashboard-page.tsx';
import { AdminEventsPage } from './events/admin-events-page.tsx';

// Davido in Atlanta: 20:00 on 17 April by the venue's clock is midnight UTC and 01:00 in Lagos on
// the 18th. The dashboard once wrote "18 Apr 2027" (Lagos), the events list "17 Apr 2027, 20:00";
// both now write the venue's clock (architecture.md §15.1).
const DAVIDO = { startsAt: '2027-04-18T00:00:00.000Z', timeZone: 'America/New_York', city: 'Atlanta' };
const WRITTEN = 'Sat 17 APR 2027 · 20:00 (Atlanta time)';

const row: AdminEventRow = {
  id: '1',
  title: 'Davido Live In Concert',
  artistName: 'Davido',
  status: 'published',
  ...DAVIDO,
  capacity: 100,
  sold: 3,
  held: 0,
  revenue: 9000,
  eventImage: '/posters/davido.svg',
  organizerName: null,
  reviewStatus: 'none',
};

const figures = { orders: 0, ticketsSold: 0, revenue: 0 };
const dashboard: Dashboard = {
  timeZone: 'Africa/Lagos',
  generatedAt: '2027-03-14T12:00:00.000Z',
  today: figures,
  thisWeek: figures,
  allTime: figures,
  refunded: { orders: 0, amount: 0 },
  seatsHeld: 0,
  seatsLeft: 97,
  checkedIn: 0,
  days: [],
  events: [
    {
      eventId: '1',
      title: 'Davido Live In Concert',
      ...DAVIDO,
      status: 'published',
      capacity: 100,
      ticketsSold: 3,
      revenue: 9000,
      seatsHeld: 0,
      seatsLeft: 97,
      checkedIn: 0,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("an event's start in the back office", () => {
  it("is written the same in the dashboard and the events list: the venue's clock, its city named", async () => {
    mockApi({ 'GET /api/admin/dashboard': json(200, dashboard) });
    renderRoutes([{ path: '/admin', element: <DashboardPage /> }], ['/admin']);
    const onDashboard = (await screen.findByRole('row', { name: /Davido Live In Concert/ })).querySelector('time');
    expect(onDashboard).toHaveTextContent(WRITTEN, { normalizeWhitespace: false });
    expect(onDashboard).toHaveAttribute('datetime', DAVIDO.startsAt);
    cleanup();

    mockApi({ 'GET /api/admin/events': json(200, { items: [row], page: 1, pageSize: 25, total: 1 }) });
    renderRoutes([{ path: '/admin/events', element: <AdminEventsPage /> }], ['/admin/events']);
    const listed = (await screen.findByRole('row', { name: /Davido Live In Concert/ })).querySelector('time');
    expect(listed).toHaveTextContent(WRITTEN, { normalizeWhitespace: false });
    expect(listed).toHaveAttribute('datetime', DAVIDO.startsAt);
  });
});
