import { checkoutMessages, seatMessages } from '@storefront/contracts/api';
import { waitlistMessages } from '@storefront/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../../test/admin-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { initialize, simulatorButton, startOrder, verify } from '../../../test/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { waitlistOf } from '../orders/waitlist-hooks.ts';

// The waitlist by date (decision 53): a place in one date's line is offered that date's seats
// only; on a seated date the claim holds the freed seats themselves (nobody else can pick them),
// and its order takes them over; a lapse gives them to the next in line. On SQLite, and on
// PostgreSQL with TEST_DATABASE_URL.

const FILM = '3';
const PREMIUM = '3-premium';
const MINUTE = 60_000;

const join = (t: TestApp, person: SignedInUser, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: person.headers,
    payload: { eventId: FILM, email: person.user.email, ...body },
  });

const lastMail = async (t: TestApp, to: string) =>
  (await t.database.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute()).at(-1);
const claimTokenOf = async (t: TestApp, to: string) =>
  /\/waitlist\/claim\/([\w-]+)/.exec((await lastMail(t, to))?.text_body ?? '')?.[1] ?? '';

const dateLeft = async (t: TestApp, showtimeId: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('showtimes')
        .select('remaining')
        .where('id', '=', showtimeId)
        .executeTakeFirstOrThrow()
    ).remaining,
  );

