import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPublicConfigCache } from '../../lib/public-config.ts';
import { SAMPLE_REFERENCE, sampleTicket } from '../../testing/ticket-fixture.ts';
import { json, LocationProbe, mockApi, renderRoutes, setXsrfCookie } from '../auth/test-helpers.tsx';
import { sampleOrder } from './order-fixture.ts';
import { PaymentPendingPage, pendingMessages } from './payment-pending-page.tsx';
import { PAYMENT_SUCCESS_KEY } from './payment-success-flag.ts';

const ref = SAMPLE_REFERENCE;
const order = sampleOrder();
const ticket = sampleTicket();
const verifyPath = `GET /api/verify-transaction/${ref}`;
const answer = (orderStatus: string, extra: Record<string, unknown> = {}) =>
  json(200, { data: { status: 'pending', reference: ref, orderStatus, ticket: null, message: null, ...extra } });

function Page() {
  const { reference = '' } = useParams();
  return <PaymentPendingPage reference={reference} pollMs={10} />;
}
const routes: RouteObject[] = [
  { path: '/payment-pending/:reference', Component: Page },
  { path: '/thank-you/:id', element: <LocationProbe /> },
  { path: '/order-summary/:id', element: <LocationProbe /> },
  { path: '/ticket/:reference', element: <LocationProbe /> },
];
const open = (state: unknown = { order, kind: 'sending', channel: 'bank_transfer' }) =>
  renderRoutes(routes, [{ pathname: `/payment-pending/${ref}`, state }]);

beforeEach(() => {
  sessionStorage.clear();
  setXsrfCookie();
  resetPublicConfigCache();
});
afterEach(() => vi.restoreAllMocks());

describe('the waiting page', () => {
  it('waits for the transfer, then turns into the thank-you page by itself', async () => {
    let paid = false;
    const { calls } = mockApi({
      [verifyPath]: () => (paid ? answer('paid', { status: 'success', ticket }) : answer('pending')),
      'POST /api/tickets': json(200, ticket),
    });
    const { router } = open();
    expect(screen.getByRole('heading', { name: 'Waiting for your transfer' })).toBeInTheDocument();
    expect(screen.getByText(pendingMessages.sending)).toBeInTheDocument();
    expect(screen.getByText(pendingMessages.leave(order.email))).toBeInTheDocument();
    expect(screen.getByText(ref)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/api/verify')).length).toBeGreaterThan(2));
    expect(router.state.location.pathname).toBe(`/payment-pending/${ref}`);
    paid = true;
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you/1'));
    expect(router.state.location.state).toEqual({ ticket, order, reference: ref });
    expect(sessionStorage.getItem(PAYMENT_SUCCESS_KEY)).toBe('true');
  });

  it('after the hold ended it keeps waiting and says what happens to money still on its way', async () => {
    mockApi({ [verifyPath]: answer('expired', { status: 'abandoned' }) });
    open();
    expect(await screen.findByText(pendingMessages.late('bank_transfer'))).toBeInTheDocument();
  });

  it('names the money as it was sent: a USSD payment is not a transfer (decision 44)', async () => {
    mockApi({ [verifyPath]: answer('expired', { status: 'ongoing' }) });
    open({ order, kind: 'sending', channel: 'ussd' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Waiting for your USSD payment');
    expect(await screen.findByText(pendingMessages.late('ussd'))).toHaveTextContent('held for the USSD payment window');
    expect(screen.queryByText(/transfer/)).not.toBeInTheDocument();
  });

  it('says payment when the channel is not known', () => {
    mockApi({ [verifyPath]: answer('pending') });
    open({ order, kind: 'sending' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Waiting for your payment');
  });

  it("a payment that came too late for a seat shows the server's words and stops", async () => {
    mockApi({ [verifyPath]: answer('refund_pending', { status: 'success', message: 'It will be refunded.' }) });
    open();
    expect(await screen.findByText('It will be refunded.')).toBeInTheDocument();
    expect(screen.queryByText(pendingMessages.sending)).not.toBeInTheDocument();
  });

  it('says when it cannot check, and keeps trying', async () => {
    mockApi({ [verifyPath]: 'network' });
    open();
    expect(await screen.findByText(pendingMessages.checkFailed)).toBeInTheDocument();
  });

  it("'I have not sent the money' gives the seats back and returns to the summary with the order", async () => {
    const { calls } = mockApi({ [verifyPath]: answer('pending'), [`POST /api/orders/${ref}/cancel`]: json(200, {}) });
    const { router } = open();
    await userEvent.setup().click(screen.getByRole('button', { name: pendingMessages.notSent }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-summary/1'));
    expect(router.state.location.state).toEqual(order);
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/orders/${ref}/cancel`)).toBe(true);
  });

  it('opened without its order (a new tab), a paid order goes to its ticket page', async () => {
    mockApi({ [verifyPath]: answer('paid', { status: 'success', ticket }) });
    const { router } = open(null);
    expect(screen.getByRole('heading', { name: pendingMessages.sendingTitle(null) })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ticket/${ref}`));
  });
});
