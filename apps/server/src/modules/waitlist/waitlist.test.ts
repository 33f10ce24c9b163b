import { waitlistMessages } from '@storefront/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../../test/admin-helpers.ts';
import { createSignedInUser, getCsrf, type SignedInUser } from '../../../test/auth-helpers.ts';
import { initialize, simulatorButton, startOrder, verify } from '../../../test/checkout-helpers.ts';
import { appWithSimultaneousReads } from '../../../test/simultaneous-reads.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addTier, eventRemaining, tierRemaining } from '../../../test/tier-helpers.ts';
import { waitlistOf } from '../orders/waitlist-hooks.ts';

// The waitlist (decision 30): a claim is a hold, so claims never exceed the seats
// released; a lapsed claim passes on; a claim's order takes its seats without taking them again.
// Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
let guest: Record<string, string>;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT_MAX: '1000' }, { capacity: 50 });
  guest = (await getCsrf(t.app)).headers;
  // Event 7: a VIP tier of 2 tickets beside Regular (no stock of its own), at most 3 VIP per order.
  await addTier(t, { id: '7-vip', event_id: '7', name: 'VIP', price: 25_000, capacity: 2, max_per_order: 3 });
});
afterAll(() => t.close());

const soldOut = (eventId: string) =>
  t.database.db.updateTable('events').set({ remaining: 0 }).where('id', '=', eventId).execute();

const join = (body: Record<string, unknown>, headers = guest) =>
  t.app.inject({ method: 'POST', url: '/api/waitlist', headers, payload: body });

const mails = (to: string) =>
  t.database.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

const tokenIn = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`no link in: ${text}`);
  return match[1];
};
const confirmTokenOf = async (email: string) => tokenIn((await mails(email)).at(-1)?.text_body ?? '', /token=([\w-]+)/);
const claimTokenOf = async (email: string) =>
  tokenIn((await mails(email)).at(-1)?.text_body ?? '', /\/waitlist\/claim\/([\w-]+)/);

