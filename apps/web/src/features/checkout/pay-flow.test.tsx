import { messages } from '@storefront/contracts/messages';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Component as OrderSummaryRoute } from '../../routes/order-summary.tsx';
import { SAMPLE_REFERENCE, sampleTicket } from '../../testing/ticket-fixture.ts';
import { json, LocationProbe, mockApi, renderRoutes } from '../auth/test-helpers.tsx';
import { makeEvent } from '../catalog/test-events.ts';
import { sampleOrder } from './order-fixture.ts';
import { pendingMessages } from './payment-pending-page.tsx';
import { PAYMENT_SUCCESS_KEY } from './payment-success-flag.ts';
import { fakePaystack, stubScriptLoad } from './paystack-fake.ts';
import { startEachSummaryTestClean } from './summary-test-setup.ts';
import { ticketPurchaseLoader } from './ticket-purchase-loader.ts';

const alice = { id: 'u1', username: 'alice', email: 'alice@example.com' };
const event1 = makeEvent({ id: '1', basePrice: 3000 });
const order = sampleOrder();
const ref = SAMPLE_REFERENCE;
const ticket = sampleTicket();

const routes: RouteObject[] = [
  {
    HydrateFallback: () => null,
    children: [
      { path: '/order-summary/:id', loader: ticketPurchaseLoader, Component: OrderSummaryRoute },
      { path: '/thank-you/:id', element: <LocationProbe /> },
      { path: '/payment-pending/:reference', element: <LocationProbe /> },
      { path: '/ticket-purchase/:id', element: <LocationProbe /> },
    ],
  },
];

const paid = {
  'GET /api/me': json(200, { user: alice }),
  'GET /api/events/1': json(200, event1),
  'POST /api/initialize-transaction': json(200, {
    data: {
      authorization_url: `http://localhost/pay/${ref}`,
      access_code: 'ac',
      reference: ref,
      orderStatus: 'pending',
    },
  }),
  [`GET /api/verify-transaction/${ref}`]: json(200, {
    data: { status: 'success', reference: ref, orderStatus: 'paid', ticket, message: null },
  }),
  'POST /api/tickets': json(200, ticket),
  [`POST /api/orders/${ref}/cancel`]: json(200, { ok: true }),
};

async function openSummary(replies: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...paid, ...replies });
  const view = renderRoutes(routes, [{ pathname: '/order-summary/1', state: order }]);
  const pay = await screen.findByRole('button', { name: 'Pay NGN 6,000' });
  return { ...api, ...view, pay, user: userEvent.setup() };
}

const message = () => screen.getByTestId('pay-message');

/** What verify says of an order nobody paid yet (the pop-up closed). */
const unpaid = json(200, {
  data: { status: 'abandoned', reference: ref, orderStatus: 'pending', ticket: null, message: null },
});
const withChannels = (channels: string[]) =>
  json(200, {
    publicUrl: 'http://localhost',
    google: null,
    supportEmail: 'support@example.com',
    tawkPropertyId: null,
    devMailbox: true,
    payment: {
      provider: 'simulator',
      scriptUrl: '/api/payment-simulator/inline.js',
      publicKey: 'pk_test_simulator',
      channels,
    },
    testMode: false,
  });

startEachSummaryTestClean();

