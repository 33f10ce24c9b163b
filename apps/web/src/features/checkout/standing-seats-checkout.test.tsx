import type { ShowtimeSeats, StorefrontEvent, TicketType } from '@storefront/contracts/api';
import { tierMessages } from '@storefront/contracts/rules';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chosenSeat, rowOfSeats, servePlanEachTest } from '../../testing/seat-fixture.ts';
import { BEFORE_FILM, makeEvent, makeFilm } from '../catalog/test-events.ts';
import { sampleOrder } from './order-fixture.ts';
import type { SeatChoice } from './order-state.ts';
import { initializeTransaction } from './payment-api.ts';
import { mixedLines, seatLines, standingTiers } from './seat-choice.ts';
import { TicketPurchaseForm } from './ticket-purchase-form.tsx';
import { linesOf } from './tier-quantities.ts';

// A concert's seated stand beside its standing pitch (decision 51), as the seeded Wizkid show
// sells it: one date whose plan seats Reserved Seat, while Regular stands. The form shows the
// standing tiers' steppers and the picker for the seats; the lines are both.

const regular = makeEvent({ id: '4' }).ticketTypes[0] as TicketType;
const reserved: TicketType = {
  ...regular,
  id: '4-seat',
  name: 'Reserved Seat',
  price: 9000,
  capacity: 96,
  available: 96,
};

function concert(overrides: Partial<StorefrontEvent> = {}): StorefrontEvent {
  return makeEvent({
    id: '4',
    title: 'Wizkid: Hellfest',
    startsAt: '2027-09-18T19:00:00.000Z',
    endsAt: '2027-09-18T23:00:00.000Z',
    ticketTypes: [{ ...regular, description: 'Standing on the pitch, in front of the stage.' }, reserved],
    showtimes: [
      {
        id: '4-1',
        startsAt: '2027-09-18T19:00:00.000Z',
        endsAt: '2027-09-18T23:00:00.000Z',
        capacity: 500,
        remaining: 500,
        seated: true,
        seatedTierIds: ['4-seat'],
      },
    ],
    ...overrides,
  });
}

const stand = { name: 'North stand', ticketTypeId: '4-seat', tierName: 'Reserved Seat', price: 9000 };
const plan: ShowtimeSeats = {
  showtimeId: '4-1',
  version: 1,
  plan: { id: 'stade-de-france-north-stand', name: 'North stand', venue: 'Stade de France, Saint-Denis' },
  sections: [stand],
  seats: rowOfSeats(stand, 'C', [1, 2, 3, 4]),
};

const seatC = (number: number): SeatChoice => chosenSeat(stand, 'C', number);

const fetchMock = servePlanEachTest(plan, BEFORE_FILM);

/** The buyer's fields, filled at once (typing them key by key is seats-checkout.test.tsx's part). */
function fillBuyer() {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '08031234567' } });
  return userEvent.setup();
}
// The picker is a lazy chunk: its first load, on a loaded machine, can take a few seconds.
const pickerLoaded = () => screen.findByRole('heading', { name: 'Choose your seats' }, { timeout: 5000 });
const seatOnMap = (id: string) => screen.getByTestId('seat-map').querySelector(`[data-seat="${id}"]`) as Element;

