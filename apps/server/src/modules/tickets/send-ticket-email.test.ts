import { messages } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, getCsrf, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buyTicket } from '../../../test/door-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let buyer: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await createSignedInUser(t.app);
});
afterAll(() => t.close());

const send = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/email/send-ticket-email', headers, payload: payload as object });

const outboxTo = async (address: string) =>
  (await t.database.db.selectFrom('outbox').select('id').where('to_address', '=', address).execute()).length;

describe('POST /api/email/send-ticket-email', () => {
  it("re-sends to the ticket's own addresses (holder and gift recipient), never to one in the request", async () => {
    const ticket = await buyTicket(t.app, buyer, {
      email: 'holder.resend@example.com',
      isGift: true,
      recipientFirstName: 'Bola',
      recipientEmail: 'recipient.resend@example.com',
    });
    const before = [await outboxTo('holder.resend@example.com'), await outboxTo('recipient.resend@example.com')];
    expect(before).toEqual([1, 1]);

    const res = await send(buyer.headers, {
      ticketData: { ...ticket, ticketHolder: { email: 'attacker@example.com' } },
      email: 'attacker@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: messages.ticket.emailSent('holder.resend@example.com'),
      email: 'holder.resend@example.com',
    });
    expect(await outboxTo('holder.resend@example.com')).toBe(2);
    expect(await outboxTo('recipient.resend@example.com')).toBe(2);
    expect(await outboxTo('attacker@example.com')).toBe(0);
  });

  it('sends what the checkout sent: the settle passes the ticket its code, place and lines, a resend reads them', async () => {
    const ticket = await buyTicket(t.app, buyer, { email: 'same.resend@example.com' });
    const res = await send(buyer.headers, { ticketData: { transactionReference: ticket.transactionReference } });
    expect(res.statusCode).toBe(200);
    const emails = await t.database.db
      .selectFrom('outbox')
      .select(['subject', 'text_body', 'html_body'])
      .where('to_address', '=', 'same.resend@example.com')
      .orderBy('created_at')
      .execute();
    expect(emails).toHaveLength(2);
    const [atCheckout, resent] = emails;
    // The door code as the email groups it (QJE4-8Y1R), and the venue's street from the event's place.
    expect(atCheckout?.text_body).toContain(
      `Door code: ${ticket.manualCode.slice(0, 4)}-${ticket.manualCode.slice(4)}`,
    );
    expect(atCheckout?.text_body).toContain('1 State Farm Drive');
    expect(resent).toEqual(atCheckout);
  });

  it('is for the signed-in buyer only: 401 for a guest, 404 for someone else', async () => {
    const ticket = await buyTicket(t.app, buyer);
    const body = { ticketData: { transactionReference: ticket.transactionReference } };
    expect((await send((await getCsrf(t.app)).headers, body)).statusCode).toBe(401);
    const other = await createSignedInUser(t.app);
    const res = await send(other.headers, body);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.ticket.notFound });
  });

  it("refuses a ticket that is no longer 'unused' and sends nothing", async () => {
    const ticket = await buyTicket(t.app, buyer, { email: 'used.resend@example.com' });
    await t.database.db.updateTable('tickets').set({ status: 'used' }).where('id', '=', ticket.ticketId).execute();
    const res = await send(buyer.headers, { ticketData: { transactionReference: ticket.transactionReference } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: messages.ticket.notReusable('used') });
    expect(await outboxTo('used.resend@example.com')).toBe(1);
  });

  it('allows 3 re-sends an hour per ticket, then 429', async () => {
    const ticket = await buyTicket(t.app, buyer, { email: 'limit.resend@example.com' });
    const body = { ticketData: { transactionReference: ticket.transactionReference } };
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await send(buyer.headers, body)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await outboxTo('limit.resend@example.com')).toBe(4);
  });

  it('answers 400 to a body without a valid reference', async () => {
    for (const payload of [{}, { ticketData: { transactionReference: 'nope' } }, { ticketData: 'x' }]) {
      const res = await send(buyer.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});
