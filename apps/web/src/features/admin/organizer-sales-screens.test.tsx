import type { Dashboard, Statement } from '@storefront/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes } from '../auth/test-helpers.tsx';
import { ConsoleProvider, organizerConsole } from './console.tsx';
import { DashboardPage } from './dashboard/dashboard-page.tsx';
import { DoorStaffPage } from './door-staff/door-staff-page.tsx';
import { StatementsPage } from './statements/statements-page.tsx';

// The screens the organizer console shares (architecture.md §16) with the back office call /api/organizer and
// link within /organizer; the organizer's dashboard shows the split; statements and door staff.

const inOrganizerConsole = (path: string, element: React.ReactNode): RouteObject[] => [
  { path, element: <ConsoleProvider value={organizerConsole}>{element}</ConsoleProvider> },
];
afterEach(() => vi.unstubAllGlobals());

const split = { ticketsSold: 3, gross: 900_000, fees: 15_000, feesBorne: 10_000, commission: 90_000, net: 800_000 };
const dashboard: Dashboard = {
  timeZone: 'Africa/Lagos',
  generatedAt: '2027-03-14T12:00:00.000Z',
  today: { orders: 2, ticketsSold: 3, revenue: 9000 },
  thisWeek: { orders: 2, ticketsSold: 3, revenue: 9000 },
  allTime: { orders: 2, ticketsSold: 3, revenue: 9000 },
  refunded: { orders: 0, amount: 0 },
  seatsHeld: 0,
  seatsLeft: 97,
  checkedIn: 0,
  days: [{ date: '2027-03-14', ticketsSold: 3, revenue: 9000 }],
  events: [
    {
      eventId: '1',
      title: 'Alpha Night',
      startsAt: '2027-04-18T19:00:00.000Z',
      timeZone: 'Africa/Lagos',
      city: 'Lagos',
      status: 'published',
      capacity: 100,
      ticketsSold: 3,
      revenue: 9000,
      seatsHeld: 0,
      seatsLeft: 97,
      checkedIn: 0,
    },
  ],
  split: {
    allTime: split,
    days: [{ date: '2027-03-14', ...split }],
    events: [{ eventId: '1', ...split }],
  },
};

describe("the organizer's dashboard", () => {
  it('calls /api/organizer, links within /organizer and shows gross, fees, commission and net', async () => {
    const api = mockApi({ 'GET /api/organizer/dashboard': json(200, dashboard) });
    renderRoutes(inOrganizerConsole('/organizer', <DashboardPage />), ['/organizer']);
    const net = (await screen.findByText('Net', { selector: 'dt' })).closest('div');
    expect(net).toHaveTextContent('NGN 8,000.00');
    expect(screen.getByText('Commission', { selector: 'dt' }).closest('div')).toHaveTextContent('NGN 900.00');
    expect(screen.getByText('Paystack fees', { selector: 'dt' }).closest('div')).toHaveTextContent(
      'NGN 100.00borne by you, of NGN 150.00 in all',
    );
    const day = screen.getByRole('row', { name: /2027-03-14/ });
    expect(day).toHaveTextContent('NGN 9,000.00');
    const row = screen.getByRole('row', { name: /Alpha Night/ });
    expect(row).toHaveTextContent('NGN 8,000.00');
    expect(within(row).getByRole('link', { name: 'Orders for Alpha Night' })).toHaveAttribute(
      'href',
      '/organizer/orders?eventId=1',
    );
    expect(within(row).getByRole('link', { name: 'Attendees CSV for Alpha Night' })).toHaveAttribute(
      'href',
      '/api/organizer/events/1/attendees.csv',
    );
    expect(api.calls.some((call) => call.path.startsWith('/api/admin'))).toBe(false);
  });
});

describe("a new organizer's dashboard: the next steps (docs/organizers.md §2, §3)", () => {
  const me = (payoutAccount: unknown) => ({
    id: 'org-a',
    name: 'Alpha Shows',
    slug: 'alpha-shows',
    status: 'approved',
    publishesDirectly: false,
    commissionPercent: 10,
    payoutAccount,
  });
  const account = {
    bankName: 'Access Bank',
    accountLast4: '6789',
    accountName: 'ALPHA SHOWS',
    subaccountCode: 'ACCT_1',
  };
  const empty: Dashboard = { ...dashboard, events: [] };

  it('with no payout account and no event: both steps, each linking to its page', async () => {
    mockApi({ 'GET /api/organizer/dashboard': json(200, empty), 'GET /api/organizer/me': json(200, me(null)) });
    renderRoutes(inOrganizerConsole('/organizer', <DashboardPage />), ['/organizer']);
    const steps = await screen.findByRole('region', { name: 'Next steps' });
    expect(within(steps).getByRole('link', { name: 'Add payout account' })).toHaveAttribute(
      'href',
      '/organizer/payouts',
    );
    expect(within(steps).getByRole('link', { name: 'Create event' })).toHaveAttribute('href', '/organizer/events/new');
  });

  it('hides each step once it is done, and the whole card with the last', async () => {
    mockApi({ 'GET /api/organizer/dashboard': json(200, empty), 'GET /api/organizer/me': json(200, me(account)) });
    const first = renderRoutes(inOrganizerConsole('/organizer', <DashboardPage />), ['/organizer']);
    const steps = await screen.findByRole('region', { name: 'Next steps' });
    expect(within(steps).queryByRole('link', { name: 'Add payout account' })).toBeNull();
    expect(within(steps).getByRole('link', { name: 'Create event' })).toBeVisible();
    first.unmount();

    mockApi({ 'GET /api/organizer/dashboard': json(200, dashboard), 'GET /api/organizer/me': json(200, me(account)) });
    renderRoutes(inOrganizerConsole('/organizer', <DashboardPage />), ['/organizer']);
    await screen.findByRole('row', { name: /Alpha Night/ });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Next steps' })).toBeNull());
  });

  it('is not in the back office', async () => {
    const api = mockApi({ 'GET /api/admin/dashboard': json(200, empty) });
    renderRoutes([{ path: '/admin', element: <DashboardPage /> }], ['/admin']);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await screen.findByRole('region', { name: 'Per event' });
    expect(screen.queryByRole('region', { name: 'Next steps' })).toBeNull();
    expect(api.calls.some((call) => call.path === '/api/organizer/me')).toBe(false);
  });
});

