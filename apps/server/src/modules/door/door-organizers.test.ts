import type { Ticket } from '@storefront/contracts/api';
import { doorMessages, organizerSalesMessages } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInStaff } from '../../../test/admin-helpers.ts';
import { adminPost, auditOf } from '../../../test/admin-sales-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buyTicket, checkIn, pathOf } from '../../../test/door-helpers.ts';
import { createSignedInOrganizer, giveEventTo, type SignedInOrganizer } from '../../../test/organizer-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Door staff an organizer invites by email (architecture.md §16) admit for that organizer's events only,
// online, offline (the list and the sync) and on the verify page; a removal takes it away at
// once. Organizer A owns event 1, B event 2; event 3 stays the platform's. On SQLite, and on
// PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let a: SignedInOrganizer;
let b: SignedInOrganizer;
let doorman: SignedInUser;
let platformStaff: SignedInUser;
let buyer: SignedInUser;
let ticketA: Ticket;
let ticketB: Ticket;
let ticketPlatform: Ticket;

const DOORMAN = 'doorman@example.com';

const get = (url: string, who: { headers: Record<string, string> }) => t.app.inject({ url, headers: who.headers });
const del = (url: string, who: { headers: Record<string, string> }) =>
  t.app.inject({ method: 'DELETE', url, headers: who.headers });
const admittedOf = async (ticketId: string) =>
  Number(
    (await t.database.db.selectFrom('tickets').select('admitted').where('id', '=', ticketId).executeTakeFirstOrThrow())
      .admitted,
  );

beforeAll(async () => {
  t = await createTestApp();
  a = await createSignedInOrganizer(t.app, { name: 'Alpha Shows' });
  b = await createSignedInOrganizer(t.app, { name: 'Beta Live' });
  await giveEventTo(t.app, '1', a.organizerId);
  await giveEventTo(t.app, '2', b.organizerId);
  doorman = await createSignedInUser(t.app, { email: DOORMAN });
  platformStaff = await createSignedInStaff(t.app);
  buyer = await createSignedInUser(t.app);
  ticketA = await buyTicket(t.app, buyer, { eventId: '1', ticketQuantity: 3 });
  ticketB = await buyTicket(t.app, buyer, { eventId: '2', ticketQuantity: 2 });
  ticketPlatform = await buyTicket(t.app, buyer, { eventId: '3', ticketQuantity: 1 });
});
afterAll(() => t.close());

