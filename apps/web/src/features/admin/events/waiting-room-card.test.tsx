import { waitingRoomMessages } from '@storefront/contracts/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, setXsrfCookie } from '../../auth/test-helpers.tsx';
import { ConsoleProvider, organizerConsole } from '../console.tsx';
import { WaitingRoomCard } from './waiting-room-card.tsx';

// An event's waiting room in the back office and the organizer console (decision 54).
const places = { total: 0, waiting: 0, admitted: 0, used: 0, expired: 0 };
const none = { timeZone: 'Africa/Lagos', room: null, places };
const on = {
  timeZone: 'Africa/Lagos',
  // 09:00 at Lagos (UTC+1).
  room: {
    onSaleAt: '2031-03-15T08:00:00.000Z',
    queueOpensAt: '2031-03-15T07:15:00.000Z',
    queueOpensMinutesBefore: 45,
    admitPerSecond: 50,
    passMinutes: 8,
  },
  places: { total: 1200, waiting: 900, admitted: 250, used: 40, expired: 10 },
};
const PATH = '/api/admin/events/12/waiting-room';

function renderCard(replies: Parameters<typeof mockApi>[0], wrap = (card: ReactNode) => card) {
  setXsrfCookie();
  const api = mockApi(replies);
  renderRoutes([{ path: '/', element: wrap(<WaitingRoomCard eventId="12" />) }], ['/']);
  return { ...api, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('WaitingRoomCard', () => {
  it('says there is none, and turns one on with the defaults and the on-sale at the venue’s clock', async () => {
    const { calls, user } = renderCard({ [`GET ${PATH}`]: json(200, none), [`PUT ${PATH}`]: json(200, on) });
    expect(await screen.findByText('No waiting room')).toBeInTheDocument();
    expect(screen.getByLabelText('Opens (minutes before)')).toHaveValue('30');
    expect(screen.getByLabelText('Buyers let in per second')).toHaveValue('20');
    expect(screen.getByLabelText('Minutes to start an order')).toHaveValue('5');
    await user.type(screen.getByLabelText('On-sale date'), '2031-03-15');
    await user.type(screen.getByLabelText('On-sale time'), '09:00');
    await user.click(screen.getByRole('button', { name: 'Turn on the waiting room' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        onSaleAt: '2031-03-15 09:00',
        queueOpensMinutesBefore: 30,
        admitPerSecond: 20,
        passMinutes: 5,
      }),
    );
    expect(await screen.findByText('Waiting room saved.')).toBeInTheDocument();
    expect(screen.queryByText('No waiting room')).toBeNull();
    expect(screen.getByText(/50 buyers let in each second, 8 minutes to start an order/)).toBeInTheDocument();
  });

  it('shows the settings and the places, changes them live, and turns the room off', async () => {
    const { calls, user } = renderCard({
      [`GET ${PATH}`]: json(200, on),
      [`PUT ${PATH}`]: json(200, on),
      [`DELETE ${PATH}`]: json(200, { ...none, places: on.places }),
    });
    const dl = await screen.findByLabelText('Places in the waiting room');
    for (const figure of ['1200', '900', '250', '40', '10']) expect(within(dl).getByText(figure)).toBeInTheDocument();
    // The form holds the room's settings, the on-sale by the venue's clock.
    expect(screen.getByLabelText('On-sale date')).toHaveValue('2031-03-15');
    expect(screen.getByLabelText('On-sale time')).toHaveValue('09:00');
    expect(screen.getByLabelText('Opens (minutes before)')).toHaveValue('45');
    await user.clear(screen.getByLabelText('Buyers let in per second'));
    await user.type(screen.getByLabelText('Buyers let in per second'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Update the waiting room' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        onSaleAt: '2031-03-15 09:00',
        queueOpensMinutesBefore: 45,
        admitPerSecond: 2.5,
        passMinutes: 8,
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Turn off the waiting room' }));
    expect(await screen.findByText('No waiting room')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Turn off the waiting room' })).toBeNull();
  });

  it("shows the server's sentence for a figure it refuses, keeping what was typed", async () => {
    const { user } = renderCard({
      [`GET ${PATH}`]: json(200, none),
      [`PUT ${PATH}`]: json(400, { message: waitingRoomMessages.passMinutes }),
    });
    await user.clear(await screen.findByLabelText('Minutes to start an order'));
    await user.type(screen.getByLabelText('Minutes to start an order'), '45');
    await user.click(screen.getByRole('button', { name: 'Turn on the waiting room' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(waitingRoomMessages.passMinutes);
    expect(screen.getByLabelText('Minutes to start an order')).toHaveValue('45');
  });

  it('calls the organizer console’s API in the organizer console', async () => {
    const organizerPath = '/api/organizer/events/12/waiting-room';
    const { calls } = renderCard({ [`GET ${organizerPath}`]: json(200, none) }, (card) => (
      <ConsoleProvider value={organizerConsole}>{card}</ConsoleProvider>
    ));
    expect(await screen.findByText('No waiting room')).toBeInTheDocument();
    expect(calls.some((c) => c.path === organizerPath)).toBe(true);
    expect(calls.some((c) => c.path === PATH)).toBe(false);
  });
});
