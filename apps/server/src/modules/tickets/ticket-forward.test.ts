import type { Ticket } from '@storefront/contracts/api';
import { messages, ticketShareMessages } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInStaff } from '../../../test/admin-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buyTicket, checkIn } from '../../../test/door-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// "Send to a friend" (architecture.md §11) puts the ticket's link and QR in another inbox, so a friend who
// comes later gets in on the same ticket, one person a scan.

let t: TestApp;
let buyer: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createSignedInUser(t.app);
});
afterAll(() => t.close());

const send = (who: Record<string, string>, reference: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tickets/${reference}/send-to-friend`,
    headers: who,
    payload: { email },
  });

const mailTo = (email: string) =>
  t.database.db.selectFrom('outbox').selectAll().where('to_address', '=', email).execute();

describe('POST /api/tickets/{reference}/send-to-friend', () => {
  let ticket: Ticket;
  beforeAll(async () => {
    ticket = await buyTicket(t.app, buyer, { eventId: '2', ticketQuantity: 3 });
  });

  it("sends the buyer's ticket (link, QR and door code, in our words) to the friend's address, through the outbox", async () => {
    const res = await send(buyer.headers, ticket.transactionReference, ' Tolu@Example.com ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ticketShareMessages.sent('tolu@example.com'), email: 'tolu@example.com' });
    const [mail, ...more] = await mailTo('tolu@example.com');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Ada Obi sent you a ticket for ${ticket.eventTitle}`);
    expect(mail?.text_body).toContain(
      `Ada Obi sent you their ticket for ${ticket.eventTitle}. It admits 3 people, one scan each.`,
    );
    expect(mail?.text_body).toContain(`/ticket/${ticket.transactionReference}`);
    expect(mail?.text_body).toContain(`Door code: ${ticket.manualCode.slice(0, 4)}-${ticket.manualCode.slice(4)}`);
    expect(mail?.text_body).not.toContain('Total paid');
    const attachments = JSON.parse(mail?.attachments ?? '[]');
    expect(attachments[0]).toMatchObject({ kind: 'qr', text: ticket.verifyUrl });
    const order = await t.database.db
      .selectFrom('orders')
      .select('id')
      .where('reference', '=', ticket.transactionReference)
      .executeTakeFirstOrThrow();
    expect(mail?.order_id).toBe(order.id);
  });

  it('is for the buyer, and for the recipient of a gift once their account confirmed the address', async () => {
    expect((await send({}, ticket.transactionReference, 'x@example.com')).statusCode).toBe(403); // no CSRF pair
    const stranger = await createSignedInUser(t.app);
    const refused = await send(stranger.headers, ticket.transactionReference, 'x@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ticketShareMessages.notYours });

    const friend = await createSignedInUser(t.app, { email: 'bola.gift@example.com', confirmed: false });
    const gift = await buyTicket(t.app, buyer, {
      eventId: '2',
      isGift: true,
      recipientFirstName: 'Bola',
      recipientEmail: 'bola.gift@example.com',
    });
    expect((await send(friend.headers, gift.transactionReference, 'c@example.com')).statusCode).toBe(403);
    await t.database.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', friend.user.id)
      .execute();
    expect((await send(friend.headers, gift.transactionReference, 'c@example.com')).statusCode).toBe(200);
    expect((await send(buyer.headers, 'OWB-AAAAAAAAAAAAAAAAAAAAAAAA', 'c@example.com')).statusCode).toBe(404);
  });

  it('refuses a cancelled ticket and one whose people are all in', async () => {
    const cancelled = await buyTicket(t.app, buyer, { eventId: '3' });
    await t.database.db
      .updateTable('tickets')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled.ticketId)
      .execute();
    const res = await send(buyer.headers, cancelled.transactionReference, 'd@example.com');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: messages.ticket.notReusable('cancelled') });

    const used = await buyTicket(t.app, buyer, { eventId: '3' });
    await checkIn(t.app, (await createSignedInStaff(t.app)).headers, used.verifyUrl);
    const all = await send(buyer.headers, used.transactionReference, 'd@example.com');
    expect(all.statusCode).toBe(409);
    expect(all.json()).toEqual({ message: ticketShareMessages.everyoneIn });
    expect(await mailTo('d@example.com')).toHaveLength(0);
  });

  it('sends at most 10 a day for one ticket, then answers 429 and sends nothing more', async () => {
    const many = await buyTicket(t.app, buyer, { eventId: '4' });
    for (let i = 0; i < 10; i += 1) {
      expect((await send(buyer.headers, many.transactionReference, `f${i}@example.com`)).statusCode).toBe(200);
    }
    const refused = await send(buyer.headers, many.transactionReference, 'f10@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await mailTo('f10@example.com')).toHaveLength(0);
  });
});
