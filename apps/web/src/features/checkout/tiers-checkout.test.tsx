import type { TicketType } from '@storefront/contracts/api';
import { waitlistMessages } from '@storefront/contracts/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session/session-provider.tsx';
import { Component as OrderSummaryRoute } from '../../routes/order-summary.tsx';
import { SAMPLE_REFERENCE, sampleTicket } from '../../testing/ticket-fixture.ts';
import { json, LocationProbe, mockApi, renderRoutes, setXsrfCookie } from '../auth/test-helpers.tsx';
import { makeEvent } from '../catalog/test-events.ts';
import { sampleOrder } from './order-fixture.ts';
import { fakePaystack, stubScriptLoad } from './paystack-fake.ts';
import { startEachSummaryTestClean } from './summary-test-setup.ts';
import { TicketPurchaseForm } from './ticket-purchase-form.tsx';
import { ticketPurchaseLoader } from './ticket-purchase-loader.ts';

// The purchase form and the order summary of an event with several tiers (product.md §2.13).
const base = makeEvent().ticketTypes[0] as TicketType;
const tier = (overrides: Partial<TicketType>): TicketType => ({ ...base, ...overrides });
const tiers = [
  tier({ id: 'reg', name: 'Regular', price: 3000 }),
  tier({ id: 'vip', name: 'VIP', price: 20_000, maxPerOrder: 2, description: 'Front rows and a drink' }),
  tier({ id: 'table', name: 'Table for 10', price: 150_000, admits: 10, minPerOrder: 2, available: 3 }),
  tier({ id: 'early', name: 'Early bird', price: 1000, state: 'sold-out', available: 0 }),
];
const event = makeEvent({ maxPerOrder: 6, remaining: 500, ticketTypes: tiers });

function setup() {
  const onContinue = vi.fn();
  render(<TicketPurchaseForm event={event} order={null} onContinue={onContinue} accessCode="VIPCODE" />);
  return { onContinue, user: userEvent.setup() };
}

const plus = (name: string) => screen.getByRole('button', { name: `Increase ${name} quantity` });
const minus = (name: string) => screen.getByRole('button', { name: `Decrease ${name} quantity` });
const count = (name: string) => screen.getByRole('status', { name: `${name} quantity` });

