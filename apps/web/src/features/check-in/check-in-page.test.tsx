import type { CheckInAnswer, DoorEvent, DoorTicket } from '@storefront/contracts/api';
import { doorMessages } from '@storefront/contracts/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, setXsrfCookie } from '../auth/test-helpers.tsx';
import { CheckInPage } from './check-in-page.tsx';

const usher = { id: 'u9', username: 'usher', email: 'usher@example.com' };
const signedIn = { 'GET /api/me': json(200, { user: usher, isAdmin: false, isStaff: true }) };
const routes: RouteObject[] = [{ path: '/check-in', element: <CheckInPage /> }];
const LINK = 'http://localhost/api/verify?ticketId=T&code=C&eventTitle=E&firstName=Ada&eventDate=D&token=X';

const event = (overrides: Partial<DoorEvent>): DoorEvent => ({
  id: '1',
  showtimeId: null,
  title: 'Davido Live In Concert',
  startsAt: '2027-04-17T19:00:00.000Z',
  timeZone: 'Africa/Lagos',
  city: 'Lagos',
  venue: 'Eko Hotel',
  room: null,
  status: 'published',
  doorsOpenAt: '2027-04-17T16:00:00.000Z',
  dayEndsAt: '2027-04-17T23:00:00.000Z',
  when: 'today',
  admitted: 6,
  expected: 40,
  ...overrides,
});
const EVENTS = [
  event({}),
  event({ id: '2', title: 'Asake: Lungu Boy Tour', when: 'upcoming', startsAt: '2027-05-01T19:00:00.000Z' }),
  event({ id: '3', title: 'Last Week', when: 'past', startsAt: '2027-04-10T19:00:00.000Z' }),
];

const ticket: DoorTicket = {
  ticketId: 'TICKET-1',
  holderName: 'Ada Obi',
  quantity: 2,
  admitted: 1,
  eventId: '1',
  eventTitle: 'Davido Live In Concert',
  eventDate: '2027-04-17T19:00:00.000Z',
  timeZone: 'Africa/Lagos',
  city: 'Lagos',
  eventStatus: 'published',
  usedAt: '2027-04-17T18:05:00.000Z',
};
const answer = (overrides: Partial<CheckInAnswer>): CheckInAnswer => ({
  result: 'admitted',
  message: doorMessages.admittedOne(1, 2),
  ticket,
  timing: null,
  admittedCount: 7,
  ...overrides,
});

const staffApi = (more: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    ...signedIn,
    'GET /api/check-in/access': json(200, { staff: true }),
    'GET /api/door/events': json(200, { events: EVENTS }),
    ...more,
  });

beforeEach(() => {
  setXsrfCookie();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, 'BarcodeDetector');
});

