import { showtimeAdminMessages } from '@storefront/contracts/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, setXsrfCookie } from '../../auth/test-helpers.tsx';
import { DatesCard } from './dates-card.tsx';

// An event's dates in the back office (decision 50): listed with their seats, added at the venue's
// clock, removed when nobody ordered them; the form's capacity follows their sum.
const date = (id: string, startsAt: string, capacity: number, extra: Record<string, unknown> = {}) => ({
  id,
  startsAt,
  endsAt: startsAt,
  capacity,
  remaining: capacity,
  sold: 0,
  held: 0,
  own: false,
  seatPlan: null,
  ...extra,
});
const own = date('12-a', '2031-03-14T18:30:00.000Z', 150, { own: true, sold: 4, remaining: 146 });
const later = date('12-b', '2031-03-15T19:00:00.000Z', 100);
const answer = (...showtimes: unknown[]) => json(200, { timeZone: 'Africa/Lagos', showtimes });
const PATH = '/api/admin/events/12/showtimes';

function renderCard(replies: Parameters<typeof mockApi>[0], onCapacity = vi.fn()) {
  setXsrfCookie();
  const api = mockApi(replies);
  renderRoutes([{ path: '/', element: <DatesCard eventId="12" onCapacity={onCapacity} /> }], ['/']);
  return { ...api, onCapacity };
}

afterEach(() => vi.unstubAllGlobals());

describe('DatesCard', () => {
  it('says a one-date event has the form’s date, and adds a date at the venue’s clock', async () => {
    const { calls, onCapacity } = renderCard({
      [`GET ${PATH}`]: answer(),
      [`POST ${PATH}`]: json(201, { timeZone: 'Africa/Lagos', showtimes: [own, later] }),
    });
    expect(await screen.findByText(/One date: the start on the form/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New date'), '2031-03-15');
    await user.type(screen.getByLabelText('Start time'), '20:00');
    await user.type(screen.getByLabelText('Seats'), '100');
    await user.click(screen.getByRole('button', { name: 'Add the date' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ startsAt: '2031-03-15 20:00', capacity: 100 }),
    );
    const list = await screen.findByRole('list', { name: 'Dates of this event' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent("(the event's own date)");
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('4 sold, 0 held, 146 of 150 seats left');
    expect(onCapacity).toHaveBeenCalledWith(250);
    expect(screen.getByLabelText('Seats')).toHaveValue('');
  });

  it('removes only a date nobody ordered, and shows the server’s sentence when it refuses', async () => {
    const { calls } = renderCard({
      [`GET ${PATH}`]: answer(own, later),
      [`DELETE ${PATH}/12-b`]: json(409, { message: showtimeAdminMessages.hasOrders }),
    });
    const list = await screen.findByRole('list', { name: 'Dates of this event' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first as HTMLElement).queryByRole('button')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(second as HTMLElement).getByRole('button', { name: /^Remove the date/ }));
    expect(await screen.findByText(showtimeAdminMessages.hasOrders)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the server’s sentence for a date it cannot take, keeping what was typed', async () => {
    renderCard({
      [`GET ${PATH}`]: answer(own),
      [`POST ${PATH}`]: json(400, { message: showtimeAdminMessages.beforeFirst }),
    });
    await screen.findByRole('list', { name: 'Dates of this event' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New date'), '2031-03-01');
    await user.type(screen.getByLabelText('Start time'), '20:00');
    await user.type(screen.getByLabelText('Seats'), '80');
    await user.click(screen.getByRole('button', { name: 'Add the date' }));
    expect(await screen.findByText(showtimeAdminMessages.beforeFirst)).toBeInTheDocument();
    expect(screen.getByLabelText('Seats')).toHaveValue('80');
  });

  it('gives a date nobody ordered a seat plan, each section at a tier, and says it is seated', async () => {
    const seated = {
      ...later,
      capacity: 150,
      remaining: 150,
      seated: true,
      seatPlan: { id: 'hall-1', name: 'Hall 1' },
    };
    const section = (name: string, firstRow: string) => ({
      name,
      firstRow,
      rows: 1,
      seatsPerRow: 2,
      aisleAfter: [],
      wheelchair: [],
      companion: [],
      restricted: [],
    });
    const { calls } = renderCard({
      [`GET ${PATH}`]: answer(own, later),
      'GET /api/admin/seat-plans': json(200, {
        plans: [{ id: 'hall-1', venue: 'Genesis Cinema, Lekki', name: 'Hall 1', seatCount: 150 }],
      }),
      'GET /api/admin/seat-plans/hall-1': json(200, {
        id: 'hall-1',
        venue: 'Genesis Cinema, Lekki',
        name: 'Hall 1',
        sections: [section('Regular', 'A'), section('Premium', 'K')],
        seatCount: 4,
        seats: [],
        dates: 0,
      }),
      'GET /api/admin/events/12/ticket-types': json(200, {
        timeZone: 'Africa/Lagos',
        basePrice: 2000,
        ticketTypes: [
          { id: '12-regular', name: 'Regular' },
          { id: '12-premium', name: 'Premium' },
        ],
      }),
      [`PUT ${PATH}/12-b/seat-plan`]: json(200, { timeZone: 'Africa/Lagos', showtimes: [own, seated] }),
    });
    const list = await screen.findByRole('list', { name: 'Dates of this event' });
    const [first, second] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(first).toHaveTextContent('Unnumbered seats');
    // The date with orders offers no plan.
    expect(within(first as HTMLElement).queryByText(/Give it a seat plan/)).toBeNull();
    const user = userEvent.setup();
    await user.click(await within(second as HTMLElement).findByText('Give it a seat plan'));
    await user.selectOptions(within(second as HTMLElement).getByRole('combobox', { name: /^Seat plan/ }), 'hall-1');
    expect(await within(second as HTMLElement).findByLabelText(/^Regular sells at/)).toHaveValue('12-regular');
    await user.selectOptions(within(second as HTMLElement).getByLabelText(/^Premium sells at/), '12-regular');
    await user.click(within(second as HTMLElement).getByRole('button', { name: /^Apply/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        planId: 'hall-1',
        tiers: { Regular: '12-regular', Premium: '12-regular' },
      }),
    );
    expect(await screen.findByText('Seated: Hall 1')).toBeInTheDocument();
  });
});
