import type { ShowtimeSeat, ShowtimeSeats } from '@storefront/contracts/api';
import { afterEach, beforeEach, vi } from 'vitest';

/** A section of a seated date's plan (decision 51), as GET /api/showtimes/{id}/seats names it. */
export type SectionFixture = ShowtimeSeats['sections'][number];

/**
 * For tests of a seated date: one row of free standard seats of the plan's first section (ids
 * '1-{row}{number}'), side by side from the left, as GET /api/showtimes/{id}/seats lists them.
 */
export const rowOfSeats = (section: SectionFixture, row: string, numbers: readonly number[]): ShowtimeSeat[] =>
  numbers.map((number) => ({
    id: `1-${row}${number}`,
    section: section.name,
    row,
    number,
    x: number - 1,
    y: 0,
    kind: 'standard',
    ticketTypeId: section.ticketTypeId,
    taken: false,
  }));

/** One of those seats as the purchase form keeps it chosen (order-state.ts `SeatChoice`). */
export const chosenSeat = (section: SectionFixture, row: string, number: number) => ({
  id: `1-${row}${number}`,
  label: `Row ${row}, seat ${number}`,
  section: section.name,
  ticketTypeId: section.ticketTypeId,
  price: section.price,
});

/**
 * For a test file of the purchase form on a seated date: before each test the clock reads `now`
 * and fetch answers `plan` (a test may make it answer otherwise); after it, both are put back.
 * Answers the fetch mock.
 */
export function servePlanEachTest(plan: ShowtimeSeats, now: Date) {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(plan), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
