import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../../test/admin-helpers.ts';
import { adminPost, orderIdOf } from '../../../test/admin-sales-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buyTicket } from '../../../test/door-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// What GET /api/tickets/{reference} and its calendar file say (decision 27).

let t: TestApp;
let buyer: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await createSignedInUser(t.app);
  admin = await createSignedInAdmin(t.app);
});
afterAll(() => t.close());

const ticketOf = async (reference: string) => (await t.app.inject({ url: `/api/tickets/${reference}` })).json();
const outboxCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("the ticket email's delivery state (item 6)", () => {
  it("follows the outbox row of the buyer's ticket email: sending, sent, failed; reading it sends nothing", async () => {
    const ticket = await buyTicket(t.app, buyer, { email: 'delivery.state@example.com' });
    const reference = ticket.transactionReference;
    const orderId = await orderIdOf(t.app, reference);
    const row = () =>
      t.database.db
        .updateTable('outbox')
        .where('order_id', '=', orderId)
        .where('to_address', '=', 'delivery.state@example.com');

    expect((await ticketOf(reference)).emailDelivery).toBe('sending');
    const before = await outboxCount();
    await row().set({ sent_at: new Date().toISOString(), next_attempt_at: null }).execute();
    expect((await ticketOf(reference)).emailDelivery).toBe('sent');
    await row().set({ sent_at: null, failed_at: new Date().toISOString(), last_error: 'mailbox full' }).execute();
    expect((await ticketOf(reference)).emailDelivery).toBe('failed');
    // Opening the page twice wrote no email (our departure from the spec's auto-send stands).
    expect(await outboxCount()).toBe(before);
  });

  it('is the newest ticket email to the buyer: a resend that was sent wins over a first that failed', async () => {
    const ticket = await buyTicket(t.app, buyer, { email: 'resent.state@example.com' });
    const orderId = await orderIdOf(t.app, ticket.transactionReference);
    await t.database.db
      .updateTable('outbox')
      .set({ failed_at: new Date().toISOString(), next_attempt_at: null })
      .where('order_id', '=', orderId)
      .execute();
    expect((await ticketOf(ticket.transactionReference)).emailDelivery).toBe('failed');
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/email/send-ticket-email',
      headers: buyer.headers,
      payload: { ticketData: { transactionReference: ticket.transactionReference } },
    });
    expect(resend.statusCode).toBe(200);
    expect((await ticketOf(ticket.transactionReference)).emailDelivery).toBe('sending');
    await t.database.db
      .updateTable('outbox')
      .set({ sent_at: new Date().toISOString() })
      .where('order_id', '=', orderId)
      .where('failed_at', 'is', null)
      .execute();
    expect((await ticketOf(ticket.transactionReference)).emailDelivery).toBe('sent');
  });

  it('a friend’s forward is not the ticket email: its failure does not show as the buyer’s', async () => {
    const ticket = await buyTicket(t.app, buyer, { email: 'forward.state@example.com' });
    const orderId = await orderIdOf(t.app, ticket.transactionReference);
    await t.database.db
      .updateTable('outbox')
      .set({ sent_at: new Date().toISOString() })
      .where('order_id', '=', orderId)
      .execute();
    const forward = await t.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.transactionReference}/send-to-friend`,
      headers: buyer.headers,
      payload: { email: 'friend.state@example.com' },
    });
    expect(forward.statusCode).toBe(200);
    await t.database.db
      .updateTable('outbox')
      .set({ failed_at: new Date().toISOString() })
      .where('to_address', '=', 'friend.state@example.com')
      .execute();
    expect((await ticketOf(ticket.transactionReference)).emailDelivery).toBe('sent');
  });
});

describe('why a cancelled ticket is (item 10)', () => {
  it('null while it admits; refunded after a refund; cancelled after the back office cancels it', async () => {
    const refunded = await buyTicket(t.app, buyer, { eventId: '5' });
    expect((await ticketOf(refunded.transactionReference)).cancelReason).toBeNull();
    const refund = await adminPost(
      t.app,
      admin,
      `/api/admin/orders/${await orderIdOf(t.app, refunded.transactionReference)}/refund`,
      {
        reason: 'Asked by phone',
      },
    );
    expect(refund.statusCode).toBe(200);
    expect(await ticketOf(refunded.transactionReference)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'refunded',
    });

    const cancelled = await buyTicket(t.app, buyer, { eventId: '5' });
    const cancel = await adminPost(
      t.app,
      admin,
      `/api/admin/orders/${await orderIdOf(t.app, cancelled.transactionReference)}/cancel-ticket`,
      { reason: 'Resold online' },
    );
    expect(cancel.statusCode).toBe(200);
    expect(await ticketOf(cancelled.transactionReference)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'cancelled',
    });

    // An unused ticket of an event cancelled since: cancelled, because of the event (verify says so too).
    const ofEvent = await buyTicket(t.app, buyer, { eventId: '8' });
    await t.database.db.updateTable('events').set({ status: 'cancelled' }).where('id', '=', '8').execute();
    expect(await ticketOf(ofEvent.transactionReference)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'event-cancelled',
    });
  });
});

describe('the end and the address (items 9 and 13)', () => {
  it("the ticket carries the event's end and its venue's full address", async () => {
    const ticket = await ticketOf((await buyTicket(t.app, buyer, { eventId: '3' })).transactionReference);
    // Genesis Cinema: an 18:00 screening of about two hours and a half, in Lagos.
    expect(new Date(ticket.eventEndDate).getTime() - new Date(ticket.eventDate).getTime()).toBe(150 * 60_000);
    expect(ticket.venueAddress).toBe(
      'Genesis Cinema, The Palms Mall, 1 Bisola Durosinmi-Etti Drive, Lekki, Lagos, 106104',
    );
  });

  it('the calendar file has a DTEND that ical.js reads: the show lasts its 4½ hours, at its address', async () => {
    const { transactionReference } = await buyTicket(t.app, buyer, { eventId: '1' });
    const res = await t.app.inject({ url: `/api/tickets/${transactionReference}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    const vevent = new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT in the calendar file');
    const event = new ICAL.Event(vevent);
    expect(event.endDate).not.toBeNull();
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(270 * 60_000);
    expect(event.duration.toSeconds()).toBe(270 * 60);
    expect(event.location).toBe('State Farm Arena, 1 State Farm Drive, Atlanta, Georgia 30303');
  });
});