describe('/check-in', () => {
  it('tells a signed-in user who is not staff that the page is for staff only', async () => {
    mockApi({ ...signedIn, 'GET /api/check-in/access': json(200, { staff: false }) });
    renderRoutes(routes, ['/check-in']);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Staff only. ${doorMessages.staffOnly}`);
    expect(screen.queryByLabelText('Ticket link, reference or code')).toBeNull();
  });

  it("first asks which event: today's first, then coming up, then the last month; the choice is remembered", async () => {
    staffApi();
    const { unmount } = renderRoutes(routes, ['/check-in']);
    expect(await screen.findByRole('heading', { name: 'Which event is this door admitting for?' })).toBeVisible();
    const lists = screen.getAllByRole('list');
    expect(lists.map((list) => list.getAttribute('aria-label'))).toEqual([
      'Events: today',
      'Events: coming up',
      'Events: the last month',
    ]);
    expect(within(lists[0] as HTMLElement).getByRole('button')).toHaveTextContent(/Davido Live In Concert.*6 of 40 in/);
    await userEvent.click(screen.getByRole('button', { name: /Asake: Lungu Boy Tour/ }));
    expect(screen.getByTestId('door-event')).toHaveTextContent('Asake: Lungu Boy Tour');
    expect(localStorage.getItem('door-event')).toBe('2');
    unmount();

    // The next visit starts at the remembered event; Change event asks again.
    renderRoutes(routes, ['/check-in']);
    expect(await screen.findByTestId('door-event')).toHaveTextContent('Asake: Lungu Boy Tour');
    await userEvent.click(screen.getByRole('button', { name: 'Change event' }));
    expect(screen.getByRole('heading', { name: 'Which event is this door admitting for?' })).toBeVisible();
    expect(localStorage.getItem('door-event')).toBeNull();
  });

  it('admits one person of a group in green ("1 of 2 in"), then refuses a used ticket with the time of the first scan', async () => {
    localStorage.setItem('door-event', '1');
    const answers: CheckInAnswer[] = [
      answer({}),
      answer({
        result: 'used',
        message: doorMessages.used,
        ticket: { ...ticket, quantity: 1, admitted: 1 },
      }),
    ];
    const { calls } = staffApi({ 'POST /api/check-in': () => json(200, answers.shift()) });
    renderRoutes(routes, ['/check-in']);
    const field = await screen.findByLabelText('Ticket link, reference or code');
    expect(screen.getByTestId('admitted-count')).toHaveTextContent('6');
    const user = userEvent.setup();
    await user.type(field, LINK);
    await user.keyboard('{Enter}');

    const verdict = await screen.findByRole('region', { name: 'Admitted' });
    expect(verdict).toHaveAttribute('data-result', 'admitted');
    expect(verdict).toHaveTextContent('Ada Obi');
    expect(verdict).toHaveTextContent('1 of 2 in');
    expect(screen.getByTestId('admitted-count')).toHaveTextContent('7');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ link: LINK, eventId: '1', confirm: false, deviceId: expect.any(String) });
    expect(post?.headers['x-xsrf-token']).toBe('test-token');
    // Focus stays in the field, ready for the next code.
    expect(field).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Check in' }));
    const refused = await screen.findByRole('region', { name: 'Refused: already used' });
    // 18:05 UTC is 19:05 at the venue in Lagos.
    expect(refused).toHaveTextContent(/First scanned Saturday, 17 April 2027 at 19:05/);
  });

  it('refuses a ticket for another event in red, naming it', async () => {
    localStorage.setItem('door-event', '1');
    const message = 'This ticket is for Asake: Lungu Boy Tour on Saturday, 1 May 2027.';
    staffApi({ 'POST /api/check-in': json(200, answer({ result: 'wrong-event', message, admittedCount: 6 })) });
    renderRoutes(routes, ['/check-in']);
    await userEvent.type(await screen.findByLabelText('Ticket link, reference or code'), 'OWB-x{Enter}');
    const verdict = await screen.findByRole('region', { name: 'Refused: another event' });
    expect(verdict).toHaveClass('bg-red-700');
    expect(verdict).toHaveTextContent(message);
  });

  it('before the doors open, asks; Admit anyway sends the same code with confirm', async () => {
    localStorage.setItem('door-event', '1');
    const { calls } = staffApi({
      'POST /api/check-in': (body) =>
        json(
          200,
          (body as { confirm: boolean }).confirm
            ? answer({})
            : answer({
                result: 'confirm',
                timing: 'early',
                message: 'Doors open Saturday, 17 April 2027 at 17:00 (Lagos time). Admit anyway?',
                admittedCount: 6,
              }),
        ),
    });
    renderRoutes(routes, ['/check-in']);
    await userEvent.type(await screen.findByLabelText('Ticket link, reference or code'), `${LINK}{Enter}`);
    const asked = await screen.findByRole('region', { name: 'Confirm: doors not open yet' });
    expect(asked).toHaveTextContent('Admit anyway?');
    await userEvent.click(screen.getByRole('button', { name: 'Admit anyway' }));
    expect(await screen.findByRole('region', { name: 'Admitted' })).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { confirm: boolean }).confirm)).toEqual([
      false,
      true,
    ]);
  });

  it("lists each date of a film as a door of its own, and a date's door admits for that date", async () => {
    const film = (showtimeId: string, startsAt: string, admitted: number) =>
      event({
        id: '3',
        showtimeId,
        title: 'The Film',
        startsAt,
        when: 'upcoming',
        admitted,
        expected: 20,
        room: 'Hall 1',
      });
    const dates = [film('3-1', '2027-07-09T18:00:00.000Z', 4), film('3-2', '2027-07-10T19:00:00.000Z', 0)];
    const { calls } = staffApi({
      'GET /api/door/events': json(200, { events: [...EVENTS, ...dates] }),
      'POST /api/check-in': json(200, answer({ admittedCount: 1 })),
    });
    renderRoutes(routes, ['/check-in']);
    const upcoming = await screen.findByRole('list', { name: 'Events: coming up' });
    const filmDoors = within(upcoming).getAllByRole('button', { name: /The Film/ });
    expect(filmDoors.map((door) => door.textContent)).toEqual([
      expect.stringMatching(/Friday, 9 July 2027 at 19:00.*Eko Hotel \(Hall 1\), Lagos · 4 of 20 in/),
      expect.stringMatching(/Saturday, 10 July 2027 at 20:00.*0 of 20 in/),
    ]);
    await userEvent.click(filmDoors[1] as HTMLElement);
    expect(localStorage.getItem('door-event')).toBe('3-2');
    expect(screen.getByTestId('door-event').parentElement).toHaveTextContent(/Saturday, 10 July 2027 at 20:00.*Hall 1/);

    await userEvent.type(screen.getByLabelText('Ticket link, reference or code'), `${LINK}{Enter}`);
    expect(await screen.findByRole('region', { name: 'Admitted' })).toBeVisible();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ link: LINK, eventId: '3', showtimeId: '3-2' });
    // Its offline list is the date's.
    expect(calls.some((c) => c.path === '/api/door/events/3/admissions?showtimeId=3-2')).toBe(true);
  });

  it('refuses an invalid code and shows why', async () => {
    localStorage.setItem('door-event', '1');
    staffApi({
      'POST /api/check-in': json(200, answer({ result: 'invalid', message: doorMessages.invalid, ticket: null })),
    });
    renderRoutes(routes, ['/check-in']);
    await userEvent.type(await screen.findByLabelText('Ticket link, reference or code'), 'nonsense{Enter}');
    const verdict = await screen.findByRole('region', { name: 'Refused: invalid ticket' });
    expect(verdict).toHaveTextContent(doorMessages.invalid);
  });

  it('offers the camera wherever the browser can open one (BarcodeDetector or not), and says so where it cannot', async () => {
    localStorage.setItem('door-event', '1');
    staffApi();
    const { unmount } = renderRoutes(routes, ['/check-in']);
    expect(await screen.findByText(/cannot open the camera here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scan with camera' })).toBeNull();
    unmount();

    // No BarcodeDetector: jsQR reads the frames instead.
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: async () => ({}) }, configurable: true });
    renderRoutes(routes, ['/check-in']);
    expect(await screen.findByRole('button', { name: 'Scan with camera' })).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });
});
