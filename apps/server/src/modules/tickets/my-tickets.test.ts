import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers.ts';
import { buyTicket } from '../../../test/door-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const confirmEmail = (userId: string) =>
  t.database.db
    .updateTable('users')
    .set({ email_verified_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();

describe('GET /api/my-tickets', () => {
  it('answers 401 to a guest', async () => {
    expect((await t.app.inject({ url: '/api/my-tickets' })).statusCode).toBe(401);
  });

  it("lists what the user bought and gifts to their confirmed email, newest first; not an unconfirmed recipient's", async () => {
    const buyer = await createSignedInUser(t.app);
    const friend = await createSignedInUser(t.app, { email: 'bola.friend@example.com', confirmed: false });
    const stranger = await createSignedInUser(t.app, { email: 'unconfirmed.friend@example.com', confirmed: false });
    const gift = { isGift: true, recipientFirstName: 'Bola', recipientLastName: 'Ade' };

    const own = await buyTicket(t.app, buyer, { eventId: '2' });
    const toFriend = await buyTicket(t.app, buyer, { ...gift, recipientEmail: 'Bola.Friend@example.com' });
    const toStranger = await buyTicket(t.app, buyer, { ...gift, recipientEmail: 'unconfirmed.friend@example.com' });
    await confirmEmail(friend.user.id);

    const mine = await t.app.inject({ url: '/api/my-tickets', headers: buyer.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const listed = mine.json().tickets;
    expect(listed.map((x: { ticketId: string }) => x.ticketId)).toEqual([
      toStranger.ticketId,
      toFriend.ticketId,
      own.ticketId,
    ]);
    expect(listed[2]).toEqual({
      ticketId: own.ticketId,
      transactionReference: own.transactionReference,
      eventId: '2',
      eventTitle: own.eventTitle,
      eventDate: own.eventDate,
      timeZone: own.timeZone,
      venue: own.venue,
      city: own.city,
      ticketQuantity: 1,
      lines: [{ name: 'Regular', quantity: 1, admits: 1 }],
      status: 'unused',
      relation: 'bought',
      issuedAt: expect.any(String),
    });

    const friends = (await t.app.inject({ url: '/api/my-tickets', headers: friend.headers })).json().tickets;
    expect(friends).toHaveLength(1);
    expect(friends[0]).toMatchObject({ ticketId: toFriend.ticketId, relation: 'gift' });

    // The recipient's address has an account, but nobody proved they own it.
    expect((await t.app.inject({ url: '/api/my-tickets', headers: stranger.headers })).json()).toEqual({
      tickets: [],
    });
  });

  it('shows the status a ticket has now', async () => {
    const buyer = await createSignedInUser(t.app);
    const ticket = await buyTicket(t.app, buyer);
    await t.database.db.updateTable('tickets').set({ status: 'used' }).where('id', '=', ticket.ticketId).execute();
    const [listed] = (await t.app.inject({ url: '/api/my-tickets', headers: buyer.headers })).json().tickets;
    expect(listed.status).toBe('used');
  });
});
