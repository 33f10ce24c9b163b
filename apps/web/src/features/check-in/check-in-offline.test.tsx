import type { DoorEvent, DoorList, DoorSyncAnswer, DoorSyncRequest } from '@storefront/contracts/api';
import {
  codeHashInput,
  doorHashText,
  qrReferencePart,
  referenceHashInput,
  shortLinkHashInput,
  tokenHashInput,
} from '@storefront/contracts/rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, setXsrfCookie } from '../auth/test-helpers.tsx';
import { CheckInPage } from './check-in-page.tsx';
import { memoryDoorStore } from './offline/door-store.ts';

// The door with no network (decision 26). The page admits from the list on the device, queues the
// admissions, says so, and syncs them when the network is back; a conflict shows both times.

const sha = async (text: string) =>
  doorHashText(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
const REFERENCE = 'OWB-AbCdEfGhIjKlMnOpQrStUvWx';
/** The ticket's QR: its short link (the MAC is the server's; the list has its hash). */
const MAC = 'K7QM2XD4ABCD';
const QR_LINK = `HTTP://LOCALHOST:3000/T/${qrReferencePart(REFERENCE)}${MAC}`;
const usher = { id: 'u9', username: 'usher', email: 'usher@example.com' };

const event: DoorEvent = {
  id: '1',
  showtimeId: null,
  title: 'Davido Live In Concert',
  startsAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
  timeZone: 'Africa/Lagos',
  city: 'Lagos',
  venue: 'Eko Hotel',
  room: null,
  status: 'published',
  doorsOpenAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
  dayEndsAt: new Date(Date.now() + 6 * 60 * 60 * 1000).toISOString(),
  when: 'today',
  admitted: 4,
  expected: 10,
};

async function doorList(): Promise<DoorList> {
  return {
    event,
    generatedAt: new Date().toISOString(),
    salt: 's',
    tickets: [
      [
        'TICKET-1',
        await sha(tokenHashInput('tok')),
        await sha(referenceHashInput(REFERENCE)),
        await sha(codeHashInput('s', 'K7QM2XD4')),
        1,
        0,
        'Ada Obi',
        '',
        0,
        await sha(shortLinkHashInput(REFERENCE, MAC)),
      ],
    ],
    conflicts: [],
  };
}

function goOffline(offline: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: !offline, configurable: true });
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