const entryOf = (email: string, ticketTypeId: string) =>
  t.database.db
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('email', '=', email)
    .where('ticket_type_id', '=', ticketTypeId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();

const claimsOf = (eventId: string) =>
  t.database.db
    .selectFrom('waitlist_claims')
    .innerJoin('waitlist_entries', 'waitlist_entries.id', 'waitlist_claims.entry_id')
    .select(['waitlist_claims.status', 'waitlist_claims.seats', 'waitlist_entries.email'])
    .where('waitlist_entries.event_id', '=', eventId)
    .execute();

/** People in line, confirmed (through a signed-in account with that confirmed email), oldest first. */
async function line(eventId: string, count: number, prefix: string, ticketTypeId = `${eventId}-regular`) {
  const people: SignedInUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const person = await createSignedInUser(t.app, { email: `${prefix}${i}@example.com` });
    const res = await join({ eventId, ticketTypeId, email: person.user.email }, person.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('waiting');
    people.push(person);
    // Distinct confirmation times, so the line's order is the order of joining.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return people;
}

describe('joining', () => {
  it('refuses a tier still on sale with a sentence, storing nothing', async () => {
    const res = await join({ eventId: '2', email: 'early@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(waitlistMessages.stillOnSale);
    const rows = await t.database.db.selectFrom('waitlist_entries').select('id').where('event_id', '=', '2').execute();
    expect(rows).toHaveLength(0);
  });

  it('a guest joins a sold-out event, confirms by the emailed link, and joining twice sends one email', async () => {
    await soldOut('3');
    const email = 'Guest.Wait@Example.com';
    const first = await join({ eventId: '3', email, quantity: 2 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ status: 'unconfirmed', message: waitlistMessages.checkInbox });
    const again = await join({ eventId: '3', email: email.toLowerCase(), quantity: 2 });
    expect(again.json()).toEqual(first.json());
    const sent = await mails('guest.wait@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toMatch(/^Confirm your place on the waitlist for /);
    expect((await entryOf('guest.wait@example.com', '3-regular')).status).toBe('unconfirmed');

    const token = await confirmTokenOf('guest.wait@example.com');
    const page = await t.app.inject({ url: `/api/waitlist/confirm?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('You are on the waitlist');
    const entry = await entryOf('guest.wait@example.com', '3-regular');
    expect(entry.status).toBe('waiting');
    expect(entry.quantity).toBe(2);
    expect(entry.confirmed_at).not.toBeNull();
    // Opened again: still confirmed; a made-up link is refused.
    expect((await t.app.inject({ url: `/api/waitlist/confirm?token=${token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/waitlist/confirm?token=nonsense' })).statusCode).toBe(400);
    // In line already: joining again says so and sends nothing.
    expect((await join({ eventId: '3', email })).json().status).toBe('waiting');
    expect(await mails('guest.wait@example.com')).toHaveLength(1);
  });

  it('a signed-in buyer with that confirmed email is in line at once, without an email', async () => {
    const person = await createSignedInUser(t.app, { email: 'member.wait@example.com' });
    const res = await join({ eventId: '3', email: 'member.wait@example.com' }, person.headers);
    expect(res.json()).toEqual({ status: 'waiting', message: waitlistMessages.waiting });
    expect(await mails('member.wait@example.com')).toHaveLength(0);
    // Another email than the account's is confirmed by email like a guest's.
    const other = await join({ eventId: '3', email: 'someone.else@example.com' }, person.headers);
    expect(other.json().status).toBe('unconfirmed');
  });

  it('refuses bad input with sentences: over the tier maximum, an unknown tier, a bad email; the honeypot stores nothing', async () => {
    await t.database.db.updateTable('ticket_types').set({ remaining: 0 }).where('id', '=', '7-vip').execute();
    const over = await join({ eventId: '7', ticketTypeId: '7-vip', email: 'max@example.com', quantity: 4 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(waitlistMessages.quantity(3));
    const unknown = await join({ eventId: '7', ticketTypeId: '2-regular', email: 'max@example.com' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(waitlistMessages.notForThisEvent);
    const badEmail = await join({ eventId: '7', ticketTypeId: '7-vip', email: 'not an email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toMatch(/email/i);
    const bot = await join({ eventId: '7', ticketTypeId: '7-vip', email: 'bot@example.com', website: 'x' });
    expect(bot.statusCode).toBe(201);
    const rows = await t.database.db.selectFrom('waitlist_entries').select('id').where('event_id', '=', '7').execute();
    expect(rows).toHaveLength(0);
    // Regular of event 7 is still on sale.
    const regular = await join({ eventId: '7', email: 'max@example.com' });
    expect(regular.json().message).toBe(waitlistMessages.stillOnSale);
  });
});

describe('offers when seats come back', () => {
  it('a cancelled hold of 2 seats with 3 people waiting offers exactly 2 claims, each email holding the seats', async () => {
    await t.database.db.updateTable('events').set({ remaining: 2 }).where('id', '=', '4').execute();
    const buyer = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, buyer, { eventId: '4', ticketQuantity: 2 });
    expect(await eventRemaining(t, '4')).toBe(0);
    const people = await line('4', 3, 'four');

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${reference}/cancel`,
      headers: buyer.headers,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const claims = await claimsOf('4');
    expect(claims.map((claim) => claim.email).sort()).toEqual(['four0@example.com', 'four1@example.com']);
    expect(claims.every((claim) => claim.status === 'open')).toBe(true);
    expect(await eventRemaining(t, '4')).toBe(0);
    expect((await entryOf('four2@example.com', '4-regular')).status).toBe('waiting');
    const [mail] = await mails(people[0]?.user.email ?? '');
    expect(mail?.subject).toMatch(/^Your seats for .* are held for 30 minutes$/);
    expect(mail?.text_body).toMatch(/\/waitlist\/claim\/[\w-]{43}/);
  });

  it('a refund giving back 2 seats offers them to the next 2 in line', async () => {
    await t.database.db.updateTable('events').set({ remaining: 2 }).where('id', '=', '5').execute();
    const buyer = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, buyer, { eventId: '5', ticketQuantity: 2 });
    expect((await simulatorButton(t.app, buyer, reference, 'pay')).statusCode).toBe(200);
    expect((await verify(t.app, reference, buyer.headers)).json().data.orderStatus).toBe('paid');
    await line('5', 3, 'five');
    const order = await t.database.db
      .selectFrom('orders')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const admin = await createSignedInAdmin(t.app);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
      headers: admin.headers,
      payload: { reason: 'Cannot come' },
    });
    expect(refund.statusCode, refund.body).toBeLessThan(300);
    expect((await claimsOf('5')).map((claim) => claim.email).sort()).toEqual([
      'five0@example.com',
      'five1@example.com',
    ]);
    expect(await eventRemaining(t, '5')).toBe(0);
  });

  it('two offers racing over 2 released seats make 2 claims, never more (simultaneous reads)', async () => {
    await soldOut('6');
    await line('6', 4, 'six');
    // Two seats come back without an offer (as the back office raising capacity would).
    await t.database.db.updateTable('events').set({ remaining: 2 }).where('id', '=', '6').execute();
    const racing = await appWithSimultaneousReads(t, (sql) =>
      sql.startsWith('select "id", "email", "quantity" from "waitlist_entries"'),
    );
    try {
      // Both read the line before either moves an entry (on SQLite, test/simultaneous-reads.ts):
      // only the entry's and the stock's conditional updates keep the claims to the seats.
      const offers = waitlistOf(racing.app.db, t.config.PUBLIC_URL, t.app.log);
      const made = await Promise.all([offers.offerReleasedSeats('6'), offers.offerReleasedSeats('6')]);
      expect((made[0] ?? 0) + (made[1] ?? 0)).toBe(2);
      if (t.database.dialect === 'sqlite') expect(racing.staleReads()).toBeGreaterThan(0);
    } finally {
      await racing.close();
    }
    const claims = await claimsOf('6');
    expect(claims).toHaveLength(2);
    expect(new Set(claims.map((claim) => claim.email)).size).toBe(2);
    expect(await eventRemaining(t, '6')).toBe(0);
  });

  it('a lapsed claim gives its seats to the next in line, once', async () => {
    const offers = waitlistOf(t.app.db, t.config.PUBLIC_URL, t.app.log);
    const later = new Date(Date.now() + 31 * MINUTE);
    expect(await offers.lapseExpiredClaims(new Date())).toBe(0);
    const [first, second] = await Promise.all([offers.lapseExpiredClaims(later), offers.lapseExpiredClaims(later)]);
    // Event 4's two claims lapse (once, whoever asked) and pass to four2; event 5's and 6's too.
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(2);
    expect((await entryOf('four0@example.com', '4-regular')).status).toBe('lapsed');
    expect((await entryOf('four2@example.com', '4-regular')).status).toBe('offered');
    const open = (await claimsOf('4')).filter((claim) => claim.status === 'open');
    expect(open.map((claim) => claim.email)).toEqual(['four2@example.com']);
    // Two seats came back, one went to four2, one is free again (nobody else waits).
    expect(await eventRemaining(t, '4')).toBe(1);
  });
});

describe('claiming', () => {
  const claimBody = (eventId: string, ticketTypeId: string, quantity: number, claimToken: string) => ({
    eventId,
    ticketQuantity: quantity,
    lines: [{ ticketTypeId, quantity }],
    claimToken,
  });

  it('the claim link shows what it holds; initialize with it takes no seats again; pay; ticket', async () => {
    // VIP of event 7 sold out (both tickets held by a buyer), then one buyer cancels.
    await t.database.db.updateTable('ticket_types').set({ remaining: 2 }).where('id', '=', '7-vip').execute();
    const holder = await createSignedInUser(t.app);
    const held = await startOrder(t.app, holder, {
      eventId: '7',
      ticketQuantity: 2,
      lines: [{ ticketTypeId: '7-vip', quantity: 2 }],
    });
    const person = await createSignedInUser(t.app, { email: 'vip.wait@example.com' });
    expect(
      (
        await join({ eventId: '7', ticketTypeId: '7-vip', email: person.user.email, quantity: 2 }, person.headers)
      ).json().status,
    ).toBe('waiting');
    await t.app.inject({ method: 'POST', url: `/api/orders/${held}/cancel`, headers: holder.headers, payload: {} });
    expect(await tierRemaining(t, '7-vip')).toBe(0);
    const token = await claimTokenOf(person.user.email);

    expect((await t.app.inject({ url: `/api/waitlist/claims/${token}`, headers: guest })).statusCode).toBe(401);
    const shown = await t.app.inject({ url: `/api/waitlist/claims/${token}`, headers: person.headers });
    expect(shown.json()).toMatchObject({
      eventId: '7',
      ticketTypeId: '7-vip',
      ticketTypeName: 'VIP',
      quantity: 2,
      unitPrice: 25_000,
      status: 'open',
      message: null,
    });

    const seatsBefore = await eventRemaining(t, '7');
    const res = await initialize(t.app, person, claimBody('7', '7-vip', 2, token));
    expect(res.statusCode, res.body).toBe(200);
    const reference = res.json().data.reference as string;
    // The claim already held the seats: the order took them over, nothing was taken twice.
    expect(await eventRemaining(t, '7')).toBe(seatsBefore);
    expect(await tierRemaining(t, '7-vip')).toBe(0);
    expect((await entryOf(person.user.email, '7-vip')).status).toBe('claimed');
    expect((await simulatorButton(t.app, person, reference, 'pay')).statusCode).toBe(200);
    const ticket = (await verify(t.app, reference, person.headers)).json().data.ticket;
    expect(ticket.lines).toEqual([{ name: 'VIP', quantity: 2, admits: 1, unitPrice: 25_000 }]);
    expect(await eventRemaining(t, '7')).toBe(seatsBefore);

    // The same link again: used.
    const again = await initialize(t.app, person, claimBody('7', '7-vip', 2, token));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(waitlistMessages.claimUsed);
  });

  it('refuses a claim for other tickets, an expired one and an unknown one, changing nothing', async () => {
    await soldOut('8');
    const person = await createSignedInUser(t.app, { email: 'eight@example.com' });
    expect((await join({ eventId: '8', email: person.user.email }, person.headers)).json().status).toBe('waiting');
    await t.database.db.updateTable('events').set({ remaining: 1 }).where('id', '=', '8').execute();
    expect(await waitlistOf(t.app.db, t.config.PUBLIC_URL, t.app.log).offerReleasedSeats('8')).toBe(1);
    const token = await claimTokenOf(person.user.email);
    const orders = async () => (await t.database.db.selectFrom('orders').select('id').execute()).length;
    const before = { orders: await orders(), seats: await eventRemaining(t, '8') };

    for (const [body, message] of [
      [claimBody('7', '7-regular', 1, token), waitlistMessages.claimMismatch],
      [claimBody('8', '8-regular', 2, token), waitlistMessages.claimMismatch],
      [claimBody('8', '8-regular', 1, 'x'.repeat(43)), waitlistMessages.claimUnknown],
    ] as const) {
      const res = await initialize(t.app, person, body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(message);
    }
    await t.database.db
      .updateTable('waitlist_claims')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('status', '=', 'open')
      .execute();
    const expired = await initialize(t.app, person, claimBody('8', '8-regular', 1, token));
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(waitlistMessages.claimExpired);
    const shown = await t.app.inject({ url: `/api/waitlist/claims/${token}`, headers: person.headers });
    expect(shown.json()).toMatchObject({ status: 'lapsed', message: waitlistMessages.claimExpired });
    expect({ orders: await orders(), seats: await eventRemaining(t, '8') }).toEqual(before);
  });
});

describe("another account's claim", () => {
  const claimBody = (eventId: string, claimToken: string) => ({
    eventId,
    ticketQuantity: 1,
    lines: [{ ticketTypeId: `${eventId}-regular`, quantity: 1 }],
    claimToken,
  });
  const show = (token: string, headers: Record<string, string>) =>
    t.app.inject({ url: `/api/waitlist/claims/${token}`, headers });
  /** What a refusal must leave as it was: the claim, its entry, the seats, the orders. */
  const stateOf = async (eventId: string, email: string) => ({
    claims: await t.database.db
      .selectFrom('waitlist_claims')
      .innerJoin('waitlist_entries', 'waitlist_entries.id', 'waitlist_claims.entry_id')
      .select(['waitlist_claims.status', 'waitlist_claims.expires_at', 'waitlist_claims.seats'])
      .where('waitlist_entries.event_id', '=', eventId)
      .execute(),
    entry: (await entryOf(email, `${eventId}-regular`)).status,
    seats: await eventRemaining(t, eventId),
    orders: (await t.database.db.selectFrom('orders').select('id').where('event_id', '=', eventId).execute()).length,
  });
  /** One seat back for the event, offered to its one person in line: the claim email's token. */
  async function offerOne(eventId: string, email: string) {
    await t.database.db.updateTable('events').set({ remaining: 1 }).where('id', '=', eventId).execute();
    expect(await waitlistOf(t.app.db, t.config.PUBLIC_URL, t.app.log).offerReleasedSeats(eventId)).toBe(1);
    return claimTokenOf(email);
  }
  /** Every way `someone` might use the link is refused with the sentence, and changes nothing. */
  async function refused(eventId: string, email: string, token: string, someone: SignedInUser) {
    const before = await stateOf(eventId, email);
    const shown = await show(token, someone.headers);
    expect(shown.statusCode, shown.body).toBe(403);
    expect(shown.json()).toEqual({ message: waitlistMessages.claimNotYours });
    const res = await initialize(t.app, someone, claimBody(eventId, token));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(waitlistMessages.claimNotYours);
    expect(await stateOf(eventId, email)).toEqual(before);
  }

  it("is refused on the link's page and at Pay, changing nothing; the account that joined still claims it", async () => {
    await soldOut('9');
    const owner = await createSignedInUser(t.app, { email: 'nine.owner@example.com' });
    expect((await join({ eventId: '9', email: owner.user.email }, owner.headers)).json().status).toBe('waiting');
    const token = await offerOne('9', owner.user.email);

    // Another account holding the link (forwarded, or leaked) is refused; a guest is asked to sign in.
    await refused('9', owner.user.email, token, await createSignedInUser(t.app));
    expect((await show(token, guest)).statusCode).toBe(401);

    const shown = await show(token, owner.headers);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ eventId: '9', status: 'open', message: null });
    const seats = await eventRemaining(t, '9');
    const res = await initialize(t.app, owner, claimBody('9', token));
    expect(res.statusCode, res.body).toBe(200);
    expect((await entryOf(owner.user.email, '9-regular')).status).toBe('claimed');
    expect(await eventRemaining(t, '9')).toBe(seats);
  });

  it("a guest's place is the account's whose confirmed email it was taken with: not another email's, nor that email unconfirmed", async () => {
    await soldOut('1');
    expect((await join({ eventId: '1', email: 'Guest.One@Example.com' })).json().status).toBe('unconfirmed');
    const confirmed = await t.app.inject({
      url: `/api/waitlist/confirm?token=${await confirmTokenOf('guest.one@example.com')}`,
    });
    expect(confirmed.statusCode).toBe(200);
    const token = await offerOne('1', 'guest.one@example.com');

    await refused('1', 'guest.one@example.com', token, await createSignedInUser(t.app));
    // Anyone may sign up with an address they cannot read: until it is confirmed, it proves nothing.
    const unconfirmed = await createSignedInUser(t.app, { email: 'guest.one@example.com', confirmed: false });
    await refused('1', 'guest.one@example.com', token, unconfirmed);

    await t.database.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', unconfirmed.user.id)
      .execute();
    expect((await show(token, unconfirmed.headers)).json()).toMatchObject({ eventId: '1', status: 'open' });
    const res = await initialize(t.app, unconfirmed, claimBody('1', token));
    expect(res.statusCode, res.body).toBe(200);
    expect((await entryOf('guest.one@example.com', '1-regular')).status).toBe('claimed');
  });
});

describe('the back office', () => {
  it("lists an event's waitlist per tier with counts, for admins only", async () => {
    const admin = await createSignedInAdmin(t.app);
    const res = await t.app.inject({ url: '/api/admin/events/4/waitlist', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const [tier] = res.json().tiers;
    expect(tier.name).toBe('Regular');
    expect(tier.counts).toMatchObject({ lapsed: 2, offered: 1, waiting: 0 });
    expect(tier.entries.map((entry: { email: string }) => entry.email)).toEqual([
      'four0@example.com',
      'four1@example.com',
      'four2@example.com',
    ]);
    expect(tier.entries[2].claimExpiresAt).not.toBeNull();
    const buyer = await createSignedInUser(t.app);
    expect((await t.app.inject({ url: '/api/admin/events/4/waitlist', headers: buyer.headers })).statusCode).toBe(403);
  });
});
