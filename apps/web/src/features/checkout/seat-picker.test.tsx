import type { ShowtimeSeats } from '@storefront/contracts/api';
import { seatMessages } from '@storefront/contracts/rules';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeatChoice } from './order-state.ts';
import SeatPicker from './seat-picker.tsx';

// A small plan: Regular rows A and B of four seats (A3 taken, A1 a wheelchair space), Premium row K of two.
function makePlan(taken: string[] = ['1-A3'], version = 1): ShowtimeSeats {
  const seat = (section: string, index: number, row: string, number: number, y: number, ticketTypeId: string) => ({
    id: `${index}-${row}${number}`,
    section,
    row,
    number,
    x: number - 1,
    y,
    kind: row === 'A' && number === 1 ? ('wheelchair' as const) : ('standard' as const),
    ticketTypeId,
    taken: taken.includes(`${index}-${row}${number}`),
  });
  return {
    showtimeId: '3-2',
    version,
    plan: { id: 'p1', name: 'Hall 1', venue: 'Genesis Cinema Lekki' },
    sections: [
      { name: 'Regular', ticketTypeId: '3-regular', tierName: 'Regular', price: 1500 },
      { name: 'Premium', ticketTypeId: '3-premium', tierName: 'Premium', price: 3500 },
    ],
    seats: [
      ...[1, 2, 3, 4].map((n) => seat('Regular', 1, 'A', n, 0, '3-regular')),
      ...[1, 2, 3, 4].map((n) => seat('Regular', 1, 'B', n, 1, '3-regular')),
      ...[1, 2].map((n) => seat('Premium', 2, 'K', n, 3, '3-premium')),
    ],
  };
}

let answers: Array<() => Response>;
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
  const next = answers.length > 1 ? answers.shift() : answers[0];
  if (!next) throw new Error('no answer');
  return next();
});
const ok = (plan: ShowtimeSeats) => () =>
  new Response(JSON.stringify(plan), {
    status: 200,
    headers: { 'content-type': 'application/json', etag: `W/"${plan.version}"` },
  });

beforeEach(() => {
  answers = [ok(makePlan())];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ initial = [], max = 10 }: { initial?: SeatChoice[]; max?: number }) {
  const [seats, setSeats] = useState<SeatChoice[]>(initial);
  return <SeatPicker showtimeId="3-2" chosen={seats} onChange={setSeats} max={max} />;
}

