import type { SeatPlanDetail, SeatPlanWrite } from '@storefront/contracts/api';
import type { SectionSpec } from '@storefront/contracts/rules';

/** One section as the form holds it: every field as typed. */
export interface SectionFormValues {
  name: string;
  firstRow: string;
  rows: string;
  seatsPerRow: string;
  /** Seat numbers an aisle follows, e.g. "6, 12". */
  aisleAfter: string;
  /** Seats by row and number, e.g. "A1, A2". */
  wheelchair: string;
  companion: string;
  restricted: string;
}

export interface SeatPlanFormValues {
  venue: string;
  name: string;
  sections: SectionFormValues[];
}

export const EMPTY_SECTION: SectionFormValues = {
  name: '',
  firstRow: 'A',
  rows: '10',
  seatsPerRow: '12',
  aisleAfter: '',
  wheelchair: '',
  companion: '',
  restricted: '',
};

export const EMPTY_PLAN: SeatPlanFormValues = {
  venue: '',
  name: '',
  sections: [{ ...EMPTY_SECTION, name: 'Stalls' }],
};

/** "A1, a2  B3" → ["A1", "A2", "B3"]: commas or spaces between, upper case. */
export const seatList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((seat) => seat.trim().toUpperCase())
    .filter(Boolean);

/** "6, 12" → [6, 12]; anything that is not a number stays NaN, for layoutPlan to name. */
const numberList = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((n) => (/^\d+$/.test(n) ? Number(n) : Number.NaN));

/** A whole number as typed, or NaN (layoutPlan says what is wrong with it). */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The sections as rules/seats.ts `layoutPlan` and the API read them. */
export function sectionsOf(values: SeatPlanFormValues): SectionSpec[] {
  return values.sections.map((section) => ({
    name: section.name.trim(),
    firstRow: section.firstRow.trim().toUpperCase(),
    rows: whole(section.rows),
    seatsPerRow: whole(section.seatsPerRow),
    aisleAfter: numberList(section.aisleAfter),
    wheelchair: seatList(section.wheelchair),
    companion: seatList(section.companion),
    restricted: seatList(section.restricted),
  }));
}

/** The body of POST and PUT …/seat-plans. */
export const bodyOf = (values: SeatPlanFormValues): SeatPlanWrite => ({
  venue: values.venue.trim(),
  name: values.name.trim(),
  sections: sectionsOf(values),
});

/** A stored plan, as the form edits it. */
export function formValuesOf(plan: Pick<SeatPlanDetail, 'venue' | 'name' | 'sections'>): SeatPlanFormValues {
  return {
    venue: plan.venue,
    name: plan.name,
    sections: plan.sections.map((section) => ({
      name: section.name,
      firstRow: section.firstRow,
      rows: String(section.rows),
      seatsPerRow: String(section.seatsPerRow),
      aisleAfter: section.aisleAfter.join(', '),
      wheelchair: section.wheelchair.join(', '),
      companion: section.companion.join(', '),
      restricted: section.restricted.join(', '),
    })),
  };
}