beforeEach(() => {
  setXsrfCookie();
  localStorage.clear();
  localStorage.setItem('door-event', '1');
  localStorage.setItem('door-device', 'this-device-01');
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('/check-in with no network', () => {
  it('admits from the list on the device, says it is offline and what waits, then syncs and shows a conflict with both times', async () => {
    const list = await doorList();
    const synced: DoorSyncRequest[] = [];
    const { calls } = mockApi({
      'GET /api/me': json(200, { user: usher, isAdmin: false, isStaff: true }),
      'GET /api/check-in/access': json(200, { staff: true }),
      'GET /api/door/events': json(200, { events: [event] }),
      'GET /api/door/events/1/admissions': json(200, list),
      'POST /api/door/events/1/sync': (body) => {
        const request = body as DoorSyncRequest;
        synced.push(request);
        const [admission] = request.admissions;
        return json(200, {
          results: [
            {
              id: admission?.id,
              outcome: 'conflict',
              reason: null,
              conflict: {
                ticketId: 'TICKET-1',
                holderName: 'Ada Obi',
                kept: { id: 'theirs', admittedAt: '2027-04-17T18:01:00.000Z', deviceId: 'other-device' },
                extra: { id: admission?.id, admittedAt: admission?.admittedAt, deviceId: 'this-device-01' },
              },
            },
          ],
          admittedCount: 5,
        });
      },
    });
    renderRoutes([{ path: '/check-in', element: <CheckInPage store={memoryDoorStore()} /> }], ['/check-in']);
    await waitFor(() => expect(screen.getByTestId('door-list')).toHaveTextContent('List updated just now (1 ticket)'));
    expect(screen.getByTestId('door-online')).toHaveTextContent('Online');

    goOffline(true);
    expect(await screen.findByText(/Offline: admitting from this device’s list/)).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ticket link, reference or code'), `${QR_LINK}{Enter}`);
    const verdict = await screen.findByRole('region', { name: 'Admitted (offline)' });
    expect(verdict).toHaveTextContent('Ada Obi');
    expect(screen.getByTestId('door-pending')).toHaveTextContent('1 waiting to sync');
    expect(screen.getByTestId('admitted-count')).toHaveTextContent('5');
    // Nothing went to the server while offline.
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // The same ticket again, still offline: this device knows it is in.
    await user.clear(screen.getByLabelText('Ticket link, reference or code'));
    await user.type(screen.getByLabelText('Ticket link, reference or code'), 'K7QM-2XD4{Enter}');
    expect(await screen.findByRole('region', { name: 'Refused: already used' })).toBeVisible();

    goOffline(false);
    await waitFor(() => expect(screen.getByTestId('door-pending')).toHaveTextContent('Nothing waiting to sync'));
    expect(synced).toHaveLength(1);
    expect(synced[0]).toMatchObject({ deviceId: 'this-device-01', admissions: [{ ticketId: 'TICKET-1' }] });
    const conflict = await screen.findByTestId('door-conflict');
    expect(conflict).toHaveTextContent(
      /Ada Obi \(TICKET-1\): this device admitted them on .+, but another device had admitted the same place on Saturday, 17 April 2027 at 19:01:00 \(Lagos time\)/,
    );
    expect(screen.getByTestId('admitted-count')).toHaveTextContent('5');
  });

  it("says in plain words when a synced admission does not count (a cancelled ticket) and when its time was not this device's", async () => {
    const list = await doorList();
    mockApi({
      'GET /api/me': json(200, { user: usher, isAdmin: false, isStaff: true }),
      'GET /api/check-in/access': json(200, { staff: true }),
      'GET /api/door/events': json(200, { events: [event] }),
      'GET /api/door/events/1/admissions': json(200, list),
      'POST /api/door/events/1/sync': (body) => {
        const [admission] = (body as DoorSyncRequest).admissions;
        const extra = { id: admission?.id ?? '', admittedAt: '2027-04-17T19:30:00.000Z', deviceId: 'this-device-01' };
        const answer: DoorSyncAnswer = {
          results: [
            {
              id: extra.id,
              outcome: 'conflict',
              reason: 'cancelled',
              conflict: { ticketId: 'TICKET-1', holderName: 'Ada Obi', reason: 'cancelled', kept: null, extra },
              time: { reason: 'outside-hours', given: '1999-01-01T00:00:00.000Z', recordedAt: extra.admittedAt },
            },
          ],
          admittedCount: 4,
        };
        return json(200, answer);
      },
    });
    renderRoutes([{ path: '/check-in', element: <CheckInPage store={memoryDoorStore()} /> }], ['/check-in']);
    await waitFor(() => expect(screen.getByTestId('door-list')).toHaveTextContent('List updated just now (1 ticket)'));
    goOffline(true);
    await screen.findByText(/Offline: admitting from this device’s list/);
    await userEvent.type(screen.getByLabelText('Ticket link, reference or code'), 'K7QM-2XD4{Enter}');
    await screen.findByRole('region', { name: 'Admitted (offline)' });
    goOffline(false);

    // One verdict: the green "let them in" of the admission that does not count gives way to its conflict.
    await screen.findByTestId('door-conflict');
    expect(screen.queryByRole('region', { name: 'Admitted (offline)' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Conflict: an admission that does not count' })).toBeVisible();
    expect(await screen.findByTestId('door-conflict')).toHaveTextContent(
      'Ada Obi (TICKET-1): this device admitted them on Saturday, 17 April 2027 at 20:30:00 (Lagos time), but the ticket had been cancelled or refunded. The admission does not count and the ticket stays cancelled: ask to see another ticket.',
    );
    expect(await screen.findByTestId('door-sync-time')).toHaveTextContent(
      /^Ada Obi \(TICKET-1\): this device said they went in on Friday, 1 January 1999 at 01:00:00 \(Lagos time\), outside the event’s door hours \(.+ to .+\)\. The admission is recorded at Saturday, 17 April 2027 at 20:30:00 \(Lagos time\), when it reached the server\. If they did not go in at the time this device said, check its clock\.$/,
    );
    // Not counted: the count is the server's.
    expect(screen.getByTestId('admitted-count')).toHaveTextContent('4');
  });

  it('opens with no network from what the device kept: access, events and the list', async () => {
    const store = memoryDoorStore();
    await store.saveStaff('u9', true);
    await store.saveEvents([event], new Date().toISOString());
    await store.saveList({ list: await doorList(), fetchedAt: new Date(Date.now() - 5 * 60_000).toISOString() });
    localStorage.setItem('user', JSON.stringify(usher));
    mockApi({
      'GET /api/me': 'network',
      'GET /api/check-in/access': 'network',
      'GET /api/door/events': 'network',
      'GET /api/door/events/1/admissions': 'network',
    });
    renderRoutes([{ path: '/check-in', element: <CheckInPage store={store} /> }], ['/check-in']);
    expect(await screen.findByTestId('door-event')).toHaveTextContent('Davido Live In Concert');
    await waitFor(() => expect(screen.getByTestId('door-online')).toHaveTextContent('Offline'));
    expect(screen.getByTestId('door-list')).toHaveTextContent('List updated 5 min ago (1 ticket)');
    await userEvent.type(screen.getByLabelText('Ticket link, reference or code'), 'k7qm2xd4{Enter}');
    expect(await screen.findByRole('region', { name: 'Admitted (offline)' })).toBeVisible();
    expect(await store.queued('1')).toHaveLength(1);
  });
});
