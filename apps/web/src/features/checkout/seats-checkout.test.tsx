import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chosenSeat, rowOfSeats, servePlanEachTest } from '../../testing/seat-fixture.ts';
import { BEFORE_FILM, makeFilm } from '../catalog/test-events.ts';
import { sampleOrder } from './order-fixture.ts';
import { parseOrderState, type SeatChoice } from './order-state.ts';
import { initializeTransaction } from './payment-api.ts';
import { seatLines, seatsKept } from './seat-choice.ts';
import { TicketPurchaseForm } from './ticket-purchase-form.tsx';

// A seated date on the purchase form (decision 51): the picker replaces the quantity, and the
// chosen seats make the order's lines, ride the order state and go to initialize as seatIds.

const regular = { name: 'Regular', ticketTypeId: '3-regular', tierName: 'Regular', price: 1500 };
const plan = {
  showtimeId: '3-2',
  version: 3,
  plan: { id: 'hall-1', name: 'Hall 1', venue: 'Genesis Cinema, Lekki' },
  sections: [regular],
  seats: rowOfSeats(regular, 'F', [1, 2, 3]),
};

const seatF = (number: number): SeatChoice => chosenSeat(regular, 'F', number);

function seatedFilm() {
  const film = makeFilm();
  return { ...film, showtimes: film.showtimes?.map((date) => ({ ...date, seated: date.id === '3-2' })) };
}

const fetchMock = servePlanEachTest(plan, BEFORE_FILM);

describe('a seated date on the purchase form (decision 51)', () => {
  it('shows the picker instead of the quantity, and Continue carries the seats and their lines', async () => {
    const onContinue = vi.fn();
    render(<TicketPurchaseForm event={seatedFilm()} order={null} showtimeId="3-2" onContinue={onContinue} />);
    await screen.findByRole('heading', { name: 'Choose your seats' });
    expect(fetchMock).toHaveBeenCalledWith('/api/showtimes/3-2/seats', expect.anything());
    expect(screen.queryByRole('button', { name: /Increase/ })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    // Continue with no seat: told to choose.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).not.toHaveBeenCalled();
    expect(screen.getByText('Choose your seats on the plan.')).toBeInTheDocument();
    const map = screen.getByTestId('seat-map');
    const seat = (id: string) => map.querySelector(`[data-seat="${id}"]`) as Element;
    fireEvent.click(seat('1-F2'));
    fireEvent.click(seat('1-F3'));
    expect(screen.getByTestId('total')).toHaveTextContent('NGN 3,000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const order = onContinue.mock.calls[0]?.[0];
    expect(order).toMatchObject({
      showtimeId: '3-2',
      ticketQuantity: 2,
      totalPrice: 3000,
      seats: [seatF(2), seatF(3)],
      lines: [{ ticketTypeId: '3-regular', quantity: 2, unitPrice: 1500 }],
    });
  });

  it('does not load the picker for a date without a plan', () => {
    render(<TicketPurchaseForm event={seatedFilm()} order={null} showtimeId="3-3" onContinue={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Increase/ })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the seats through history state, and initialize sends seatIds without lines', async () => {
    const order = parseOrderState({
      ...sampleOrder({ id: '3', showtimeId: '3-2', isGift: false }),
      seats: [seatF(7), seatF(8), { id: 'bad id!', label: 'x', ticketTypeId: 't' }],
      lines: seatLines([seatF(7), seatF(8)], []),
    });
    expect(order?.seats).toEqual([seatF(7), seatF(8)]);
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ data: { reference: 'ref-1', orderStatus: 'pending' } })),
    );
    await initializeTransaction(order ?? sampleOrder());
    const post = fetchMock.mock.calls.find(([path]) => path === '/api/initialize-transaction');
    const body = JSON.parse(String(post?.[1]?.body));
    expect(body).toMatchObject({ ticketQuantity: 2, seatIds: ['1-F7', '1-F8'], showtimeId: '3-2' });
    expect(body.lines).toBeUndefined();
  });

  it('drops the seats a refusal names and keeps the rest (seat 1 is not seat 12)', () => {
    const refusal =
      'Row F, seat 12 was just taken by someone else. Choose another seat; the rest of your choice is kept.';
    const seats = [seatF(1), seatF(12)];
    expect(seatsKept(seats, refusal)).toEqual([seatF(1)]);
  });
});
