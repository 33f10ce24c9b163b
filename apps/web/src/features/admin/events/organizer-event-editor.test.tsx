import { type AdminEvent, eventReviewMessages as review } from '@storefront/contracts/rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, setXsrfCookie } from '../../auth/test-helpers.tsx';
import { ConsoleProvider, organizerConsole } from '../console.tsx';
import { EventEditorPage } from './event-editor-page.tsx';

// The event editor in the organizer console and an organizer's event in the back office
// (decision 31): no payment split code for them, the review card's submit, publish and return.

const base: AdminEvent = {
  id: '12',
  title: 'Tems Live',
  artistName: 'Tems',
  eventOwner: '',
  category: 'Concert',
  description: 'One night.',
  about: 'All the songs.',
  venue: 'Eko Convention Centre',
  city: 'Lagos',
  timeZone: 'Africa/Lagos',
  startDate: '2031-03-14',
  startTime: '19:30',
  startsAt: '2031-03-14T18:30:00.000Z',
  endDate: '2031-03-14',
  endTime: '22:30',
  endsAt: '2031-03-14T21:30:00.000Z',
  street: '',
  region: '',
  postalCode: '',
  countryCode: 'NG',
  basePrice: 25000,
  capacity: 40,
  maxPerOrder: 10,
  maxPerAccount: 20,
  doorsOpenMinutes: 180,
  remaining: 37,
  sold: 3,
  held: 0,
  revenue: 75000,
  subaccountCode: '',
  status: 'published',
  eventImage: '/media/events/12/v1/poster-1200.webp',
  hasPoster: true,
  publicPath: '/event-details/12',
  shareImagePath: '/media/events/12/share.png',
  updatedAt: null,
  organizerName: null,
  reviewStatus: 'none',
  organizerId: null,
  reviewNote: null,
  submittedAt: null,
};

const draft: AdminEvent = {
  ...base,
  status: 'draft',
  sold: 0,
  revenue: 0,
  organizerId: 'org-a',
  organizerName: 'Alpha Shows',
};
const me = (overrides: Record<string, unknown> = {}) => ({
  id: 'org-a',
  name: 'Alpha Shows',
  slug: 'alpha-shows',
  status: 'approved',
  publishesDirectly: false,
  commissionPercent: 10,
  payoutAccount: {
    bankCode: '058',
    bankName: 'Guaranty Trust Bank',
    accountLast4: '0001',
    accountName: 'ALPHA SHOWS',
    subaccountCode: 'ACCT_alpha',
  },
  ...overrides,
});
const tiers = json(200, { timeZone: 'Africa/Lagos', basePrice: 25000, ticketTypes: [] });

function renderOrganizer(event: AdminEvent, self = me(), extra: Record<string, Response> = {}) {
  setXsrfCookie();
  const api = mockApi({
    'GET /api/organizer/events/12': json(200, { event, preview: {} }),
    'GET /api/organizer/events/12/ticket-types': tiers,
    'GET /api/organizer/me': json(200, self),
    ...extra,
  });
  const inConsole = (children: ReactNode) => <ConsoleProvider value={organizerConsole}>{children}</ConsoleProvider>;
  renderRoutes([{ path: '/organizer/events/:id', element: inConsole(<EventEditorPage />) }], ['/organizer/events/12']);
  return api;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the event editor in the organizer console', () => {
  it('calls /api/organizer, has no split code and no Published status, and submits for review', async () => {
    const { calls } = renderOrganizer(draft, me(), {
      'POST /api/organizer/events/12/submit': json(200, {
        event: { ...draft, reviewStatus: 'submitted', submittedAt: '2030-01-01T00:00:00.000Z' },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Tems Live' });
    expect(screen.queryByLabelText('Payment split code (optional)')).toBeNull();
    expect(screen.queryByLabelText('Organizer (optional)')).toBeNull();
    expect(screen.queryByRole('option', { name: 'Published' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All events' })).toHaveAttribute('href', '/organizer/events');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(review.submitted)).toBeInTheDocument();
    expect(screen.getByText(review.waiting)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    expect(calls.every((call) => !call.path.startsWith('/api/admin'))).toBe(true);
  });

  it('disables submitting without a payout account, says why and links to add one', async () => {
    renderOrganizer(draft, me({ payoutAccount: null }));
    const button = await screen.findByRole('button', { name: 'Submit for review' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(expect.stringContaining(review.noPayoutAccount));
    expect(screen.getByRole('link', { name: 'Add a payout account' })).toHaveAttribute('href', '/organizer/payouts');
  });

  it("shows the admins' note on a returned event", async () => {
    renderOrganizer({ ...draft, reviewStatus: 'returned', reviewNote: 'Add the street, please.' });
    expect(await screen.findByText(review.returnedTitle)).toBeInTheDocument();
    expect(screen.getByText('Add the street, please.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit for review' })).toBeEnabled();
  });

  it('publishes directly for a trusted organizer, through the save', async () => {
    const { calls } = renderOrganizer(draft, me({ publishesDirectly: true }), {
      'PUT /api/organizer/events/12': json(200, { event: { ...draft, status: 'published' } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ status: 'published' }),
    );
  });
});

describe("an organizer's event in the back office", () => {
  it('names the organizer, and returns a submitted event with a note', async () => {
    setXsrfCookie();
    const waiting = { ...draft, reviewStatus: 'submitted' as const };
    const { calls } = mockApi({
      'GET /api/admin/events/12': json(200, { event: waiting, preview: {} }),
      'GET /api/admin/events/12/ticket-types': tiers,
      'POST /api/admin/events/12/return': json(200, {
        event: { ...waiting, reviewStatus: 'returned', reviewNote: 'Add the street.' },
      }),
    });
    renderRoutes([{ path: '/admin/events/:id', element: <EventEditorPage /> }], ['/admin/events/12']);
    expect(await screen.findByText('Alpha Shows')).toBeInTheDocument();
    expect(screen.queryByLabelText('Payment split code (optional)')).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Return to organizer' }));
    await user.type(await screen.findByLabelText('Note to the organizer'), 'Add the street.');
    await user.click(screen.getByRole('button', { name: 'Return the event' }));
    expect(await screen.findByText(review.returned)).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/return'))?.body).toEqual({ note: 'Add the street.' });
    expect(screen.getByText('Add the street.')).toBeInTheDocument();
  });
});