describe('standing beside a seated stand on the purchase form (decision 51)', () => {
  it('shows steppers for the standing tiers and the picker for the seats; Continue carries both', {
    timeout: 15_000,
  }, async () => {
    const onContinue = vi.fn();
    render(<TicketPurchaseForm event={concert()} order={null} onContinue={onContinue} />);
    await pickerLoaded();
    // One date: nothing to choose. The standing tier's stepper, and none for the seated tier.
    expect(screen.queryByLabelText('Date and time')).toBeNull();
    const standing = screen.getByRole('group', { name: 'Standing tickets' });
    expect(within(standing).getByText('Standing on the pitch, in front of the stage.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Increase Reserved Seat quantity' })).toBeNull();
    // A concert's seats face the stage.
    expect(screen.getByTestId('seat-map').textContent).toContain('Stage');

    const user = fillBuyer();
    // Nothing chosen: told to choose tickets (not only seats).
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).not.toHaveBeenCalled();
    expect(screen.getByText(tierMessages.noneChosen)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Increase Regular quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase Regular quantity' }));
    fireEvent.click(seatOnMap('1-C2'));
    fireEvent.click(seatOnMap('1-C3'));
    expect(screen.getAllByTestId('form-line').map((line) => line.textContent)).toEqual([
      '2 × RegularNGN 6,000',
      '2 × Reserved SeatNGN 18,000',
    ]);
    expect(screen.getByTestId('total')).toHaveTextContent('NGN 24,000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue.mock.calls[0]?.[0]).toMatchObject({
      showtimeId: '4-1',
      ticketQuantity: 4,
      totalPrice: 24_000,
      seats: [seatC(2), seatC(3)],
      lines: [
        { ticketTypeId: '4-regular', quantity: 2, unitPrice: 3000 },
        { ticketTypeId: '4-seat', quantity: 2, unitPrice: 9000 },
      ],
    });
  });

  it('counts standing and seats against one order’s maximum', async () => {
    render(<TicketPurchaseForm event={concert({ maxPerOrder: 3 })} order={null} onContinue={vi.fn()} />);
    await pickerLoaded();
    const user = userEvent.setup();
    const more = screen.getByRole('button', { name: 'Increase Regular quantity' });
    await user.click(more);
    await user.click(more);
    // Two standing: one seat left to choose.
    fireEvent.click(seatOnMap('1-C1'));
    fireEvent.click(seatOnMap('1-C2'));
    expect(within(screen.getByTestId('chosen-seats')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('You can choose up to 1 seats in one order.')).toBeInTheDocument();
    // Three in all: no more standing either, and the steppers say why.
    expect(more).toBeDisabled();
    expect(screen.getByText('You can buy up to 3 tickets per order for this event, seats included.')).toBeVisible();
  });

  it('comes back from the summary with its standing count and its seats', async () => {
    const order = {
      ...sampleOrder({ id: '4', showtimeId: '4-1', isGift: false }),
      ticketQuantity: 3,
      lines: mixedLines(linesOf({ '4-regular': 1 }, [regular]), seatLines([seatC(1), seatC(2)], [regular, reserved]), [
        regular,
        reserved,
      ]),
      seats: [seatC(1), seatC(2)],
    };
    render(<TicketPurchaseForm event={concert()} order={order} onContinue={vi.fn()} />);
    await pickerLoaded();
    expect(screen.getByLabelText('Regular quantity')).toHaveTextContent('1');
    expect(screen.getByTestId('total')).toHaveTextContent('NGN 21,000');
  });

  it('keeps a plan that seats every tier (the film) to the picker alone', async () => {
    const film = makeFilm();
    const seatedFilm = {
      ...film,
      showtimes: film.showtimes?.map((date) => ({ ...date, seated: true, seatedTierIds: ['3-regular', '3-premium'] })),
    };
    render(<TicketPurchaseForm event={seatedFilm} order={null} showtimeId="3-2" onContinue={vi.fn()} />);
    await pickerLoaded();
    expect(screen.queryByRole('group', { name: 'Standing tickets' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Increase/ })).toBeNull();
    expect(screen.getByLabelText('Date and time')).toBeInTheDocument();
    expect(screen.getByTestId('seat-map').textContent).toContain('Screen');
  });

  it('sends initialize the standing lines beside the seats, and seats alone without lines', async () => {
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ data: { reference: 'ref-1', orderStatus: 'pending' } })),
    );
    const lines = [
      { ticketTypeId: '4-regular', name: 'Regular', quantity: 2, unitPrice: 3000, admits: 1 },
      { ticketTypeId: '4-seat', name: 'Reserved Seat', quantity: 2, unitPrice: 9000, admits: 1 },
    ];
    const mixed = {
      ...sampleOrder({ id: '4', showtimeId: '4-1' }),
      ticketQuantity: 4,
      lines,
      seats: [seatC(2), seatC(3)],
    };
    await initializeTransaction(mixed);
    const seatsOnly = { ...mixed, ticketQuantity: 2, lines: lines.slice(1), seats: [seatC(2), seatC(3)] };
    await initializeTransaction(seatsOnly);
    const bodies = fetchMock.mock.calls
      .filter(([path]) => path === '/api/initialize-transaction')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies[0]).toMatchObject({
      ticketQuantity: 4,
      seatIds: ['1-C2', '1-C3'],
      lines: [
        { ticketTypeId: '4-regular', quantity: 2 },
        { ticketTypeId: '4-seat', quantity: 2 },
      ],
    });
    expect(bodies[1]).toMatchObject({ ticketQuantity: 2, seatIds: ['1-C2', '1-C3'] });
    expect(bodies[1].lines).toBeUndefined();
  });
});

describe('standingTiers and mixedLines', () => {
  const date = concert().showtimes?.[0];
  it('are the tiers the plan does not seat; none when it seats all, says nothing, or the date has no plan', () => {
    expect(standingTiers([regular, reserved], date).map((tier) => tier.id)).toEqual(['4-regular']);
    expect(standingTiers([regular, reserved], date && { ...date, seatedTierIds: ['4-regular', '4-seat'] })).toEqual([]);
    expect(standingTiers([regular, reserved], date && { ...date, seatedTierIds: undefined })).toEqual([]);
    expect(standingTiers([regular, reserved], date && { ...date, seated: false })).toEqual([]);
  });

  it('put the lines in the tiers’ order', () => {
    const seated = seatLines([seatC(1)], [regular, reserved]);
    const standing = linesOf({ '4-regular': 2 }, [regular]);
    expect(mixedLines(standing, seated, [reserved, regular]).map((line) => line.ticketTypeId)).toEqual([
      '4-seat',
      '4-regular',
    ]);
    expect(mixedLines([], seated, [regular, reserved])).toEqual(seated);
  });
});
