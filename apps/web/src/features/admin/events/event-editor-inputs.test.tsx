import { VENUE_TIME_ZONES } from '@storefront/contracts/format';
import { type AdminEvent, adminEventMessages as m } from '@storefront/contracts/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, setXsrfCookie } from '../../auth/test-helpers.tsx';
import { EventEditorPage } from './event-editor-page.tsx';

// The price, date, time and time zone fields of the event form (architecture.md §15.1).

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

async function renderEditor(loaded: AdminEvent = event) {
  setXsrfCookie();
  const api = mockApi({
    'GET /api/admin/events/12': json(200, { event: loaded, preview: {} }),
    'PUT /api/admin/events/12': json(200, { event: loaded }),
  });
  renderRoutes([{ path: '/admin/events/:id', element: <EventEditorPage /> }], ['/admin/events/12']);
  await screen.findByRole('heading', { level: 1, name: 'Tems Live' });
  return api;
}

const set = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const sent = async (calls: { method: string; body?: unknown }[]) => {
  await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
  return calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the price field', () => {
  it.each([
    ['25,000', 25000],
    ['NGN 30 000', 30000],
    ['₦1,500,000.00', 1500000],
  ])('takes %j and sends %d naira', async (typed, naira) => {
    const { calls } = await renderEditor();
    expect(screen.getByLabelText('Price (NGN)')).toHaveAccessibleDescription(expect.stringContaining('25,000'));
    set('Price (NGN)', typed);
    save();
    expect((await sent(calls)).basePrice).toBe(naira);
  });

  it.each([
    ['25.000', m.priceTyped.ambiguous],
    ['2,50,000', m.priceTyped.grouping],
    ['25000.50', m.priceTyped.kobo],
    ['twenty', m.priceTyped.unreadable],
    ['', m.basePrice],
  ])('refuses %j by the field with its sentence, asking the server nothing', async (typed, message) => {
    const { calls } = await renderEditor();
    set('Price (NGN)', typed);
    save();
    expect(screen.getByLabelText('Price (NGN)')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('the end and the address', () => {
  it('are beside the start, sent as typed; moving the start moves the end and keeps the length', async () => {
    const { calls } = await renderEditor();
    expect(screen.getByLabelText('End date')).toHaveValue('2031-03-14');
    expect(screen.getByLabelText('End time')).toHaveValue('22:30');
    set('Start time', '21:00');
    expect(screen.getByLabelText('End time')).toHaveValue('00:00');
    expect(screen.getByLabelText('End date')).toHaveValue('2031-03-15');
    set('Street address (optional)', '1 Water Corporation Drive, Victoria Island');
    set('State or region (optional)', 'Lagos');
    set('Postal code (optional)', '101241');
    save();
    expect(await sent(calls)).toMatchObject({
      startTime: '21:00',
      endDate: '2031-03-15',
      endTime: '00:00',
      street: '1 Water Corporation Drive, Victoria Island',
      region: 'Lagos',
      postalCode: '101241',
      countryCode: 'NG',
    });
  });

  it('refuses an end before the start by the end time, asking the server nothing', async () => {
    const { calls } = await renderEditor();
    set('End time', '19:00');
    save();
    expect(screen.getByLabelText('End time')).toHaveAccessibleDescription(expect.stringContaining(m.endNotAfterStart));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('the start date and time', () => {
  it('are text in the one format their sentences name, with the date in words once it reads', async () => {
    const { calls } = await renderEditor();
    const date = screen.getByLabelText('Start date');
    expect(date).toHaveAttribute('type', 'text');
    expect(date).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    expect(date).toHaveValue('2031-03-14');
    expect(date).toHaveAccessibleDescription('Friday, 14 March 2031');
    expect(screen.getByLabelText('Start time')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Start time')).toHaveAttribute('placeholder', 'HH:MM');

    // The error names the format the box shows and the hint describes.
    set('Start date', '14/03/2031');
    save();
    expect(date).toHaveAccessibleDescription(expect.stringContaining(m.startDate));
    expect(m.startDate).toContain('YYYY-MM-DD');
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Year, month and day: YYYY-MM-DD.'));
    set('Start date', '2031-02-30');
    save();
    expect(date).toHaveAccessibleDescription(expect.stringContaining(m.noSuchDate));
    set('Start time', '7pm');
    save();
    expect(screen.getByLabelText('Start time')).toHaveAccessibleDescription(expect.stringContaining(m.startTime));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    set('Start date', '2031-04-02');
    expect(date).toHaveAccessibleDescription('Wednesday, 2 April 2031');
    set('Start time', '7:30');
    save();
    expect(await sent(calls)).toMatchObject({ startDate: '2031-04-02', startTime: '07:30' });
  });

  it('offers the calendar where the browser can open one, and writes its choice as YYYY-MM-DD', async () => {
    const showPicker = vi.fn();
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { value: showPicker, configurable: true });
    try {
      await renderEditor();
      fireEvent.click(screen.getByRole('button', { name: 'Open the calendar for the start date' }));
      expect(showPicker).toHaveBeenCalledTimes(1);
      const calendar = showPicker.mock.contexts[0] as HTMLInputElement;
      expect(calendar).toHaveAttribute('type', 'date');
      expect(calendar).toHaveValue('2031-03-14');
      fireEvent.change(calendar, { target: { value: '2031-05-01' } });
      expect(screen.getByLabelText('Start date')).toHaveValue('2031-05-01');
    } finally {
      Reflect.deleteProperty(HTMLInputElement.prototype, 'showPicker');
    }
  });
});

describe('the time zone', () => {
  it("is chosen from a list, the venues' zones first, Lagos at the top", async () => {
    const { calls } = await renderEditor();
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Africa/Lagos');
    const groups = within(zone).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['Our venues', 'All time zones']);
    const venues = within(groups[0] as HTMLElement)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(venues).toEqual([...VENUE_TIME_ZONES]);
    expect(within(groups[1] as HTMLElement).getAllByRole('option').length).toBeGreaterThan(40);
    expect(within(zone).getByRole('option', { name: 'America/New York' })).toHaveValue('America/New_York');

    await userEvent.setup().selectOptions(zone, 'Asia/Tokyo');
    save();
    expect((await sent(calls)).timeZone).toBe('Asia/Tokyo');
  });

  it("keeps an event's zone that no list has", async () => {
    await renderEditor({ ...event, timeZone: 'Asia/Kolkata' });
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Asia/Kolkata');
  });
});
