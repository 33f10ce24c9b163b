// Zod-free, like rules/checkout.ts: the seat picker imports these, and Zod must stay out of its chunk.

/**
 * Reserved seats (decision 51): a plan built from a few numbers, the seat's name as the ticket
 * says it, and best available, one pure function the hold runs and the picker previews.
 */

export const SEAT_KINDS = ['standard', 'wheelchair', 'companion', 'restricted'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

/** A seat's id in its plan: the section's place and the seat's row and number ("2-K5"). */
export const SEAT_ID_PATTERN = /^[A-Za-z0-9-]{1,24}$/;

/** The most seats a plan may have, and rows and seats a section may have. */
export const PLAN_SEATS_MAX = 5_000;
export const SECTION_ROWS_MAX = 26;
export const ROW_SEATS_MAX = 80;

/** One section as the back office describes it: rows from a letter, seats per row, aisles and special seats. */
export interface SectionSpec {
  name: string;
  /** The first row's letter; the next rows follow it (A, B, C…). */
  firstRow: string;
  rows: number;
  seatsPerRow: number;
  /** Seat numbers an aisle follows (a gap is drawn after each). */
  aisleAfter: number[];
  /** Seats by their row and number ("A1"). */
  wheelchair: string[];
  companion: string[];
  restricted: string[];
}

/** One seat of a plan, where the picker draws it (x across, y from the stage, in seats). */
export interface PlanSeat {
  id: string;
  section: string;
  row: string;
  number: number;
  x: number;
  y: number;
  kind: SeatKind;
}

/** Reserved seats (decision 51): what the buyer and the back office are told. */
export const seatMessages = {
  seatId: 'That seat is not on this date’s plan. Choose seats on the plan.',
  repeated: 'The same seat was chosen twice. Choose each seat once.',
  countDisagrees: 'Choose one seat for each ticket.',
  /** Named seats beside lines: more seats than the order has tickets. */
  moreSeatsThanTickets: 'More seats were chosen than tickets. Choose one seat for each ticket sold by seat.',
  /** Named seats beside lines: a tier sold by seat on the plan has one named seat per ticket (a standing tier none). */
  seatsForTier: (tier: string, tickets: number, seats: number) =>
    `You chose ${seats} ${seats === 1 ? 'seat' : 'seats'} for ${tickets} ${tier} ${tickets === 1 ? 'ticket' : 'tickets'}. Choose one seat for each ${tier} ticket.`,
  unknown: (id: string) => `Seat ${id} is not on this date’s plan. Choose seats on the plan.`,
  notSeated: 'This date has no seat plan. Choose how many tickets you want instead.',
  taken: (labels: string[]) =>
    labels.length === 1
      ? `${labels[0]} was just taken by someone else. Choose another seat; the rest of your choice is kept.`
      : `${labels.join(' and ')} were just taken by someone else. Choose other seats; the rest of your choice is kept.`,
  noneTogether: (count: number, section: string) =>
    count === 1
      ? `There are no seats left in ${section} to give as best available. Choose a seat on the plan instead.`
      : `There are not ${count} seats left in ${section} to give as best available. Choose seats on the plan instead.`,
  planNotFound: 'No seat plan has that id.',
  showtimeNotFound: 'No date has that id.',
} as const;

/** What the back office is told when a plan's numbers do not make a plan. */
export const seatPlanMessages = {
  noSections: 'Give the plan at least one section.',
  sectionName: 'Give every section a name (up to 40 characters).',
  sectionRepeated: (name: string) => `Two sections are called ${name}. Give each its own name.`,
  firstRow: (name: string) => `Give ${name}'s first row as one letter from A to Z.`,
  rows: (name: string) => `Give ${name} from 1 to ${SECTION_ROWS_MAX} rows, none past Z.`,
  seatsPerRow: (name: string) => `Give ${name} from 1 to ${ROW_SEATS_MAX} seats per row.`,
  aisle: (name: string) => `An aisle in ${name} must follow a seat of its rows (1 to the seats per row, less one).`,
  rowRepeated: (row: string) =>
    `Row ${row} is in two sections. Give each section its own rows, so a seat's name says where it is.`,
  markedSeat: (seat: string, name: string) => `${name} has no seat ${seat}: write a row letter and number, like A1.`,
  tooManySeats: `A plan can have at most ${PLAN_SEATS_MAX.toLocaleString('en-NG')} seats.`,
} as const;

const ROW_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Rows between sections, drawn as a walkway. */
const SECTION_GAP = 1;

/** The plan's seats from its sections, or the first problem in the back office's words. */
export function layoutPlan(sections: readonly SectionSpec[]): { seats: PlanSeat[] } | { problem: string } {
  if (sections.length === 0) return { problem: seatPlanMessages.noSections };
  const names = new Set<string>();
  const rowsSeen = new Set<string>();
  const widths = sections.map((section) => section.seatsPerRow + new Set(section.aisleAfter).size);
  const widest = Math.max(...widths);
  const seats: PlanSeat[] = [];
  let y = 0;
  for (const [index, section] of sections.entries()) {
    const name = section.name.trim();
    if (!name || name.length > 40) return { problem: seatPlanMessages.sectionName };
    if (names.has(name.toLowerCase())) return { problem: seatPlanMessages.sectionRepeated(name) };
    names.add(name.toLowerCase());
    const first = ROW_LETTERS.indexOf(section.firstRow.toUpperCase());
    if (section.firstRow.length !== 1 || first < 0) return { problem: seatPlanMessages.firstRow(name) };
    if (!Number.isInteger(section.rows) || section.rows < 1 || first + section.rows > ROW_LETTERS.length) {
      return { problem: seatPlanMessages.rows(name) };
    }
    if (!Number.isInteger(section.seatsPerRow) || section.seatsPerRow < 1 || section.seatsPerRow > ROW_SEATS_MAX) {
      return { problem: seatPlanMessages.seatsPerRow(name) };
    }
    if (section.aisleAfter.some((n) => !Number.isInteger(n) || n < 1 || n >= section.seatsPerRow)) {
      return { problem: seatPlanMessages.aisle(name) };
    }
    const rows = ROW_LETTERS.slice(first, first + section.rows).split('');
    const repeated = rows.find((row) => rowsSeen.has(row));
    if (repeated) return { problem: seatPlanMessages.rowRepeated(repeated) };
    for (const row of rows) rowsSeen.add(row);
    const kinds = new Map<string, SeatKind>();
    for (const kind of ['restricted', 'companion', 'wheelchair'] as const) {
      for (const written of section[kind]) {
        const seat = written.trim().toUpperCase();
        const match = /^([A-Z])(\d{1,3})$/.exec(seat);
        if (
          !match ||
          !rows.includes(match[1] ?? '') ||
          Number(match[2]) < 1 ||
          Number(match[2]) > section.seatsPerRow
        ) {
          return { problem: seatPlanMessages.markedSeat(written, name) };
        }
        kinds.set(seat, kind);
      }
    }
    // Centred on the widest section, each aisle one seat wide.
    const left = Math.floor((widest - (widths[index] ?? 0)) / 2);
    for (const row of rows) {
      let x = left;
      for (let number = 1; number <= section.seatsPerRow; number += 1) {
        const kind = kinds.get(`${row}${number}`) ?? 'standard';
        seats.push({ id: `${index + 1}-${row}${number}`, section: name, row, number, x, y, kind });
        x += section.aisleAfter.includes(number) ? 2 : 1;
      }
      y += 1;
      if (seats.length > PLAN_SEATS_MAX) return { problem: seatPlanMessages.tooManySeats };
    }
    y += SECTION_GAP;
  }
  return { seats };
}

/** A seat as the ticket, the email and the door name it. */
export const seatLabel = (seat: { row: string; number: number }) => `Row ${seat.row}, seat ${seat.number}`;

/** A seat as best available weighs it: where it is, whether it is free, and the tier it sells at. */
export interface SeatForPick {
  id: string;
  section: string;
  row: string;
  x: number;
  y: number;
  kind: SeatKind;
  ticketTypeId: string;
  free: boolean;
}

/**
 * `count` free seats side by side in one row of the tier's seats, never across an aisle: the
 * rows nearest the middle of their section first, then the seats nearest the middle of the row.
 * A group larger than any free run gets the best seats one by one instead (the middle rows'
 * centres, which mostly sit together). Only standard seats: wheelchair, companion and
 * restricted-view seats are chosen on the plan by those who want them. Null when the tier has
 * fewer than `count` free standard seats.
 */
export function bestAvailable(seats: readonly SeatForPick[], count: number, ticketTypeId: string): string[] | null {
  if (count < 1) return null;
  const rows = new Map<string, SeatForPick[]>();
  for (const seat of seats) {
    if (seat.ticketTypeId !== ticketTypeId || seat.kind !== 'standard') continue;
    const key = `${seat.section}\u0000${seat.row}`;
    rows.set(key, [...(rows.get(key) ?? []), seat]);
  }
  const sectionRows = new Map<string, number[]>();
  for (const seat of seats) sectionRows.set(seat.section, [...(sectionRows.get(seat.section) ?? []), seat.y]);
  let best: { ids: string[]; score: number } | null = null;
  const singles: { id: string; score: number }[] = [];
  for (const row of rows.values()) {
    const inRow = [...row].sort((a, b) => a.x - b.x);
    const first = inRow[0];
    const last = inRow[inRow.length - 1];
    if (!first || !last) continue;
    const ys = sectionRows.get(first.section) ?? [first.y];
    // A row's distance from the middle weighs more than a seat's: a middle row's side beats a front row's centre.
    const rowScore = Math.abs(first.y - (Math.min(...ys) + Math.max(...ys)) / 2) * 100;
    const middleX = (first.x + last.x) / 2;
    for (const seat of inRow)
      if (seat.free) singles.push({ id: seat.id, score: rowScore + Math.abs(seat.x - middleX) });
    for (let start = 0; start + count <= inRow.length; start += 1) {
      const run = inRow.slice(start, start + count);
      const together = run.every((seat, i) => seat.free && (i === 0 || seat.x - (run[i - 1]?.x ?? 0) === 1));
      if (!together) continue;
      const centre = ((run[0]?.x ?? 0) + (run[run.length - 1]?.x ?? 0)) / 2;
      const score = rowScore + Math.abs(centre - middleX);
      if (!best || score < best.score) best = { ids: run.map((seat) => seat.id), score };
    }
  }
  if (best) return best.ids;
  if (singles.length < count) return null;
  return singles
    .sort((a, b) => a.score - b.score)
    .slice(0, count)
    .map((seat) => seat.id);
}