const statement: Statement = {
  organizer: { id: 'org-a', name: 'Alpha Shows' },
  from: '2027-03-01',
  to: '2027-03-31',
  timeZone: 'Africa/Lagos',
  lines: [
    {
      kind: 'payment',
      at: '2027-03-14T10:00:00.000Z',
      orderId: 'o1',
      reference: 'OWB-one',
      eventId: '1',
      eventTitle: 'Alpha Night',
      tickets: 2,
      gross: 600_000,
      fee: 10_000,
      feeBearer: 'subaccount',
      feeBorne: 10_000,
      commission: 60_000,
      net: 530_000,
    },
    {
      kind: 'refund',
      at: '2027-03-15T10:00:00.000Z',
      orderId: 'o1',
      reference: 'OWB-one',
      eventId: '1',
      eventTitle: 'Alpha Night',
      tickets: -2,
      gross: -600_000,
      fee: 0,
      feeBearer: 'subaccount',
      feeBorne: 0,
      commission: -60_000,
      net: -540_000,
    },
  ],
  totals: {
    tickets: 0,
    payments: 1,
    refunds: 1,
    gross: 0,
    fees: 10_000,
    feesBorne: 10_000,
    commission: 0,
    net: -10_000,
  },
};

describe('the statements screen', () => {
  it("shows the organizer's period: each line, the totals and the CSV link", async () => {
    mockApi({ 'GET /api/organizer/statements?from=2027-03-01&to=2027-03-31': json(200, statement) });
    renderRoutes(inOrganizerConsole('/organizer/statements', <StatementsPage />), [
      '/organizer/statements?from=2027-03-01&to=2027-03-31',
    ]);
    expect(await screen.findByRole('heading', { name: 'Alpha Shows: 2027-03-01 to 2027-03-31' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Payment OWB-one/ })).toHaveTextContent('NGN 5,300.00');
    expect(screen.getByRole('row', { name: /Refund OWB-one/ })).toHaveTextContent('NGN -5,400.00');
    expect(screen.getByRole('row', { name: /Totals/ })).toHaveTextContent('NGN -100.00');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/organizer/statements.csv?from=2027-03-01&to=2027-03-31',
    );
  });

  it("lets an admin pick an organizer and calls the admin's route", async () => {
    mockApi({
      'GET /api/admin/organizer-options': json(200, [{ id: 'org-a', name: 'Alpha Shows', status: 'approved' }]),
      'GET /api/admin/organizers/org-a/statements?from=2027-03-01&to=2027-03-31': json(200, statement),
    });
    renderRoutes(
      [{ path: '/admin/statements', element: <StatementsPage /> }],
      ['/admin/statements?from=2027-03-01&to=2027-03-31'],
    );
    expect(screen.getByText('Choose an organizer to see their statement.')).toBeInTheDocument();
    const picker = await screen.findByLabelText('Organizer');
    await screen.findByRole('option', { name: 'Alpha Shows' });
    await userEvent.selectOptions(picker, 'org-a');
    await userEvent.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(await screen.findByRole('heading', { name: /Alpha Shows: 2027-03-01/ })).toBeInTheDocument();
  });
});

describe('the door staff screen', () => {
  it('invites by email, lists and removes', async () => {
    const invited = { id: 's1', email: 'door@example.com', invitedAt: '2027-03-14T10:00:00.000Z', hasAccount: false };
    const api = mockApi({
      'GET /api/organizer/staff': json(200, { staff: [] }),
      'POST /api/organizer/staff': json(200, { message: 'Invitation sent to door@example.com.', staff: [invited] }),
      'DELETE /api/organizer/staff/s1': json(200, {
        message: 'door@example.com can no longer admit tickets for your events.',
        staff: [],
      }),
    });
    renderRoutes(inOrganizerConsole('/organizer/door-staff', <DoorStaffPage />), ['/organizer/door-staff']);
    expect(await screen.findByText(/Nobody yet/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email address'), 'door@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Invitation sent to door@example.com.');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'door@example.com' });
    expect(screen.getByText(/waiting for them to sign up/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove door@example.com' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('can no longer admit'));
    expect(screen.getByText(/Nobody yet/)).toBeInTheDocument();
  });
});
