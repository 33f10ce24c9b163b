import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, saveEvent } from '../../../test/admin-event-helpers.ts';
import { createSignedInAdmin } from '../../../test/admin-helpers.ts';
import { adminPost, orderIdOf } from '../../../test/admin-sales-helpers.ts';
import { createSignedInUser, getCsrf, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buyTicket } from '../../../test/door-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { recordAudit } from './audit-log.ts';

// The audit log names what each entry was done to, not only its id (architecture.md §15).

let t: TestApp;
let admin: SignedInUser;
let eventId: string;
let orderId: string;
let reference: string;
let ticketId: string;
let supportId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInAdmin(t.app, { email: 'names@example.com' });
  const buyer = await createSignedInUser(t.app);

  const created = await createEvent(t.app, admin, { title: 'Tems Live' });
  expect(created.statusCode, created.body).toBe(201);
  eventId = created.json().event.id;
  // Renamed since: the log shows the name it has now (the entry's before and after keep the old one).
  expect((await saveEvent(t.app, admin, eventId, { title: 'Tems: Born in the Wild' })).statusCode).toBe(200);

  const ticket = await buyTicket(t.app, buyer, { eventId: '2', firstName: 'Chioma', lastName: 'Eze' });
  reference = ticket.transactionReference;
  ticketId = ticket.ticketId;
  orderId = await orderIdOf(t.app, reference);
  expect((await adminPost(t.app, admin, `/api/admin/orders/${orderId}/resend-ticket-email`)).statusCode).toBe(200);

  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/support-tickets',
    headers: (await getCsrf(t.app)).headers,
    payload: {
      email: 'kemi@example.com',
      subject: 'Where is my ticket?',
      description: 'My ticket email never arrived, please help.',
      category: 'Ticketing',
      eventId: '1',
    },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  supportId = asked.json().ticketNumber;
  const closed = await adminPost(t.app, admin, `/api/admin/support-tickets/${supportId}/status`, { status: 'closed' });
  expect(closed.statusCode, closed.body).toBe(200);

  // No route records a ticket as its target today (a cancellation is the order's), but the kind is listed.
  await t.database.db.transaction().execute(async (trx) => {
    await recordAudit(trx, { actor: admin.user, action: 'ticket.note', targetType: 'ticket', targetId: ticketId });
    await recordAudit(trx, { actor: admin.user, action: 'event.update', targetType: 'event', targetId: 'GONE' });
  });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/admin/audit-log${query}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    total: number;
    items: { action: string; actorEmail: string; targetId: string; subject: unknown }[];
  };
};

describe('the audit log names what each entry was done to', () => {
  it("an event by its title, as it is now, with the actor's email", async () => {
    const { items } = await list(`?targetType=event&targetId=${eventId}`);
    expect(items.map((e) => e.action)).toEqual(['event.update', 'event.create']);
    for (const entry of items) {
      expect(entry).toMatchObject({ actorEmail: 'names@example.com', subject: { name: 'Tems: Born in the Wild' } });
    }
  });

  it('an order by its reference, with its buyer and its event', async () => {
    const { items } = await list(`?targetType=order&targetId=${orderId}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'order.resend_ticket_email',
      subject: { name: reference, detail: 'Chioma Eze · Asake: Lungu Boy Tour' },
    });
  });

  it('a ticket by its reference, with its event; a support ticket by its subject, with its sender', async () => {
    expect((await list(`?targetType=ticket&targetId=${ticketId}`)).items[0]?.subject).toEqual({
      name: reference,
      detail: 'Asake: Lungu Boy Tour',
    });
    expect((await list(`?targetType=support_ticket&targetId=${supportId}`)).items[0]).toMatchObject({
      action: 'support.status',
      subject: { name: 'Where is my ticket?', detail: 'kemi@example.com' },
    });
  });

  it('nothing for a target that no longer exists (its id still shows)', async () => {
    const { items } = await list('?targetId=GONE');
    expect(items).toEqual([expect.objectContaining({ targetId: 'GONE', subject: null })]);
  });

  it('is searched by those names too, and a joined name never doubles an entry', async () => {
    expect((await list(`?q=${encodeURIComponent('born in the wild')}`)).total).toBe(2);
    expect((await list('?q=kemi@example')).total).toBe(1);
    expect((await list(`?q=${encodeURIComponent('where is my')}`)).total).toBe(1);
    // The order's and the ticket's entries name the same event.
    expect((await list(`?q=${encodeURIComponent('Lungu Boy')}`)).total).toBe(2);
    expect((await list('?pageSize=100')).total).toBe(6);
  });
});
