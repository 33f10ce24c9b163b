import type { AdminWaitlist, AdminWaitlistEntry } from '@storefront/contracts/api';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes } from '../../auth/test-helpers.tsx';
import { EventWaitlistPage } from './event-waitlist-page.tsx';

const entry = (over: Partial<AdminWaitlistEntry>): AdminWaitlistEntry => ({
  id: over.email ?? 'x',
  email: 'ada@example.com',
  quantity: 2,
  status: 'waiting',
  createdAt: '2027-07-01T09:00:00.000Z',
  confirmedAt: '2027-07-01T09:01:00.000Z',
  claimExpiresAt: null,
  showtimeStartsAt: null,
  ...over,
});

const counts = { unconfirmed: 0, waiting: 2, offered: 0, claimed: 0, lapsed: 0, left: 0 };

function renderPage(answer: AdminWaitlist) {
  mockApi({ 'GET /api/admin/events/3/waitlist': json(200, answer) });
  renderRoutes(
    [{ path: '/admin/events/:id/waitlist', element: <EventWaitlistPage id="3" /> }],
    ['/admin/events/3/waitlist'],
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the waitlist page', () => {
  it("names the date a place is for at the venue's clock, and 'Any date' for a place for any", async () => {
    renderPage({
      timeZone: 'Africa/Lagos',
      tiers: [
        {
          ticketTypeId: '3-premium',
          name: 'Premium',
          counts,
          entries: [
            entry({ email: 'friday@example.com', showtimeStartsAt: '2027-07-09T17:00:00.000Z' }),
            entry({ email: 'any@example.com' }),
          ],
        },
      ],
    });
    expect(await screen.findByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
    const friday = screen.getByRole('row', { name: /friday@example\.com/ });
    expect(within(friday).getByText('Fri 9 JUL 2027 · 18:00')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /any@example\.com/ })).getByText('Any date')).toBeInTheDocument();
  });

  it('has no Date column when no place is for one date', async () => {
    renderPage({
      timeZone: 'Africa/Lagos',
      tiers: [{ ticketTypeId: '3-regular', name: 'Regular', counts, entries: [entry({})] }],
    });
    expect(await screen.findByRole('row', { name: /ada@example\.com/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Date' })).not.toBeInTheDocument();
  });
});
