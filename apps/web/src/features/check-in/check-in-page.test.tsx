import { type CheckInAnswer, doorMessages } from '@storefront/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, setXsrfCookie } from '../auth/test-helpers.tsx';
import { CheckInPage } from './check-in-page.tsx';

const usher = { id: 'u9', username: 'usher', email: 'usher@example.com' };
const signedIn = { 'GET /api/me': json(200, { user: usher }) };
const routes: RouteObject[] = [{ path: '/check-in', element: <CheckInPage /> }];
const LINK = 'http://localhost/api/verify?ticketId=T&code=C&eventTitle=E&firstName=Ada&eventDate=D&token=X';

const ticket = {
  ticketId: 'TICKET-1',
  holderName: 'Ada Obi',
  quantity: 2,
  eventId: '1',
  eventTitle: 'Davido Live In Concert',
  eventDate: '2027-04-17T19:00:00.000Z',
  timeZone: 'Africa/Lagos',
  city: 'Lagos',
  usedAt: '2027-04-17T18:05:00.000Z',
};

beforeEach(() => setXsrfCookie());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, 'BarcodeDetector');
});

describe('/check-in', () => {
  it('tells a signed-in user who is not staff that the page is for staff only', async () => {
    mockApi({ ...signedIn, 'GET /api/check-in/access': json(200, { staff: false }) });
    renderRoutes(routes, ['/check-in']);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Staff only. ${doorMessages.staffOnly}`);
    expect(screen.queryByLabelText('Ticket link or transaction reference')).toBeNull();
  });

  it('admits a pasted link in green, then refuses it in red with the time of the first scan', async () => {
    const answers: CheckInAnswer[] = [
      { result: 'admitted', message: doorMessages.admitted, ticket, admittedCount: 7 },
      { result: 'used', message: doorMessages.used, ticket, admittedCount: 7 },
    ];
    const { calls } = mockApi({
      ...signedIn,
      'GET /api/check-in/access': json(200, { staff: true }),
      'POST /api/check-in': () => json(200, answers.shift()),
    });
    renderRoutes(routes, ['/check-in']);
    const field = await screen.findByLabelText('Ticket link or transaction reference');
    const user = userEvent.setup();
    await user.type(field, LINK);
    await user.keyboard('{Enter}');

    const verdict = await screen.findByRole('region', { name: 'Admitted' });
    expect(verdict).toHaveAttribute('data-result', 'admitted');
    expect(verdict).toHaveTextContent('Ada Obi');
    expect(verdict).toHaveTextContent('2 people');
    expect(verdict).toHaveTextContent('Davido Live In Concert');
    expect(screen.getByTestId('admitted-count')).toHaveTextContent('7');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ link: LINK });
    expect(calls.find((c) => c.method === 'POST')?.headers['x-xsrf-token']).toBe('test-token');
    // Focus stays in the field, ready for the next code.
    expect(field).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Check in' }));
    const refused = await screen.findByRole('region', { name: 'Refused: already used' });
    expect(refused).toHaveAttribute('data-result', 'used');
    // 18:05 UTC is 19:05 at the venue in Lagos.
    expect(refused).toHaveTextContent(/First scanned Saturday, 17 April 2027 at 19:05/);
  });

  it('refuses an invalid code and shows why', async () => {
    mockApi({
      ...signedIn,
      'GET /api/check-in/access': json(200, { staff: true }),
      'POST /api/check-in': json(200, {
        result: 'invalid',
        message: doorMessages.invalid,
        ticket: null,
        admittedCount: null,
      }),
    });
    renderRoutes(routes, ['/check-in']);
    await userEvent.type(await screen.findByLabelText('Ticket link or transaction reference'), 'nonsense{Enter}');
    const verdict = await screen.findByRole('region', { name: 'Refused: invalid ticket' });
    expect(verdict).toHaveTextContent(doorMessages.invalid);
    expect(screen.queryByTestId('admitted-count')).toBeNull();
  });

  it('offers the camera wherever the browser can open one (BarcodeDetector or not), and says so where it cannot', async () => {
    mockApi({ ...signedIn, 'GET /api/check-in/access': json(200, { staff: true }) });
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
