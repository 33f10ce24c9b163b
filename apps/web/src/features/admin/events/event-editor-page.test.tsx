import {
  type AdminEvent,
  DEFAULT_MAX_PER_ACCOUNT,
  DEFAULT_MAX_PER_ORDER,
  adminEventMessages as m,
} from '@storefront/contracts/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, setXsrfCookie } from '../../auth/test-helpers.tsx';
import { EventEditorPage } from './event-editor-page.tsx';

const event: AdminEvent = {
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

const tier = (id: string, name: string, price: number, sortOrder: number) => ({
  id,
  eventId: '12',
  sortOrder,
  name,
  description: '',
  price,
  capacity: name === 'VIP' ? 20 : null,
  remaining: name === 'VIP' ? 18 : null,
  admits: 1,
  minPerOrder: 1,
  maxPerOrder: null,
  salesStartAt: null,
  salesEndAt: null,
  afterTicketTypeId: null,
  accessCode: null,
  status: 'on_sale',
  sold: name === 'VIP' ? 2 : 0,
  held: 0,
  orderLines: name === 'VIP' ? 1 : 0,
});
const regular = tier('12-regular', 'Regular', 25000, 0);
const vip = tier('12-vip', 'VIP', 60000, 1);
const tiersAnswer = (list: unknown[]) => json(200, { timeZone: 'Africa/Lagos', basePrice: 25000, ticketTypes: list });

function renderEditor(put = json(200, { event })) {
  setXsrfCookie();
  const api = mockApi({
    'GET /api/admin/events/12': json(200, { event, preview: {} }),
    'PUT /api/admin/events/12': put,
    'GET /api/admin/events/12/ticket-types': tiersAnswer([regular, vip]),
    'POST /api/admin/events/12/ticket-types/reorder': tiersAnswer([vip, regular]),
    'GET /api/admin/events/12/showtimes': json(200, { timeZone: 'Africa/Lagos', showtimes: [] }),
    'GET /api/admin/events/12/waiting-room': json(200, {
      timeZone: 'Africa/Lagos',
      room: null,
      places: { total: 0, waiting: 0, admitted: 0, used: 0, expired: 0 },
    }),
  });
  renderRoutes([{ path: '/admin/events/:id', element: <EventEditorPage /> }], ['/admin/events/12']);
  return api;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('EventEditorPage', () => {
  it('shows the event with its sales, and each field problem by its field before asking the server', async () => {
    const { calls } = renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tems Live' })).toBeInTheDocument();
    expect(screen.getByText('3 / 40')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Title'));
    await user.clear(screen.getByLabelText('Capacity'));
    await user.type(screen.getByLabelText('Capacity'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(m.title);
    expect(screen.getByLabelText('Capacity')).toHaveAccessibleDescription(expect.stringContaining(m.capacity));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    // Typing into three fields is slow on a loaded machine; the default 5 s was once too short.
  }, 15_000);

  it("shows the server's sentence when it refuses (capacity below what is taken)", async () => {
    renderEditor(json(409, { message: m.capacityBelowTaken(3) }));
    await screen.findByRole('heading', { level: 1, name: 'Tems Live' });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Capacity'));
    await user.type(screen.getByLabelText('Capacity'), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.capacityBelowTaken(3));
  });

  it('lists the ticket types with their sales; moving one up sends the new order and keeps the focus on it', async () => {
    const { calls } = renderEditor();
    const table = await screen.findByRole('region', { name: 'Ticket types of this event' }, { timeout: 5000 });
    expect(within(table).getByRole('row', { name: /VIP/ })).toHaveTextContent('2 / 0 / 20');
    expect(within(table).getByRole('row', { name: /Regular/ })).toHaveTextContent('0 / 0 / shared');
    // An ordered tier cannot be deleted: no Delete button for VIP; Regular (unordered) has one.
    expect(within(table).queryByRole('button', { name: 'Delete VIP' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Delete Regular' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Move VIP up' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/reorder'))?.body).toEqual({ ids: ['12-vip', '12-regular'] }),
    );
    expect(await screen.findByText('VIP moved up.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Move VIP down' })).toHaveFocus());
  });

  it('checks a ticket type in the dialog with the server rules before sending it', async () => {
    const { calls } = renderEditor();
    await screen.findByRole('region', { name: 'Ticket types of this event' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a ticket type' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a ticket type' });
    await user.type(within(dialog).getByLabelText('Name'), 'Table');
    await user.type(within(dialog).getByLabelText('Price (NGN)'), '1.5');
    await user.clear(within(dialog).getByLabelText('People one ticket admits'));
    await user.type(within(dialog).getByLabelText('People one ticket admits'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add the ticket type' }));
    expect(within(dialog).getByLabelText('Price (NGN)')).toHaveAccessibleDescription(
      expect.stringContaining('The price must be whole naira, without kobo.'),
    );
    expect(within(dialog).getByLabelText('People one ticket admits')).toHaveAccessibleDescription(
      expect.stringContaining('A ticket admits a whole number of people from 1 to 20.'),
    );
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/ticket-types'))).toBe(false);
  });

  it('asks before cancelling an event with tickets sold, and sends the refund choice', async () => {
    const { calls } = renderEditor();
    await screen.findByRole('heading', { level: 1, name: 'Tems Live' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Tems Live?' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(within(dialog).getByRole('checkbox', { name: /Refund all 3 tickets/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the event' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      status: 'cancelled',
      capacity: 40,
      basePrice: 25000,
      confirmCancel: true,
      refundTickets: true,
    });
  });

  it('edits the limits per buyer, shows their problems by the fields, and sends them as numbers', async () => {
    const { calls } = renderEditor(json(200, { event: { ...event, maxPerOrder: 4, maxPerAccount: 6 } }));
    await screen.findByRole('heading', { level: 1, name: 'Tems Live' });
    const group = screen.getByRole('group', { name: 'Limits per buyer' });
    const perOrder = within(group).getByLabelText('Tickets per order');
    const perAccount = within(group).getByLabelText('Tickets per account');
    expect(perOrder).toHaveValue('10');
    expect(perAccount).toHaveValue('20');
    expect(perOrder).toHaveAccessibleDescription(expect.stringContaining('ticket count stops here'));
    expect(perAccount).toHaveAccessibleDescription(expect.stringContaining('unconfirmed email gets at most 2'));

    const user = userEvent.setup();
    await user.clear(perOrder);
    await user.type(perOrder, '51');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(perOrder).toHaveAccessibleDescription(expect.stringContaining(m.maxPerOrder));
    await user.clear(perOrder);
    await user.type(perOrder, '8');
    await user.clear(perAccount);
    await user.type(perAccount, '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(perAccount).toHaveAccessibleDescription(expect.stringContaining(m.accountBelowOrder));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(perOrder);
    await user.type(perOrder, '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ maxPerOrder: 4, maxPerAccount: 6 });
    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    expect(perOrder).toHaveValue('4');
  }, 15_000);

  it('starts a new event at the default limits', async () => {
    mockApi({});
    renderRoutes([{ path: '/admin/events/new', element: <EventEditorPage /> }], ['/admin/events/new']);
    expect(await screen.findByLabelText('Tickets per order')).toHaveValue(String(DEFAULT_MAX_PER_ORDER));
    expect(screen.getByLabelText('Tickets per account')).toHaveValue(String(DEFAULT_MAX_PER_ACCOUNT));
  });

  it('says when the event does not exist, with the way back to the list', async () => {
    mockApi({ 'GET /api/admin/events/99': json(404, { message: 'No event has the id 99.' }) });
    renderRoutes([{ path: '/admin/events/:id', element: <EventEditorPage /> }], ['/admin/events/99']);
    expect(await screen.findByRole('alert')).toHaveTextContent('No event has the id 99.');
    expect(screen.getByRole('link', { name: 'Back to the events' })).toHaveAttribute('href', '/admin/events');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
