import { describe, expect, it } from 'vitest';
import {
  bestAvailable,
  layoutPlan,
  type PlanSeat,
  type SeatForPick,
  type SectionSpec,
  seatLabel,
  seatPlanMessages,
} from './seats.ts';

const section = (overrides: Partial<SectionSpec> = {}): SectionSpec => ({
  name: 'Regular',
  firstRow: 'A',
  rows: 3,
  seatsPerRow: 8,
  aisleAfter: [4],
  wheelchair: [],
  companion: [],
  restricted: [],
  ...overrides,
});

const seatsOf = (sections: SectionSpec[]): PlanSeat[] => {
  const laid = layoutPlan(sections);
  if ('problem' in laid) throw new Error(laid.problem);
  return laid.seats;
};

const forPick = (seats: PlanSeat[], taken: string[] = []): SeatForPick[] =>
  seats.map((seat) => ({ ...seat, ticketTypeId: seat.section, free: !taken.includes(seat.id) }));

describe('layoutPlan', () => {
  it('lays rows from their letter, numbers from 1, an aisle as a gap of one seat, and marks special seats', () => {
    const seats = seatsOf([section({ wheelchair: ['A1'], restricted: ['c8'] })]);
    expect(seats).toHaveLength(24);
    const rowA = seats.filter((seat) => seat.row === 'A');
    expect(rowA.map((seat) => seat.x)).toEqual([0, 1, 2, 3, 5, 6, 7, 8]);
    expect(seats.find((seat) => seat.id === '1-A1')?.kind).toBe('wheelchair');
    expect(seats.find((seat) => seat.id === '1-C8')?.kind).toBe('restricted');
    expect(seatLabel(rowA[4] as PlanSeat)).toBe('Row A, seat 5');
  });

  it('centres a narrower section behind a walkway', () => {
    const seats = seatsOf([
      section(),
      section({ name: 'Premium', firstRow: 'D', rows: 1, seatsPerRow: 4, aisleAfter: [] }),
    ]);
    const premium = seats.filter((seat) => seat.section === 'Premium');
    expect(premium.map((seat) => seat.x)).toEqual([2, 3, 4, 5]);
    expect(premium[0]?.y).toBe(4);
  });

  it('says what is wrong with numbers that make no plan', () => {
    expect(layoutPlan([])).toEqual({ problem: seatPlanMessages.noSections });
    expect(layoutPlan([section(), section({ name: 'Premium' })])).toEqual({
      problem: seatPlanMessages.rowRepeated('A'),
    });
    expect(layoutPlan([section({ firstRow: 'Y', rows: 3 })])).toEqual({ problem: seatPlanMessages.rows('Regular') });
    expect(layoutPlan([section({ aisleAfter: [8] })])).toEqual({ problem: seatPlanMessages.aisle('Regular') });
    expect(layoutPlan([section({ wheelchair: ['Z1'] })])).toEqual({
      problem: seatPlanMessages.markedSeat('Z1', 'Regular'),
    });
    expect(layoutPlan([section({ name: 'Regular' }), section({ name: 'regular', firstRow: 'D' })])).toEqual({
      problem: seatPlanMessages.sectionRepeated('regular'),
    });
  });
});

describe('bestAvailable', () => {
  const seats = seatsOf([section({ wheelchair: ['B4'] })]);

  it('picks seats side by side in the middle row, nearest its centre, never across the aisle', () => {
    // B4 is a wheelchair seat: the block right of the aisle is the centre's.
    expect(bestAvailable(forPick(seats), 2, 'Regular')).toEqual(['1-B5', '1-B6']);
    expect(bestAvailable(forPick(seats), 4, 'Regular')).toEqual(['1-B5', '1-B6', '1-B7', '1-B8']);
  });

  it('leaves wheelchair seats and taken seats out, and a taken seat breaks a run', () => {
    const picked = bestAvailable(forPick(seats, ['1-B6']), 3, 'Regular');
    // The middle row's three left of the aisle beat any front row's centre.
    expect(picked).toEqual(['1-B1', '1-B2', '1-B3']);
    expect(bestAvailable(forPick(seats, ['1-B6', '1-B2']), 3, 'Regular')).toEqual(['1-A2', '1-A3', '1-A4']);
  });

  it('gives a group larger than any run the best seats one by one, and null when too few are free', () => {
    expect(bestAvailable(forPick(seats), 6, 'Regular')).toHaveLength(6);
    const allButTwo = seats.filter((seat) => !['1-C1', '1-C2'].includes(seat.id)).map((seat) => seat.id);
    expect(bestAvailable(forPick(seats, allButTwo), 2, 'Regular')).toEqual(['1-C1', '1-C2']);
    expect(bestAvailable(forPick(seats, allButTwo), 3, 'Regular')).toBeNull();
    expect(bestAvailable(forPick(seats), 2, 'Premium')).toBeNull();
  });
});
