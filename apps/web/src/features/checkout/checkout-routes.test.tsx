import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as OrderSummaryRoute } from '../../routes/order-summary.tsx';
import { Component as TicketPurchaseRoute } from '../../routes/ticket-purchase.tsx';
import { Component as RequireAuth } from '../auth/require-auth.tsx';
import { json, LocationProbe, mockApi, renderRoutes } from '../auth/test-helpers.tsx';
import { makeEvent } from '../catalog/test-events.ts';
import { sampleOrder } from './order-fixture.ts';
import { fakePaystack, stubScriptLoad } from './paystack-fake.ts';
import { forgetScripts } from './paystack-script.ts';
import { forgetEvents, ticketPurchaseLoader } from './ticket-purchase-loader.ts';

const alice = { id: 'u1', username: 'alice', email: 'alice@example.com' };
const event1 = makeEvent({ id: '1', basePrice: 3000 });

const pages: RouteObject[] = [
  { path: '/', element: <p>Home</p> },
  { path: '/login', element: <LocationProbe /> },
  { path: '/ticket-purchase/:id', loader: ticketPurchaseLoader, Component: TicketPurchaseRoute },
  {
    element: <RequireAuth />,
    children: [{ path: '/order-summary/:id', loader: ticketPurchaseLoader, Component: OrderSummaryRoute }],
  },
];
const routes: RouteObject[] = [{ HydrateFallback: () => null, children: pages }];

const order = sampleOrder({ ticketFileName: 'ticket.pdf', ticketFileType: 'PDF' });

beforeEach(() => {
  localStorage.clear();
  forgetEvents();
});
afterEach(() => vi.unstubAllGlobals());