const mapSeat = (id: string) => {
  const element = document.querySelector(`[data-seat="${id}"]`);
  if (!element) throw new Error(`no seat ${id}`);
  return element;
};
const chosenTexts = () =>
  within(screen.getByTestId('chosen-seats'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

async function renderPicker(props: { initial?: SeatChoice[]; max?: number } = {}) {
  render(<Harness {...props} />);
  await screen.findByRole('heading', { name: 'Choose your seats' });
  return userEvent.setup();
}

describe('the seat picker (decision 51)', () => {
  it('asks for the date’s seats and draws the plan: the screen, a seat per square, taken ones crossed', async () => {
    await renderPicker();
    expect(fetchMock).toHaveBeenCalledWith('/api/showtimes/3-2/seats', expect.anything());
    const map = screen.getByTestId('seat-map');
    expect(map).toHaveAttribute('aria-hidden', 'true');
    expect(map.textContent).toContain('Screen');
    expect(mapSeat('1-A3')).toHaveAttribute('data-state', 'taken');
    expect(mapSeat('1-A3').querySelector('path')).not.toBeNull();
    expect(screen.getByRole('list', { name: 'Key' })).toHaveTextContent('Premium, NGN 3,500');
  });

  it('toggles a seat on the plan, lists it with its section and price, and Remove lets it go', async () => {
    const user = await renderPicker();
    fireEvent.click(mapSeat('1-B2'));
    fireEvent.click(mapSeat('2-K1'));
    expect(chosenTexts()).toEqual([
      'Row B, seat 2 · Regular · NGN 1,500Remove',
      'Row K, seat 1 · Premium · NGN 3,500Remove',
    ]);
    expect(screen.getByTestId('chosen-seats')).toHaveTextContent('2 seats, NGN 5,000');
    fireEvent.click(mapSeat('1-B2'));
    expect(chosenTexts()).toEqual(['Row K, seat 1 · Premium · NGN 3,500Remove']);
    await user.click(screen.getByRole('button', { name: 'Remove Row K, seat 1' }));
    expect(chosenTexts()).toEqual([]);
    // A taken seat does nothing.
    fireEvent.click(mapSeat('1-A3'));
    expect(chosenTexts()).toEqual([]);
  });

  it('stops at the order’s most seats, and says so', async () => {
    await renderPicker({ max: 1 });
    fireEvent.click(mapSeat('1-B1'));
    fireEvent.click(mapSeat('1-B2'));
    expect(chosenTexts()).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('You can choose up to 1 seats in one order.');
  });

  it('Best available chooses N standard seats together with the shared rule, or says none are together', async () => {
    const user = await renderPicker();
    const count = screen.getByLabelText('Seats together');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('button', { name: 'Best available' }));
    // Row A has a taken seat and a wheelchair space: row B's 1–3 or 2–4.
    const picked = chosenTexts();
    expect(picked).toHaveLength(3);
    expect(picked.every((text) => text?.startsWith('Row B'))).toBe(true);
    await user.selectOptions(screen.getByLabelText('Section'), 'Premium');
    await user.click(screen.getByRole('button', { name: 'Best available' }));
    expect(screen.getByRole('alert')).toHaveTextContent(seatMessages.noneTogether(3, 'Premium'));
    // Five free standard Regular seats, but not five together: the picker offers none of them.
    await user.selectOptions(screen.getByLabelText('Section'), 'Regular');
    await user.clear(count);
    await user.type(count, '5');
    await user.click(screen.getByRole('button', { name: 'Best available' }));
    expect(screen.getByRole('alert')).toHaveTextContent(seatMessages.noneTogether(5, 'Regular'));
    expect(chosenTexts()).toHaveLength(3);
  });

  it('drops a chosen seat someone else takes meanwhile and says so; asks again with the ETag', async () => {
    const choice = (id: string, label: string): SeatChoice => ({
      id,
      label,
      section: 'Regular',
      ticketTypeId: '3-regular',
      price: 1500,
    });
    answers = [ok(makePlan()), ok(makePlan(['1-A3', '1-B4'], 2))];
    await renderPicker({ initial: [choice('1-B3', 'Row B, seat 3'), choice('1-B4', 'Row B, seat 4')] });
    expect(chosenTexts()).toHaveLength(2);
    // The page shown again asks at once (as the 5 s timer does).
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(chosenTexts()).toEqual(['Row B, seat 3 · Regular · NGN 1,500Remove']));
    expect(
      screen.getByText(
        'Row B, seat 4 was just taken by someone else. Choose another seat; the rest of your choice is kept.',
      ),
    ).toHaveAttribute('aria-live', 'polite');
    const second = fetchMock.mock.calls[1]?.[1];
    expect(new Headers(second?.headers).get('if-none-match')).toBe('W/"1"');
  });

  it('keeps the plan on a 304', async () => {
    answers = [ok(makePlan()), () => new Response(null, { status: 304 })];
    await renderPicker();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('seat-map')).toBeInTheDocument();
  });

  it('offers the same choice by keyboard: a checkbox per seat by section and row, taken ones disabled', async () => {
    const user = await renderPicker();
    await user.click(screen.getByText('Choose from a list of seats by row'));
    const regular = screen.getByRole('group', { name: 'Regular, NGN 1,500' });
    expect(within(regular).getByText('Row A (3 of 4 free)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Row A, seat 3, Regular, NGN 1,500, taken' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Row A, seat 1, Regular, NGN 1,500, wheelchair space' })).toBeEnabled();
    const b2 = screen.getByRole('checkbox', { name: 'Row B, seat 2, Regular, NGN 1,500' });
    b2.focus();
    await user.keyboard(' ');
    expect(b2).toBeChecked();
    expect(chosenTexts()).toEqual(['Row B, seat 2 · Regular · NGN 1,500Remove']);
    expect(mapSeat('1-B2')).toHaveAttribute('data-state', 'chosen');
  });

  it('says so when the plan cannot be loaded', async () => {
    answers = [() => new Response('{}', { status: 500 })];
    render(<Harness />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The seat plan could not be loaded.');
  });
});