describe('/api/organizer/staff', () => {
  it('invites by email: the invitation is emailed with the door link, listed and audited', async () => {
    expect((await get('/api/check-in/access', doorman)).json()).toEqual({ staff: false });
    const res = await adminPost(t.app, a, '/api/organizer/staff', { email: ' DoorMan@Example.com ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(organizerSalesMessages.staff.invited(DOORMAN));
    expect(res.json().staff).toEqual([expect.objectContaining({ email: DOORMAN, hasAccount: true })]);
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', DOORMAN)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('Alpha Shows');
    expect(mail.text_body ?? '').toContain('/check-in');
    expect(mail.text_body ?? '').toMatch(/sign in with this address/);
    const audit = await auditOf(t.app, 'organizer', a.organizerId);
    expect(audit.map((e) => e.action)).toContain('organizer.staff_invite');
  });

  it('refuses the same address twice, a bad address, and the organizer themselves, with sentences', async () => {
    const again = await adminPost(t.app, a, '/api/organizer/staff', { email: DOORMAN });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(organizerSalesMessages.staff.already(DOORMAN));
    const bad = await adminPost(t.app, a, '/api/organizer/staff', { email: 'not an email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.length).toBeGreaterThan(5);
    const self = await adminPost(t.app, a, '/api/organizer/staff', { email: a.user.email });
    expect(self.statusCode).toBe(409);
  });

  it("B neither sees nor removes A's staff: 404 like an unknown id", async () => {
    const list = (await get('/api/organizer/staff', a)).json().staff;
    expect((await get('/api/organizer/staff', b)).json()).toEqual({ staff: [] });
    const res = await del(`/api/organizer/staff/${list[0].id}`, b);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(organizerSalesMessages.staff.notFound);
    expect((await get('/api/organizer/staff', a)).json().staff).toHaveLength(1);
    // Not for buyers or door staff either.
    expect((await get('/api/organizer/staff', doorman)).statusCode).toBe(403);
  });
});

describe("A's door staff admit A's tickets only", () => {
  it("see A's events only at the door", async () => {
    expect((await get('/api/check-in/access', doorman)).json()).toEqual({ staff: true });
    const events = (await get('/api/door/events', doorman)).json().events;
    expect(events.map((e: { id: string }) => e.id)).toEqual(['1']);
    // The organizer themselves too; the platform's staff see every event.
    expect((await get('/api/door/events', a)).json().events.map((e: { id: string }) => e.id)).toEqual(['1']);
    expect((await get('/api/door/events', platformStaff)).json().events.length).toBeGreaterThan(2);
  });

  it("refuse B's ticket (and the platform's) at A's door with a sentence, naming nothing; admit A's", async () => {
    for (const ticket of [ticketB, ticketPlatform]) {
      const res = await checkIn(t.app, doorman.headers, ticket.verifyUrl, '1');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        result: 'wrong-event',
        message: organizerSalesMessages.notYourEvent,
        ticket: null,
      });
      expect(await admittedOf(ticket.ticketId)).toBe(0);
    }
    const byReference = await checkIn(t.app, doorman.headers, ticketB.transactionReference, '1');
    expect(byReference.json().result).toBe('wrong-event');
    const own = await checkIn(t.app, doorman.headers, ticketA.verifyUrl, '1');
    expect(own.json().result).toBe('admitted');
    expect(await admittedOf(ticketA.ticketId)).toBe(1);
  });

  it("answer 404 for B's event: check-in, the offline list and its sync", async () => {
    const online = await checkIn(t.app, doorman.headers, ticketB.verifyUrl, '2');
    expect(online.statusCode).toBe(404);
    expect(online.json().message).toBe(doorMessages.noSuchEvent);
    expect((await get('/api/door/events/2/admissions', doorman)).statusCode).toBe(404);
    expect((await get('/api/door/events/3/admissions', doorman)).statusCode).toBe(404);
    const sync = await adminPost(t.app, doorman, '/api/door/events/2/sync', {
      deviceId: 'door-phone-1',
      admissions: [{ id: 'admission-0001', ticketId: ticketB.ticketId, admittedAt: new Date().toISOString() }],
    });
    expect(sync.statusCode).toBe(404);
    expect(await admittedOf(ticketB.ticketId)).toBe(0);
    // B's ticket synced through A's event is refused as not of that event.
    const through = await adminPost(t.app, doorman, '/api/door/events/1/sync', {
      deviceId: 'door-phone-1',
      admissions: [{ id: 'admission-0002', ticketId: ticketB.ticketId, admittedAt: new Date().toISOString() }],
    });
    expect(through.statusCode).toBe(200);
    expect(through.json().results[0]).toMatchObject({ outcome: 'refused', reason: 'invalid' });
    expect(await admittedOf(ticketB.ticketId)).toBe(0);
    // A's own list is theirs.
    expect((await get('/api/door/events/1/admissions', doorman)).statusCode).toBe(200);
  });

  it("get no Admit button on the verify page of B's ticket, and a forged Admit admits nobody", async () => {
    const page = async (ticket: Ticket) =>
      (await t.app.inject({ url: pathOf(ticket.verifyUrl), headers: { cookie: doorman.headers.cookie ?? '' } })).body;
    expect(await page(ticketB)).not.toContain('<form');
    expect(await page(ticketA)).toContain('<form');
    const fields = { link: pathOf(ticketB.verifyUrl) };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verify/admit',
      headers: {
        cookie: doorman.headers.cookie ?? '',
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'null',
        'sec-fetch-site': 'same-origin',
      },
      payload: new URLSearchParams({ ...fields, _xsrf: doorman.csrfToken, confirm: '1' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(organizerSalesMessages.notYourEvent);
    expect(await admittedOf(ticketB.ticketId)).toBe(0);
  });

  it('an unconfirmed account with the invited address admits nothing', async () => {
    const other = await createSignedInUser(t.app, { email: 'unconfirmed.door@example.com', confirmed: false });
    expect(
      (await adminPost(t.app, a, '/api/organizer/staff', { email: 'unconfirmed.door@example.com' })).statusCode,
    ).toBe(200);
    expect((await get('/api/check-in/access', other)).json()).toEqual({ staff: false });
    expect((await checkIn(t.app, other.headers, ticketA.verifyUrl, '1')).statusCode).toBe(403);
  });

  it('removing the invitation takes access away at once (audited)', async () => {
    const list = (await get('/api/organizer/staff', a)).json().staff as { id: string; email: string }[];
    const invite = list.find((row) => row.email === DOORMAN);
    const res = await del(`/api/organizer/staff/${invite?.id}`, a);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(organizerSalesMessages.staff.removed(DOORMAN));
    const after = await checkIn(t.app, doorman.headers, ticketA.verifyUrl, '1');
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe(doorMessages.staffOnly);
    expect(await admittedOf(ticketA.ticketId)).toBe(1);
    expect((await get('/api/check-in/access', doorman)).json()).toEqual({ staff: false });
    expect((await del(`/api/organizer/staff/${invite?.id}`, a)).statusCode).toBe(404);
    const audit = await auditOf(t.app, 'organizer', a.organizerId);
    expect(audit.map((e) => e.action)).toContain('organizer.staff_remove');
  });

  it("a declined organizer's invitations admit nothing", async () => {
    await adminPost(t.app, a, '/api/organizer/staff', { email: DOORMAN });
    expect((await get('/api/check-in/access', doorman)).json()).toEqual({ staff: true });
    await t.database.db.updateTable('organizers').set({ status: 'declined' }).where('id', '=', a.organizerId).execute();
    expect((await get('/api/check-in/access', doorman)).json()).toEqual({ staff: false });
    await t.database.db.updateTable('organizers').set({ status: 'paused' }).where('id', '=', a.organizerId).execute();
    // Paused: tickets already sold stay valid, so the door still admits them.
    expect((await get('/api/check-in/access', doorman)).json()).toEqual({ staff: true });
  });
});