describe('/ticket-purchase/:id', () => {
  it("shows 'Loading event data...' until the event arrives, then the form", async () => {
    let answer: (r: Response) => void = () => {};
    mockApi({ 'GET /api/events/1': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderRoutes(routes, ['/ticket-purchase/1']);
    expect(await screen.findByText('Loading event data...')).toBeInTheDocument();
    answer(json(200, event1));
    // The form's first render loads its steppers' module; under a loaded machine that took over 1 s.
    expect(await screen.findByRole('heading', { name: 'Buy tickets' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Davido Live In Concert' })).toBeInTheDocument();
  });

  it('says no event was found for an unknown id, and Back returns to the previous page', async () => {
    mockApi({});
    renderRoutes(routes, ['/', '/ticket-purchase/999']);
    expect(
      await screen.findByRole('heading', {
        name: 'No event found for ID: 999. Please check the event ID or go back.',
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
  });

  it('Back goes home when the page was opened directly', async () => {
    mockApi({});
    const { router } = renderRoutes(routes, ['/ticket-purchase/abc']);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('an event that has started or sold out cannot be bought, and says why', async () => {
    mockApi({
      'GET /api/events/1': json(200, makeEvent({ id: '1', startsAt: '2020-01-01T00:00:00.000Z' })),
      'GET /api/events/2': json(200, makeEvent({ id: '2', remaining: 0 })),
    });
    renderRoutes(routes, ['/ticket-purchase/1']);
    expect(
      await screen.findByText('This event has already started, so tickets are no longer on sale.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    cleanup();
    renderRoutes(routes, ['/ticket-purchase/2']);
    expect(await screen.findByText('This event is sold out.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('shows the note the summary sent back (sign in to pay), above the restored form', async () => {
    mockApi({ 'GET /api/events/1': json(200, event1) });
    renderRoutes(routes, [
      { pathname: '/ticket-purchase/1', state: { ...order, notice: 'Please sign in to complete your payment.' } },
    ]);
    expect(await screen.findByText('Please sign in to complete your payment.')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });

  it('a guest who continues is sent to sign in, carrying the order', async () => {
    mockApi({ 'GET /api/events/1': json(200, event1) });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, ['/ticket-purchase/1']);
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({
      from: '/order-summary/1',
      orderState: { id: '1', firstName: 'Ada', phoneNumber: '+2348031234567', ticketQuantity: 1, totalPrice: 3000 },
    });
  });
});

describe('/order-summary/:id', () => {
  // The page loads the payment script; here it is a stand-in (pay-flow.test.tsx covers paying).
  beforeEach(() => {
    forgetScripts();
    stubScriptLoad({ pop: fakePaystack().pop });
  });

  it('shows the order: buyer, gift, unit price × quantity, fees, total, Pay and what to trust', async () => {
    const { fetchMock } = mockApi({
      'GET /api/me': json(200, { user: alice }),
      'GET /api/events/1': json(200, event1),
    });
    const { router } = renderRoutes(routes, [{ pathname: '/order-summary/1', state: order }]);
    expect(await screen.findByRole('heading', { name: 'Buy Davido Live In Concert Ticket' })).toBeInTheDocument();
    const details = screen.getByRole('heading', { name: 'Your details' }).parentElement as HTMLElement;
    expect(details).toHaveTextContent('Ada Obi');
    expect(details).toHaveTextContent('ada@example.com');
    expect(details).toHaveTextContent('+2348031234567');
    const gift = screen.getByRole('heading', { name: 'Gift for' }).parentElement as HTMLElement;
    expect(gift).toHaveTextContent('Bola Ade');
    expect(gift).toHaveTextContent('bola@example.com');

    // No file block (decision 44): the ticket is delivered after payment, nothing is attached.
    expect(screen.queryByRole('button', { name: '1 file attached' })).not.toBeInTheDocument();
    expect(screen.queryByText(/nothing to upload/i)).not.toBeInTheDocument();

    expect(screen.getByTestId('unit-line')).toHaveTextContent('NGN 3,000 × 2');
    expect(screen.getByTestId('fees-line')).toHaveTextContent('No booking fee');
    expect(screen.getByTestId('total')).toHaveTextContent('NGN 6,000');
    expect(screen.getByRole('button', { name: 'Pay NGN 6,000' })).toBeInTheDocument();
    const trust = screen.getByRole('list', { name: 'About this payment' });
    expect(trust).toHaveTextContent('Secure payment by Paystack.');
    expect(trust).toHaveTextContent('Refunds within 24 hours of purchase.');
    expect(within(trust).getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/helpdesk');
    expect(trust).toHaveTextContent('Organized by Davido');
    // Nothing is paid by looking: no payment call until Pay.
    expect(fetchMock.mock.calls.map(([path]) => String(path)).filter((p) => /transaction|tickets/.test(p))).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket-purchase/1'));
    expect(router.state.location.state).toEqual(order);
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
  });

  it("shows the spec's defaults for absent fields", async () => {
    mockApi({ 'GET /api/me': json(200, { user: alice }), 'GET /api/events/1': json(200, event1) });
    renderRoutes(routes, [{ pathname: '/order-summary/1', state: { id: '1', ticketQuantity: 1 } }]);
    const details = (await screen.findByRole('heading', { name: 'Your details' })).parentElement as HTMLElement;
    expect(details).toHaveTextContent('Guest');
    expect(details).toHaveTextContent('No email provided');
    expect(details).toHaveTextContent('No phone provided');
    expect(screen.queryByRole('heading', { name: 'Gift for' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay NGN 3,000' })).toBeInTheDocument();
  });

  it('without an order, offers the way back to the form', async () => {
    mockApi({ 'GET /api/me': json(200, { user: alice }), 'GET /api/events/1': json(200, event1) });
    renderRoutes(routes, ['/order-summary/1']);
    const link = await screen.findByRole('link', { name: 'Go to the ticket form' });
    expect(link).toHaveAttribute('href', '/ticket-purchase/1');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('an order for another event counts as no order', async () => {
    mockApi({ 'GET /api/me': json(200, { user: alice }), 'GET /api/events/1': json(200, event1) });
    renderRoutes(routes, [{ pathname: '/order-summary/1', state: { ...order, id: '2' } }]);
    expect(await screen.findByRole('link', { name: 'Go to the ticket form' })).toBeInTheDocument();
  });

  it("an unknown id says 'No event found for ID {id}' with a Back button", async () => {
    mockApi({ 'GET /api/me': json(200, { user: alice }) });
    const { router } = renderRoutes(routes, ['/', { pathname: '/order-summary/999', state: { ...order, id: '999' } }]);
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { name: 'No event found for ID 999' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await userEvent.click(within(main).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