const cancel = (t: TestApp, buyer: SignedInUser, reference: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${reference}/cancel`, headers: buyer.headers, payload: {} });

async function buyPaid(t: TestApp, body: Record<string, unknown>) {
  const buyer = await createSignedInUser(t.app);
  const reference = await startOrder(t.app, buyer, body);
  expect((await simulatorButton(t.app, buyer, reference, 'pay')).statusCode).toBe(200);
  return reference;
}

describe('a seated date’s line', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  /** The seats of a date held by a claim (showtime_seats.claim_id). */
  const claimedSeats = (showtimeId: string) =>
    t.database.db
      .selectFrom('showtime_seats')
      .select(['seat_id', 'claim_id', 'order_id'])
      .where('showtime_id', '=', showtimeId)
      .where('claim_id', 'is not', null)
      .orderBy('seat_id')
      .execute();

  /** An order of `quantity` Premium seats on the date. */
  const premiumOn = (showtimeId: string) => (quantity: number) => ({
    eventId: FILM,
    showtimeId,
    ticketQuantity: quantity,
    lines: [{ ticketTypeId: PREMIUM, quantity }],
  });

  /**
   * Fills a date's Premium section (Hall 2's 20 seats): 18 sold, and 2 held by a buyer, whose
   * order (cancelled later) frees them. Answers the holder, the order and its seats.
   */
  async function premiumSoldButTwo(showtimeId: string) {
    const premium = premiumOn(showtimeId);
    await buyPaid(t, premium(9));
    await buyPaid(t, premium(9));
    const holder = await createSignedInUser(t.app);
    const held = await startOrder(t.app, holder, premium(2));
    const heldSeats = (
      await t.database.db
        .selectFrom('order_seats')
        .innerJoin('orders', 'orders.id', 'order_seats.order_id')
        .select('order_seats.seat_id')
        .where('orders.reference', '=', held)
        .orderBy('order_seats.seat_id')
        .execute()
    ).map((row) => row.seat_id);
    expect(heldSeats).toHaveLength(2);
    return { holder, held, heldSeats };
  }

  it('offers the freed seats themselves to the date’s next in line; nobody else can take them; the claim’s order buys exactly them', async () => {
    // Hall 2's Premium section on 3-3: 18 sold, 2 held by a buyer who then cancels.
    const premium = premiumOn('3-3');
    const { holder, held, heldSeats } = await premiumSoldButTwo('3-3');

    // Premium is sold out on 3-3 only: its line takes places; 3-4's Premium and 3-3's Regular are on sale.
    const first = await createSignedInUser(t.app, { email: 'date.first@example.com' });
    const second = await createSignedInUser(t.app, { email: 'date.second@example.com' });
    for (const person of [first, second]) {
      const res = await join(t, person, { ticketTypeId: PREMIUM, showtimeId: '3-3', quantity: 2 });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().status).toBe('waiting');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const elsewhere = await join(t, first, { ticketTypeId: PREMIUM, showtimeId: '3-4', quantity: 2 });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe(waitlistMessages.stillOnSale);
    const regular = await join(t, first, { ticketTypeId: '3-regular', showtimeId: '3-3' });
    expect(regular.json().message).toBe(waitlistMessages.stillOnSale);
    const unknown = await join(t, first, { ticketTypeId: PREMIUM, showtimeId: '1-1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(checkoutMessages.showtimeUnknown);

    // The cancel frees two seats: the first in line's claim holds those two seats and the date's count.
    const left = await dateLeft(t, '3-3');
    expect((await cancel(t, holder, held)).statusCode).toBe(200);
    const claimed = await claimedSeats('3-3');
    expect(claimed.map((seat) => seat.seat_id)).toEqual(heldSeats);
    expect(claimed.every((seat) => seat.order_id === null)).toBe(true);
    expect(await dateLeft(t, '3-3')).toBe(left);
    const mail = await lastMail(t, first.user.email);
    expect(mail?.text_body).toMatch(/For the showing on Sunday, 11 July 2027 at 15:00 \(Lagos time\)\./);
    expect(mail?.text_body).toMatch(/Your seats: Row [A-Z], seat \d+; Row [A-Z], seat \d+\./);

    // Nobody else can have them: the plan shows them taken, naming one is refused, best available finds none.
    const plan = (await t.app.inject({ url: '/api/showtimes/3-3/seats' })).json();
    const shown = plan.seats.filter((seat: { id: string }) => heldSeats.includes(seat.id));
    expect(shown.map((seat: { taken: boolean }) => seat.taken)).toEqual([true, true]);
    const other = await createSignedInUser(t.app);
    const named = await initialize(t.app, other, {
      eventId: FILM,
      showtimeId: '3-3',
      ticketQuantity: 1,
      seatIds: [heldSeats[0]],
    });
    expect(named.statusCode).toBe(409);
    expect(named.json().message).toMatch(/was just taken by someone else/);
    const best = await initialize(t.app, other, premium(1));
    expect(best.statusCode).toBe(409);
    expect(best.json().message).toBe(seatMessages.noneTogether(1, 'Premium'));

    // The claim page names the date and the seats; another date is refused; the order buys exactly them.
    const token = await claimTokenOf(t, first.user.email);
    const read = (await t.app.inject({ url: `/api/waitlist/claims/${token}`, headers: first.headers })).json();
    expect(read).toMatchObject({ showtimeId: '3-3', quantity: 2, status: 'open' });
    expect(read.seats).toHaveLength(2);
    const claimBody = (showtimeId: string) => ({ ...premium(2), showtimeId, claimToken: token });
    const wrongDate = await initialize(t.app, first, claimBody('3-4'));
    expect(wrongDate.statusCode).toBe(409);
    expect(wrongDate.json().message).toBe(waitlistMessages.claimMismatch);
    const res = await initialize(t.app, first, claimBody('3-3'));
    expect(res.statusCode, res.body).toBe(200);
    const reference = res.json().data.reference as string;
    expect(await dateLeft(t, '3-3')).toBe(left);
    expect(await claimedSeats('3-3')).toEqual([]);
    expect((await simulatorButton(t.app, first, reference, 'pay')).statusCode).toBe(200);
    const ticket = (await verify(t.app, reference, first.headers)).json().data.ticket;
    expect([...ticket.seats].sort()).toEqual([...read.seats].sort());
    // The second in line still waits: nothing came back.
    const entry = await t.database.db
      .selectFrom('waitlist_entries')
      .select(['status', 'showtime_id'])
      .where('email', '=', second.user.email)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ status: 'waiting', showtime_id: '3-3' });
  });

  it('a lapsed claim gives the same seats to the next in line, who buys them', async () => {
    // 3-4's Premium: 18 sold, 2 held, then cancelled with two people in line.
    const premium = premiumOn('3-4');
    const { holder, held } = await premiumSoldButTwo('3-4');
    const [late, next] = [
      await createSignedInUser(t.app, { email: 'lapse.first@example.com' }),
      await createSignedInUser(t.app, { email: 'lapse.next@example.com' }),
    ];
    for (const person of [late, next]) {
      expect((await join(t, person, { ticketTypeId: PREMIUM, showtimeId: '3-4', quantity: 2 })).statusCode).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await cancel(t, holder, held)).statusCode).toBe(200);
    const offered = (await claimedSeats('3-4')).map((seat) => seat.seat_id);
    expect(offered).toHaveLength(2);
    const left = await dateLeft(t, '3-4');

    // The first lets it lapse: the same seats pass to the next, once, and the count stays held.
    const offers = waitlistOf(t.app.db, t.config.PUBLIC_URL, t.app.log);
    const later = new Date(Date.now() + 31 * MINUTE);
    const [a, b] = await Promise.all([offers.lapseExpiredClaims(later), offers.lapseExpiredClaims(later)]);
    expect(a + b).toBe(1);
    const passed = await claimedSeats('3-4');
    expect(passed.map((seat) => seat.seat_id)).toEqual(offered);
    expect(await dateLeft(t, '3-4')).toBe(left);
    const lapsed = await t.database.db
      .selectFrom('waitlist_entries')
      .select('status')
      .where('email', '=', late.user.email)
      .executeTakeFirstOrThrow();
    expect(lapsed.status).toBe('lapsed');

    const token = await claimTokenOf(t, next.user.email);
    const res = await initialize(t.app, next, { ...premium(2), claimToken: token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await simulatorButton(t.app, next, res.json().data.reference, 'pay')).statusCode).toBe(200);
    const owned = await t.database.db
      .selectFrom('showtime_seats')
      .innerJoin('orders', 'orders.id', 'showtime_seats.order_id')
      .select('showtime_seats.seat_id')
      .where('orders.reference', '=', res.json().data.reference)
      .orderBy('showtime_seats.seat_id')
      .execute();
    expect(owned.map((row) => row.seat_id)).toEqual(offered);
    expect(await claimedSeats('3-4')).toEqual([]);
  });
});

describe('an unnumbered date’s line', () => {
  let t: TestApp;
  beforeAll(async () => {
    // EVENT_CAPACITY set: the film's dates are unnumbered (seed.ts).
    t = await createTestApp({ FORM_RATE_LIMIT_MAX: '1000' }, { capacity: 40 });
  });
  afterAll(() => t.close());

  it('offers a date’s seats to its own line only, and the claim’s order does not take the date twice', async () => {
    const dates = await t.database.db
      .selectFrom('showtimes')
      .select(['id', 'capacity'])
      .where('event_id', '=', FILM)
      .orderBy('starts_at')
      .execute();
    const [first, second] = dates.map((date) => date.id);
    if (!first || !second) throw new Error('the film has no dates');
    // The first date full but for one hold of 2; the second date has room.
    await t.database.db.updateTable('showtimes').set({ remaining: 2 }).where('id', '=', first).execute();
    const holder = await createSignedInUser(t.app);
    const held = await startOrder(t.app, holder, { eventId: FILM, showtimeId: first, ticketQuantity: 2 });
    expect(await dateLeft(t, first)).toBe(0);

    const waiter = await createSignedInUser(t.app, { email: 'unnumbered.wait@example.com' });
    const joined = await join(t, waiter, { showtimeId: first, quantity: 2 });
    expect(joined.statusCode, joined.body).toBe(201);
    // The event as a whole is not sold out: no place for any date.
    expect((await join(t, waiter, { quantity: 2 })).json().message).toBe(waitlistMessages.stillOnSale);

    // Seats coming back on the second date are not this line's.
    const other = await createSignedInUser(t.app);
    const elsewhere = await startOrder(t.app, other, { eventId: FILM, showtimeId: second, ticketQuantity: 2 });
    expect((await cancel(t, other, elsewhere)).statusCode).toBe(200);
    expect(await lastMail(t, waiter.user.email)).toBeUndefined();

    // The first date's come back: offered, the claim holding the date's count too.
    expect((await cancel(t, holder, held)).statusCode).toBe(200);
    expect(await dateLeft(t, first)).toBe(0);
    const token = await claimTokenOf(t, waiter.user.email);
    expect(token).not.toBe('');
    const res = await initialize(t.app, waiter, {
      eventId: FILM,
      showtimeId: first,
      ticketQuantity: 2,
      lines: [{ ticketTypeId: '3-regular', quantity: 2 }],
      claimToken: token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await dateLeft(t, first)).toBe(0);

    // The claim's order kept the date full: nobody else gets in.
    const late = await createSignedInUser(t.app, { email: 'unnumbered.late@example.com' });
    const refused = await initialize(t.app, late, { eventId: FILM, showtimeId: first, ticketQuantity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(checkoutMessages.showtimeSoldOut);
  });

  it('a later date’s line still takes places once the first date has started', async () => {
    const dates = await t.database.db
      .selectFrom('showtimes')
      .select('id')
      .where('event_id', '=', FILM)
      .orderBy('starts_at')
      .execute();
    const [first, , third] = dates.map((date) => date.id);
    if (!first || !third) throw new Error('the film has no dates');
    // The premiere began an hour ago (the event's own start with it); the third date is full.
    const started = new Date(Date.now() - 60 * MINUTE).toISOString();
    await t.database.db.updateTable('showtimes').set({ starts_at: started }).where('id', '=', first).execute();
    await t.database.db.updateTable('events').set({ starts_at: started }).where('id', '=', FILM).execute();
    await t.database.db.updateTable('showtimes').set({ remaining: 0 }).where('id', '=', third).execute();

    const waiter = await createSignedInUser(t.app, { email: 'after.premiere@example.com' });
    const joined = await join(t, waiter, { showtimeId: third, quantity: 1 });
    expect(joined.statusCode, joined.body).toBe(201);
    const premiere = await join(t, waiter, { showtimeId: first, quantity: 1 });
    expect(premiere.statusCode).toBe(409);
    expect(premiere.json().message).toBe(checkoutMessages.showtimeStarted);

    // The back office's view names the date the place is for, at the venue's clock.
    const admin = await createSignedInAdmin(t.app);
    const view = await t.app.inject({ url: `/api/admin/events/${FILM}/waitlist`, headers: admin.headers });
    expect(view.statusCode, view.body).toBe(200);
    const { starts_at } = await t.database.db
      .selectFrom('showtimes')
      .select('starts_at')
      .where('id', '=', third)
      .executeTakeFirstOrThrow();
    const entries = view.json().tiers.flatMap((tier: { entries: unknown[] }) => tier.entries);
    expect(entries).toContainEqual(expect.objectContaining({ email: waiter.user.email, showtimeStartsAt: starts_at }));
    expect(view.json().timeZone).toBe('Africa/Lagos');
  });
});
