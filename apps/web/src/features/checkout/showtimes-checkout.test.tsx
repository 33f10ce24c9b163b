import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session/session-provider.tsx';
import { Component as OrderSummaryRoute } from '../../routes/order-summary.tsx';
import { Component as TicketPurchaseRoute } from '../../routes/ticket-purchase.tsx';
import { json, LocationProbe, mockApi, renderRoutes } from '../auth/test-helpers.tsx';
import { BEFORE_FILM, makeFilm } from '../catalog/test-events.ts';
import { sampleOrder } from './order-fixture.ts';
import type { OrderState } from './order-state.ts';
import { fakePaystack, stubScriptLoad } from './paystack-fake.ts';
import { startEachSummaryTestClean } from './summary-test-setup.ts';
import { TicketPurchaseForm } from './ticket-purchase-form.tsx';
import { ticketPurchaseLoader } from './ticket-purchase-loader.ts';

// The film's dates (test-events.ts): Fri 9 July 18:00, Sat 10 July 20:00, Sun 11 July 15:00 and 19:30, Lagos.
startEachSummaryTestClean();
beforeEach(() => {
  // Only Date: the form offers the dates not yet started.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BEFORE_FILM);
});
afterEach(() => vi.useRealTimers());

const dateSelect = () => screen.getByRole('combobox', { name: 'Date and time' });
const optionTexts = () =>
  within(dateSelect())
    .getAllByRole('option')
    .map((option) => [option.textContent, (option as HTMLOptionElement).disabled]);

function renderForm(
  options: { film?: ReturnType<typeof makeFilm>; showtimeId?: string | null; order?: OrderState | null } = {},
) {
  const onContinue = vi.fn();
  const { unmount } = render(
    <TicketPurchaseForm
      event={options.film ?? makeFilm()}
      order={options.order ?? null}
      showtimeId={options.showtimeId}
      onContinue={onContinue}
    />,
  );
  return { onContinue, unmount, user: userEvent.setup() };
}

async function fillBuyer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Phone number'), '08031234567');
}