describe('the purchase form with several tiers', () => {
  it('has a stepper per tier on sale; a tier not on sale says why and has none', () => {
    setup();
    expect(screen.getAllByTestId('tier-stepper')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Increase quantity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Increase Early bird quantity' })).not.toBeInTheDocument();
    const early = screen.getAllByTestId('tier-stepper')[3] as HTMLElement;
    expect(within(early).getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByText('Front rows and a drink')).toBeInTheDocument();
    expect(screen.getByText('Admits 10 · At least 2 per order')).toBeInTheDocument();
    expect(count('Regular')).toHaveTextContent('0');
  });

  it("keeps each tier within its maximum, its minimum and the event's per-order maximum", async () => {
    const { user } = setup();
    await user.click(plus('VIP'));
    await user.click(plus('VIP'));
    expect(count('VIP')).toHaveTextContent('2');
    expect(plus('VIP')).toBeDisabled();
    // At least 2 per order: from 0 straight to 2, and back to 0.
    await user.click(plus('Table for 10'));
    expect(count('Table for 10')).toHaveTextContent('2');
    await user.click(minus('Table for 10'));
    expect(count('Table for 10')).toHaveTextContent('0');
    await user.click(plus('Table for 10'));
    // 2 VIP + 2 tables = 4; the event allows 6 per order, so 2 Regular more and no further.
    await user.click(plus('Regular'));
    await user.click(plus('Regular'));
    expect(plus('Regular')).toBeDisabled();
    expect(plus('Table for 10')).toBeDisabled();
    expect(screen.getByText('You can buy up to 6 tickets per order for this event.')).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('NGN 346,000');
  });

  it("tells the page the chosen tickets' total, for the event's card (decision 44)", async () => {
    const onChosenChange = vi.fn();
    render(<TicketPurchaseForm event={event} order={null} onContinue={vi.fn()} onChosenChange={onChosenChange} />);
    expect(onChosenChange).toHaveBeenLastCalledWith(undefined);
    const user = userEvent.setup();
    await user.click(plus('Regular'));
    await user.click(plus('VIP'));
    expect(onChosenChange).toHaveBeenLastCalledWith({ total: 23_000, tickets: 2 });
    await user.click(minus('Regular'));
    await user.click(minus('VIP'));
    expect(onChosenChange).toHaveBeenLastCalledWith(undefined);
  });

  it('asks for at least one ticket, then continues with the lines, their quantity, total and the access code', async () => {
    const { user, onContinue } = setup();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Phone number'), '0803 123 4567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please choose at least one ticket.')).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();

    await user.click(plus('Regular'));
    await user.click(plus('Regular'));
    await user.click(plus('VIP'));
    expect(screen.getAllByTestId('form-line').map((line) => line.textContent)).toEqual([
      '2 × RegularNGN 6,000',
      '1 × VIPNGN 20,000',
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(
      expect.objectContaining({
        ticketQuantity: 3,
        totalPrice: 26_000,
        accessCode: 'VIPCODE',
        lines: [
          { ticketTypeId: 'reg', name: 'Regular', quantity: 2, unitPrice: 3000, admits: 1 },
          { ticketTypeId: 'vip', name: 'VIP', quantity: 1, unitPrice: 20_000, admits: 1 },
        ],
      }),
    );
  });

  it("offers a sold-out tier's own waitlist beside 'Sold out', which sends its tier and never the purchase", async () => {
    const api = mockApi({
      'POST /api/waitlist': json(201, { status: 'unconfirmed', message: waitlistMessages.checkInbox }),
    });
    setXsrfCookie();
    const onContinue = vi.fn();
    // The sold-out tier first (e2e tier-waitlist.spec.ts checks that Continue still focuses a stepper).
    const first = makeEvent({ maxPerOrder: 6, ticketTypes: [tiers[3] as TicketType, ...tiers.slice(0, 2)] });
    render(
      <SessionProvider>
        <TicketPurchaseForm event={first} order={null} onContinue={onContinue} />
      </SessionProvider>,
    );
    const user = userEvent.setup();
    const early = screen.getAllByTestId('tier-stepper')[0] as HTMLElement;
    expect(within(early).getByText('Sold out')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Join the waitlist/ })).toHaveLength(1);
    await user.click(within(early).getByRole('button', { name: 'Join the waitlist for Early bird' }));
    const join = within(early).getByRole('group', { name: 'Join the waitlist' });
    const email = within(join).getByLabelText('Email');
    await user.type(email, 'ada.waits@example.com{Enter}');
    expect(await within(early).findByRole('status')).toHaveTextContent(waitlistMessages.checkInbox);
    expect(api.calls.find((call) => call.path === '/api/waitlist')?.body).toMatchObject({
      eventId: '1',
      ticketTypeId: 'early',
      email: 'ada.waits@example.com',
      quantity: 1,
    });
    expect(onContinue).not.toHaveBeenCalled();
  });
});

const ref = SAMPLE_REFERENCE;
const routes: RouteObject[] = [
  {
    HydrateFallback: () => null,
    children: [
      { path: '/order-summary/:id', loader: ticketPurchaseLoader, Component: OrderSummaryRoute },
      { path: '/thank-you/:id', element: <LocationProbe /> },
    ],
  },
];

describe('the order summary of several tiers', () => {
  startEachSummaryTestClean();

  it('shows one line per tier, priced by the catalogue, the total, and sends the lines and code to initialize', async () => {
    const paystack = fakePaystack();
    stubScriptLoad({ pop: paystack.pop });
    const { calls } = mockApi({
      'GET /api/me': json(200, { user: { id: 'u1', username: 'ada', email: 'ada@example.com' } }),
      'GET /api/events/1': json(200, event),
      'POST /api/initialize-transaction': json(200, {
        data: { authorization_url: '', access_code: 'ac', reference: ref, orderStatus: 'pending' },
      }),
    });
    const order = sampleOrder({
      ticketQuantity: 3,
      totalPrice: 1,
      accessCode: 'VIPCODE',
      lines: [
        { ticketTypeId: 'reg', name: 'Regular', quantity: 2, unitPrice: 1, admits: 1 },
        { ticketTypeId: 'vip', name: 'VIP', quantity: 1, unitPrice: 1, admits: 1 },
      ],
    });
    renderRoutes(routes, [{ pathname: '/order-summary/1', state: order }]);
    const pay = await screen.findByRole('button', { name: 'Pay NGN 26,000' });
    expect(screen.getAllByTestId('order-line').map((line) => line.textContent)).toEqual([
      '2 × RegularNGN 6,000',
      '1 × VIPNGN 20,000',
    ]);
    expect(screen.queryByTestId('unit-line')).not.toBeInTheDocument();
    // The event's card says what was chosen, not the event's 'from' price (decision 44).
    const card = screen.getByRole('region', { name: 'Event' });
    expect(within(card).getByTestId('chosen-total')).toHaveTextContent('NGN 26,000 for 3 tickets');
    expect(card).not.toHaveTextContent(/from NGN/);
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.setup().click(pay);
    await waitFor(() => expect(paystack.opened).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/initialize-transaction')?.body).toMatchObject({
      ticketQuantity: 3,
      lines: [
        { ticketTypeId: 'reg', quantity: 2 },
        { ticketTypeId: 'vip', quantity: 1 },
      ],
      accessCode: 'VIPCODE',
    });
    expect(paystack.last()).toMatchObject({ amount: 2_600_000 });
  });

  it('Back on a paid order: what was paid, with its discount, and View Ticket (decision 44)', async () => {
    stubScriptLoad({ pop: fakePaystack().pop });
    const order = sampleOrder({
      ticketQuantity: 3,
      lines: [
        { ticketTypeId: 'reg', name: 'Regular', quantity: 2, unitPrice: 3000, admits: 1 },
        { ticketTypeId: 'vip', name: 'VIP', quantity: 1, unitPrice: 20_000, admits: 1 },
      ],
    });
    mockApi({
      'GET /api/me': json(200, { user: { id: 'u1', username: 'ada', email: 'ada@example.com' } }),
      'GET /api/events/1': json(200, event),
      [`GET /api/checkout/1?quantity=3&orderKey=${order.orderKey}`]: json(200, {
        paidOrder: { reference: ref, orderStatus: 'paid', ticketQuantity: 3, amount: 20_800, discount: 5_200 },
        ticketsOwned: 3,
        problem: null,
      }),
    });
    renderRoutes(routes, [{ pathname: '/order-summary/1', state: order }]);
    expect(await screen.findByText('You have paid for this order.')).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('NGN 20,800');
    expect(screen.getByTestId('discount')).toHaveTextContent('- NGN 5,200');
    expect(screen.queryByRole('button', { name: 'Have a promo code?' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Ticket' })).toHaveAttribute('href', `/ticket/${ref}`);
  });

  it("a free order: 'Get free tickets', no pop-up, straight to the thank-you page with the ticket", async () => {
    const paystack = fakePaystack();
    stubScriptLoad({ pop: paystack.pop });
    const free = makeEvent({
      basePrice: 0,
      ticketTypes: [tier({ id: 'crew', name: 'Crew', price: 0 }), tiers[0] as TicketType],
    });
    const ticket = sampleTicket({ totalPrice: 0, lines: [{ name: 'Crew', quantity: 1, admits: 1, unitPrice: 0 }] });
    mockApi({
      'GET /api/me': json(200, { user: { id: 'u1', username: 'ada', email: 'ada@example.com' } }),
      'GET /api/events/1': json(200, free),
      'POST /api/initialize-transaction': json(200, {
        data: { authorization_url: '', access_code: '', reference: ref, orderStatus: 'paid' },
      }),
      'POST /api/tickets': json(200, ticket),
    });
    const order = sampleOrder({
      ticketQuantity: 1,
      totalPrice: 0,
      lines: [{ ticketTypeId: 'crew', name: 'Crew', quantity: 1, unitPrice: 0, admits: 1 }],
    });
    const { router } = renderRoutes(routes, [{ pathname: '/order-summary/1', state: order }]);
    const get = await screen.findByRole('button', { name: 'Get free tickets' });
    await userEvent.setup().click(get);
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you/1'));
    expect(paystack.opened).toHaveLength(0);
    expect(router.state.location.state).toMatchObject({ ticket, reference: ref });
  });
});
