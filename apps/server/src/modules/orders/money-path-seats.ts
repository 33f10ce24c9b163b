import {
  bestAvailable,
  layoutPlan,
  type PlanSeat,
  type SectionSpec,
  seatLabel,
  seatMessages,
} from '@storefront/contracts/rules';

/**
 * The seated sale of money-path.model.test.ts (decision 51): one date sold by seat from a small
 * plan, each section at one tier, so that a tier's seats run out after two or three orders and
 * buyers naming seats meet each other's. Pure: the model's side of the seats.
 */

/** The model's tiers (money-path-model.ts `SALE`, which builds on this file). */
type Tier = 'paid' | 'free';
/**
 * What the seats are read from in the model: its orders, each owning the seats it chose while it
 * holds, and its places in line, whose open claim on the date holds its seats (decision 53).
 */
type Holdings = {
  orders: readonly { number: number; holds: boolean; seats: readonly string[] }[];
  entries?: readonly { number: number; claim: { status: string; seats: readonly string[] } | null }[];
};

const section = (name: string, firstRow: string): SectionSpec => ({
  name,
  firstRow,
  rows: 2,
  seatsPerRow: 3,
  aisleAfter: [],
  wheelchair: [],
  companion: [],
  restricted: [],
});

/** Two sections of 2 rows × 3 seats: rows A and B sold at the paid tier, C and D at the free one. */
export const SEAT_SECTIONS: readonly SectionSpec[] = [section('Regular', 'A'), section('Guest list', 'C')];
export const TIER_OF_SECTION: Readonly<Record<string, Tier>> = { Regular: 'paid', 'Guest list': 'free' };

const laid = layoutPlan(SEAT_SECTIONS);
if ('problem' in laid) throw new Error(`the seated sale's plan: ${laid.problem}`);
/** The plan's seats (ids `1-A1` … `2-D3`), front row first, as layoutPlan makes them. */
export const PLAN_SEATS: readonly PlanSeat[] = laid.seats;

const seatOf = (id: string): PlanSeat => {
  const seat = PLAN_SEATS.find((each) => each.id === id);
  if (!seat) throw new Error(`the plan has no seat ${id}`);
  return seat;
};
export const tierOfSeat = (id: string): Tier => TIER_OF_SECTION[seatOf(id).section] as Tier;
export const sectionOfTier = (tier: Tier) =>
  Object.keys(TIER_OF_SECTION).find((name) => TIER_OF_SECTION[name] === tier) as string;
/** The tier's seats on the plan, front row first. */
export const seatsOfTier = (tier: Tier) => PLAN_SEATS.filter((seat) => tierOfSeat(seat.id) === tier).map((s) => s.id);
/** A seat as the ticket, its email and the door name it ("Row A, seat 2"). */
export const labelOf = (id: string) => seatLabel(seatOf(id));

/**
 * A seated sale's stock: each tier's seats are its section's, and the date's and the event's are
 * the plan's (the event has that one date: decision 50).
 */
export const SEATED_STOCK = {
  tierStock: { paid: seatsOfTier('paid').length, free: seatsOfTier('free').length },
  seats: PLAN_SEATS.length,
  dates: { early: PLAN_SEATS.length, late: 0 },
} as const;

/**
 * Who has each seat: the orders holding seats (held, or paid) own the seats they chose ('#n'),
 * and an open claim of a date's place holds the seats it was offered ('w#n': decision 53); every
 * other seat is free (decision 51: a released order's seats go back, its names kept for its ticket).
 */
export function seatOwners(m: Holdings): Map<string, string> {
  const owners = new Map<string, string>();
  for (const o of m.orders) if (o.holds) for (const id of o.seats) owners.set(id, `#${o.number}`);
  for (const e of m.entries ?? []) {
    if (e.claim?.status === 'open') for (const id of e.claim.seats) owners.set(id, `w#${e.number}`);
  }
  return owners;
}

/** Seats in the plan's order (front row first), as a claim's page and its order list them. */
export const inPlanOrder = (ids: readonly string[]) =>
  PLAN_SEATS.map((seat) => seat.id).filter((id) => ids.includes(id));

export const seatsFree = (m: Holdings, ids: readonly string[]) => {
  const owners = seatOwners(m);
  return ids.every((id) => !owners.has(id));
};

export const freeSeatsOfTier = (m: Holdings, tier: Tier) => {
  const owners = seatOwners(m);
  return seatsOfTier(tier).filter((id) => !owners.has(id)).length;
};

/**
 * Best available (decision 51), the seats held by orders and by open claims taken: `quantity` standard seats of the tier side by side in one row,
 * the rows nearest their section's middle first, else the best seats one by one; null when the
 * tier has fewer free seats than asked. Chosen as the picker previews it (contracts `bestAvailable`),
 * from the whole plan with each seat's free or taken.
 */
export function pickBest(m: Holdings, tier: Tier, quantity: number): string[] | null {
  const owners = seatOwners(m);
  const seats = PLAN_SEATS.map((seat) => ({ ...seat, ticketTypeId: tierOfSeat(seat.id), free: !owners.has(seat.id) }));
  return bestAvailable(seats, quantity, tier);
}

const planOrder = (labels: readonly string[]) =>
  PLAN_SEATS.map((seat) => seatLabel(seat)).filter((label) => labels.includes(label));

/** The refusal of named seats gone (seatMessages.taken), naming them in the plan's order. */
export const takenSentence = (ids: readonly string[]) => seatMessages.taken(planOrder(ids.map(labelOf)));

/** The refusal of best available when the tier's section has fewer free seats than asked. */
export const noneTogetherSentence = (tier: Tier, quantity: number) =>
  seatMessages.noneTogether(quantity, sectionOfTier(tier));

/**
 * A refusal's sentence when it is about seats (seatMessages), else null. Seats taken are named in
 * the plan's order: the refusal before the hold names them so, the hold's in the buyer's.
 */
export function seatSentenceOf(message: string): string | null {
  const taken = /^(.+) (?:was|were) just taken by someone else\./.exec(message);
  const labels = taken?.[1]?.split(' and ');
  // Seats the plan does not have are left as the app said them, to be seen in the failure.
  if (labels) return planOrder(labels).length === labels.length ? seatMessages.taken(planOrder(labels)) : message;
  return message.includes('to give as best available') ? message : null;
}