describe('the purchase form of an event with several dates (decision 50)', () => {
  it('asks for the date first, in a native select of the dates to come; a sold-out date is there, marked', () => {
    vi.setSystemTime(new Date('2027-07-09T17:30:00.000Z')); // Friday's showing has started.
    renderForm({ film: makeFilm({ '3-3': 0 }) });
    const form = screen.getByRole('form', { name: 'Ticket purchase' });
    expect(dateSelect().tagName).toBe('SELECT');
    // The first control of the form.
    expect(form.querySelector('select, input, button')).toBe(dateSelect());
    expect(optionTexts()).toEqual([
      ['Saturday 10 July, 20:00', false],
      ['Sunday 11 July, 15:00 – sold out', false],
      ['Sunday 11 July, 19:30', false],
    ]);
    expect(dateSelect()).toHaveValue('3-2');
  });

  it("starts on the link's date, sold out or not, else on the first date with tickets left", () => {
    const linked = renderForm({ showtimeId: '3-4' });
    expect(dateSelect()).toHaveValue('3-4');
    linked.unmount();
    // Linked but sold out: that date, with its waitlist instead of the purchase (decision 53).
    const soldOut = renderForm({ film: makeFilm({ '3-1': 0, '3-3': 0 }), showtimeId: '3-3' });
    expect(dateSelect()).toHaveValue('3-3');
    expect(screen.getByRole('heading', { name: 'Sunday 11 July, 15:00 is sold out' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Ticket purchase' })).toBeNull();
    soldOut.unmount();
    const unlinked = renderForm({ film: makeFilm({ '3-1': 0, '3-3': 0 }) });
    expect(dateSelect()).toHaveValue('3-2');
    unlinked.unmount();
    renderForm({ showtimeId: 'no-such-date' });
    expect(dateSelect()).toHaveValue('3-1');
  });

  it("offers a sold-out date's own waitlist when it is chosen, and the join names the date", async () => {
    const { calls } = mockApi({
      'POST /api/waitlist': json(201, { status: 'unconfirmed', message: 'Check your inbox.' }),
    });
    const user = userEvent.setup();
    render(
      <SessionProvider>
        <TicketPurchaseForm event={makeFilm({ '3-3': 0 })} order={null} onContinue={vi.fn()} />
      </SessionProvider>,
    );
    await user.selectOptions(dateSelect(), '3-3');
    const soldOut = screen.getByRole('region', { name: 'Sunday 11 July, 15:00 is sold out' });
    await user.click(within(soldOut).getByRole('button', { name: 'Join the waitlist' }));
    expect(within(soldOut).getByText(/on Sunday 11 July, 15:00 is sold out\./)).toBeVisible();
    await user.type(within(soldOut).getByLabelText('Email'), 'wait@example.com');
    await user.click(within(soldOut).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(soldOut).findByText('Check your inbox.')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      eventId: '3',
      showtimeId: '3-3',
      email: 'wait@example.com',
    });
    // Another date with seats: the purchase again.
    await user.selectOptions(dateSelect(), '3-4');
    expect(screen.getByRole('form', { name: 'Ticket purchase' })).toBeVisible();
  });

  it("stops the quantity at the chosen date's seats, and takes it down when a date with fewer is chosen", async () => {
    const { user } = renderForm({ film: makeFilm({ '3-2': 3 }) });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    for (let n = 0; n < 4; n += 1) await user.click(increase);
    expect(screen.getByRole('status', { name: 'Ticket quantity' })).toHaveTextContent('5');

    await user.selectOptions(dateSelect(), '3-2');
    expect(screen.getByRole('status', { name: 'Ticket quantity' })).toHaveTextContent('3');
    expect(increase).toBeDisabled();
    expect(screen.getByText('Only 3 tickets left for this date.')).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('NGN 9,000');

    // Back on a date with plenty: the event's per-order maximum again.
    await user.selectOptions(dateSelect(), '3-1');
    expect(increase).toBeEnabled();
  });

  it('continues with the chosen date, and starts on it when the order comes back', async () => {
    const { user, onContinue, unmount } = renderForm({ showtimeId: '3-1' });
    await fillBuyer(user);
    await user.selectOptions(dateSelect(), '3-4');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(expect.objectContaining({ id: '3', showtimeId: '3-4', ticketQuantity: 1 }));

    // Back from the summary: the order's date wins over the link's.
    unmount();
    renderForm({ showtimeId: '3-1', order: sampleOrder({ id: '3', showtimeId: '3-2' }) });
    expect(dateSelect()).toHaveValue('3-2');
  });

  it('a one-date event has no date to choose and sends none', async () => {
    const film = makeFilm();
    const { showtimes: _dates, ...oneDate } = film;
    const { user, onContinue } = renderForm({ film: oneDate });
    expect(screen.queryByRole('combobox', { name: 'Date and time' })).not.toBeInTheDocument();
    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue.mock.calls[0]?.[0]).not.toHaveProperty('showtimeId');
  });
});

const alice = { id: 'u1', username: 'alice', email: 'alice@example.com' };
const ref = 'OWB-showtime-reference-0001';

const routes: RouteObject[] = [
  {
    HydrateFallback: () => null,
    children: [
      { path: '/ticket-purchase/:id', loader: ticketPurchaseLoader, Component: TicketPurchaseRoute },
      { path: '/order-summary/:id', loader: ticketPurchaseLoader, Component: OrderSummaryRoute },
      { path: '/thank-you/:id', element: <LocationProbe /> },
    ],
  },
];

describe('a date chosen on the form, through the summary to Pay (decision 50)', () => {
  it('is shown on the summary, kept by Back, and sent to initialize as showtimeId', async () => {
    const paystack = fakePaystack();
    stubScriptLoad({ pop: paystack.pop });
    const { calls } = mockApi({
      'GET /api/me': json(200, { user: alice }),
      'GET /api/events/3': json(200, makeFilm()),
      'POST /api/initialize-transaction': json(200, {
        data: {
          authorization_url: `http://localhost/pay/${ref}`,
          access_code: 'ac',
          reference: ref,
          orderStatus: 'pending',
        },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, ['/ticket-purchase/3?showtime=3-2']);
    expect(await screen.findByRole('combobox', { name: 'Date and time' })).toHaveValue('3-2');
    // The event's card beside the form shows the date chosen, not the event's first.
    const card = screen.getByRole('complementary', { name: 'Event' });
    expect(card).toHaveTextContent('Sat 10 JUL 2027 · 20:00');
    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-summary/3'));
    const date = (await screen.findByRole('heading', { name: 'Date and time' })).parentElement as HTMLElement;
    expect(date).toHaveTextContent('Saturday, 10 July 2027');
    expect(date).toHaveTextContent('20:00 to 22:15 (Lagos time)');
    expect(screen.getByRole('region', { name: 'Event' })).toHaveTextContent('Sat 10 JUL 2027 · 20:00');

    // Back: the form starts on the same date, with what was typed.
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket-purchase/3'));
    expect(await screen.findByRole('combobox', { name: 'Date and time' })).toHaveValue('3-2');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-summary/3'));

    const pay = await screen.findByRole('button', { name: 'Pay NGN 6,000' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(paystack.opened).toHaveLength(1));
    const initialize = calls.find((call) => call.path === '/api/initialize-transaction');
    expect(initialize?.body).toMatchObject({ eventId: '3', ticketQuantity: 2, showtimeId: '3-2' });
  });
});