describe('Pay on the order summary', () => {
  it('is disabled until the payment script has loaded, then pays, verifies and goes to thank-you with the ticket', async () => {
    const paystack = fakePaystack();
    stubScriptLoad({ pop: paystack.pop });
    const { pay, user, calls, router } = await openSummary();
    expect(pay).toBeDisabled();
    await waitFor(() => expect(pay).toBeEnabled());
    expect(document.head.append).toHaveBeenCalledWith(
      expect.objectContaining({ src: expect.stringContaining('/api/payment-simulator/inline.js') }),
    );

    await user.click(pay);
    await waitFor(() => expect(paystack.opened).toHaveLength(1));
    // Only the buyer and the quantity: the server computes the price.
    const initialize = calls.find((c) => c.path === '/api/initialize-transaction');
    expect(initialize?.body).toEqual({
      eventId: '1',
      orderKey: order.orderKey,
      ticketQuantity: 2,
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      phoneNumber: '+2348031234567',
      isGift: true,
      recipientFirstName: 'Bola',
      recipientLastName: 'Ade',
      recipientEmail: 'bola@example.com',
    });
    expect(initialize?.headers).toMatchObject({ 'x-xsrf-token': 'test-token' });
    expect(paystack.last()).toMatchObject({
      key: 'pk_test_simulator',
      email: 'ada@example.com',
      amount: 600000,
      currency: 'NGN',
      ref,
      channels: ['card'],
      metadata: { eventTitle: 'Davido Live In Concert', ticketQuantity: 2, customerName: 'Ada Obi' },
    });
    // While the pop-up is open: 'Processing...', and the page is blurred and out of reach.
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    const main = document.querySelector('main');
    expect(main).toHaveClass('blur-sm');
    expect(main).toHaveAttribute('aria-busy', 'true');

    await act(async () => paystack.last().callback({ reference: ref, status: 'success', message: 'Approved' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you/1'));
    expect(router.state.location.state).toEqual({ ticket, order, reference: ref });
    expect(sessionStorage.getItem(PAYMENT_SUCCESS_KEY)).toBe('true');
    expect(calls.find((c) => c.path === '/api/tickets')?.body).toMatchObject({ transactionReference: ref });
    expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(false);
  });

  it("closing the pop-up: 'Payment cancelled.', the held seats are released and Pay works again", async () => {
    const paystack = fakePaystack();
    stubScriptLoad({ pop: paystack.pop });
    const { pay, user, calls } = await openSummary({ [`GET /api/verify-transaction/${ref}`]: unpaid });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(paystack.opened).toHaveLength(1));
    act(() => paystack.last().onClose());
    expect(await screen.findByText(messages.payment.cancelled)).toHaveAttribute('data-tone', 'info');
    expect(message()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Pay NGN 6,000' })).toBeEnabled();
    // The outcome is where the buyer looks: focused (and scrolled into view), Pay right above it.
    // Focus moves in an effect after the render that shows the text, so wait for it.
    await waitFor(() => expect(message()).toHaveFocus());
    expect(document.querySelector('main')).not.toHaveClass('blur-sm');
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === `/api/orders/${ref}/cancel`)).toBe(true),
    );
    expect(sessionStorage.getItem(PAYMENT_SUCCESS_KEY)).toBeNull();

    // A second try opens the pop-up again.
    await user.click(screen.getByRole('button', { name: 'Pay NGN 6,000' }));
    await waitFor(() => expect(paystack.opened).toHaveLength(2));
  });

  it("a declined card: 'Payment failed. Please try again.' as an error, seats released, nothing verified", async () => {
    const paystack = fakePaystack();
    stubScriptLoad({ pop: paystack.pop });
    const { pay, user, calls } = await openSummary();
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(paystack.opened).toHaveLength(1));
    await act(async () => paystack.last().callback({ reference: ref, status: 'failed', message: 'Declined' }));
    expect(await screen.findByText(messages.payment.failed)).toHaveAttribute('data-tone', 'error');
    expect(screen.getByRole('button', { name: 'Pay NGN 6,000' })).toBeEnabled();
    expect(calls.some((c) => c.path.startsWith('/api/verify-transaction'))).toBe(false);
    expect(calls.some((c) => c.path === `/api/orders/${ref}/cancel`)).toBe(true);
    // Paystack may also report the pop-up closed: the first outcome stands.
    act(() => paystack.last().onClose());
    expect(screen.queryByText(messages.payment.cancelled)).not.toBeInTheDocument();
  });

  it("says 'Failed to load payment system. Please try again later.' when the script does not load", async () => {
    stubScriptLoad('error');
    const { pay } = await openSummary();
    expect(await screen.findByText(messages.payment.scriptFailed)).toHaveAttribute('data-tone', 'error');
    expect(pay).toBeDisabled();
  });

  it("says 'Paystack script not loaded. Please try again.' when the script defined no PaystackPop", async () => {
    stubScriptLoad({ pop: null });
    const { pay, user, calls } = await openSummary();
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(await screen.findByText(messages.payment.scriptNotLoaded)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/initialize-transaction')).toBe(false);
  });

  it.each([
    [
      "the server's message",
      json(409, { message: 'Only 1 ticket is left for this event.' }),
      'Only 1 ticket is left for this event.',
    ],
    ['the fallback without one', json(500), messages.payment.initializeFailed],
    ['the fallback when the server is down', 'network' as const, messages.payment.initializeFailed],
  ])('a refused initialize shows %s', async (_name, reply, expected) => {
    const paystack = fakePaystack();
    stubScriptLoad({ pop: paystack.pop });
    const { pay, user } = await openSummary({ 'POST /api/initialize-transaction': reply });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(paystack.opened).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pay NGN 6,000' })).toBeEnabled();
  });

  it('a session the server no longer knows (401) is treated the same, and the stale profile is forgotten', async () => {
    localStorage.setItem('user', JSON.stringify(alice));
    const paystack = fakePaystack();
    stubScriptLoad({ pop: paystack.pop });
    const { pay, user, router } = await openSummary({
      'POST /api/initialize-transaction': json(401, { message: 'Please sign in.' }),
    });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket-purchase/1'));
    expect(router.state.location.state).toMatchObject({ notice: messages.payment.signInRequired });
    await waitFor(() => expect(localStorage.getItem('user')).toBeNull());
  });

  it.each([
    ['the provider did not answer', json(502, { message: 'The payment service did not answer.' })],
    ['the answer is not a verification', json(200, { ok: true })],
  ])("verify failing (%s): 'Payment verification failed. Please contact support.'", async (_name, reply) => {
    const paystack = fakePaystack();
    stubScriptLoad({ pop: paystack.pop });
    const { pay, user, router, calls } = await openSummary({ [`GET /api/verify-transaction/${ref}`]: reply });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(paystack.opened).toHaveLength(1));
    await act(async () => paystack.last().callback({ reference: ref, status: 'success' }));
    expect(await screen.findByText(messages.payment.verificationFailed)).toHaveAttribute('data-tone', 'error');
    expect(router.state.location.pathname).toBe('/order-summary/1');
    expect(calls.some((c) => c.path === '/api/tickets')).toBe(false);
    expect(sessionStorage.getItem(PAYMENT_SUCCESS_KEY)).toBeNull();
  });

  it("a payment that arrived too late (refund_pending) shows the server's plain words", async () => {
    const paystack = fakePaystack();
    stubScriptLoad({ pop: paystack.pop });
    const late = 'Your payment arrived after your seats were released. It will be refunded.';
    const { pay, user, router } = await openSummary({
      [`GET /api/verify-transaction/${ref}`]: json(200, {
        data: { status: 'success', reference: ref, orderStatus: 'refund_pending', ticket: null, message: late },
      }),
    });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(paystack.opened).toHaveLength(1));
    await act(async () => paystack.last().callback({ reference: ref, status: 'success' }));
    expect(await screen.findByText(late)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order-summary/1');
  });

  it("the ticket call failing: 'Payment successful, but failed to create ticket: {reason}. Please contact support at {support}.'", async () => {
    const paystack = fakePaystack();
    stubScriptLoad({ pop: paystack.pop });
    const { pay, user, router } = await openSummary({
      'POST /api/tickets': json(404, { message: 'This order has not been paid, so it has no ticket yet.' }),
    });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(paystack.opened).toHaveLength(1));
    await act(async () => paystack.last().callback({ reference: ref, status: 'success' }));
    expect(
      await screen.findByText(
        'Payment successful, but failed to create ticket: This order has not been paid, so it has no ticket yet. Please contact support at support@example.com.',
      ),
    ).toHaveAttribute('data-tone', 'error');
    expect(router.state.location.pathname).toBe('/order-summary/1');
  });

  it("a declined card: the provider's reason under the message, and the other channels offered", async () => {
    const paystack = fakePaystack();
    stubScriptLoad({ pop: paystack.pop });
    const { pay, user } = await openSummary({
      'GET /api/config': withChannels(['card', 'bank_transfer', 'ussd', 'bank']),
    });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(paystack.opened).toHaveLength(1));
    expect(paystack.last().channels).toEqual(['card', 'bank_transfer', 'ussd', 'bank']);
    await act(async () =>
      paystack.last().callback({ reference: ref, status: 'failed', message: 'Declined: insufficient funds' }),
    );
    expect(await screen.findByText(messages.payment.failed)).toBeInTheDocument();
    expect(screen.getByTestId('pay-failure-reason')).toHaveTextContent('Declined: insufficient funds');
    await waitFor(() => expect(message()).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Pay with USSD' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay from my bank account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    await waitFor(() => expect(paystack.opened).toHaveLength(2));
    expect(paystack.last().channels).toEqual(['bank_transfer']);
  });

  it('a USSD payment on its way when the pop-up closes is not a failure: to the waiting page, the hold kept', async () => {
    const paystack = fakePaystack();
    stubScriptLoad({ pop: paystack.pop });
    const { pay, user, router, calls } = await openSummary({
      [`GET /api/verify-transaction/${ref}`]: json(200, {
        data: {
          status: 'ongoing',
          reference: ref,
          orderStatus: 'pending',
          ticket: null,
          message: null,
          channel: 'ussd',
        },
      }),
    });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(paystack.opened).toHaveLength(1));
    act(() => paystack.last().onClose());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment-pending/${ref}`));
    // The channel the server named goes along, so the page says 'USSD payment' (decision 44).
    expect(router.state.location.state).toEqual({ order, kind: 'sending', channel: 'ussd' });
    expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(false);
    expect(screen.queryByText(messages.payment.cancelled)).not.toBeInTheDocument();
  });

  it('paid in the pop-up but not yet confirmed to us: to the waiting page, which turns into the ticket', async () => {
    const paystack = fakePaystack();
    stubScriptLoad({ pop: paystack.pop });
    const { pay, user, router } = await openSummary({ [`GET /api/verify-transaction/${ref}`]: unpaid });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(paystack.opened).toHaveLength(1));
    await act(async () => paystack.last().callback({ reference: ref, status: 'success' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment-pending/${ref}`));
    expect(router.state.location.state).toEqual({ order, kind: 'confirming', channel: null });
    expect(pendingMessages.confirmingTitle).toBe('Confirming your payment');
  });

  it('Back after paying: the summary says the order is paid and offers View Ticket instead of Pay', async () => {
    stubScriptLoad({ pop: fakePaystack().pop });
    mockApi({
      ...paid,
      [`GET /api/checkout/1?quantity=2&orderKey=${order.orderKey}`]: json(200, {
        paidOrder: { reference: ref, orderStatus: 'paid', ticketQuantity: 2 },
        ticketsOwned: 2,
        problem: null,
      }),
    });
    renderRoutes(routes, [{ pathname: '/order-summary/1', state: order }]);
    expect(await screen.findByText('You have paid for this order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Ticket' })).toHaveAttribute('href', `/ticket/${ref}`);
    expect(screen.queryByRole('button', { name: 'Pay NGN 6,000' })).not.toBeInTheDocument();
  });

  it('Pay for an order key already paid answers that order: no pop-up, View Ticket', async () => {
    const paystack = fakePaystack();
    stubScriptLoad({ pop: paystack.pop });
    const { pay, user } = await openSummary({
      'POST /api/initialize-transaction': json(200, {
        data: { authorization_url: '', access_code: '', reference: ref, orderStatus: 'paid' },
      }),
    });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(await screen.findByText('You have paid for this order.')).toBeInTheDocument();
    expect(paystack.opened).toHaveLength(0);
  });

  it('tells a buyer the tickets they already have, and a limit before Pay (Pay disabled)', async () => {
    stubScriptLoad({ pop: fakePaystack().pop });
    const standing = `GET /api/checkout/1?quantity=2&orderKey=${order.orderKey}`;
    mockApi({ ...paid, [standing]: json(200, { paidOrder: null, ticketsOwned: 2, problem: null }) });
    const first = renderRoutes(routes, [{ pathname: '/order-summary/1', state: order }]);
    expect(await screen.findByText('You already have 2 tickets for this show.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay NGN 6,000' })).toBeEnabled());
    first.unmount();

    const limit = 'You can have at most 4 tickets for this event on one account, and you already have 3.';
    mockApi({ ...paid, [standing]: json(200, { paidOrder: null, ticketsOwned: 3, problem: limit }) });
    renderRoutes(routes, [{ pathname: '/order-summary/1', state: order }]);
    expect(await screen.findByText(limit)).toHaveAttribute('data-tone', 'error');
    expect(screen.getByRole('button', { name: 'Pay NGN 6,000' })).toBeDisabled();
  });

  it('asks again when the buyer comes back to the tab: a confirmed email lifts the limit', async () => {
    stubScriptLoad({ pop: fakePaystack().pop });
    const standing = `GET /api/checkout/1?quantity=2&orderKey=${order.orderKey}`;
    let problem: string | null = 'Please confirm your email address to buy more than 1 ticket for an event.';
    mockApi({ ...paid, [standing]: () => json(200, { paidOrder: null, ticketsOwned: 0, problem }) });
    renderRoutes(routes, [{ pathname: '/order-summary/1', state: order }]);
    expect(await screen.findByText(problem)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay NGN 6,000' })).toBeDisabled();
    problem = null;
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay NGN 6,000' })).toBeEnabled());
  });
});
