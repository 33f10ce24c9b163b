import { adminEventUpdateSchema, type UserProfile } from '@storefront/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, eventForm, pictureOf, saveEvent, uploadPoster } from '../../../../test/admin-event-helpers.ts';
import { createSignedInAdmin } from '../../../../test/admin-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../../test/auth-helpers.ts';
import { buyTicket } from '../../../../test/door-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { platformScope } from '../../organizers/index.ts';
import { adminEventsService } from './admin-events-service.ts';

// The call site admin-sales' refundOrder plugs into (admin-module.ts): cancelling an event with
// refundTickets refunds every paid order, one by one, only after the cancellation is committed.
let t: TestApp;
let admin: SignedInUser;
let buyer: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInAdmin(t.app);
  buyer = await createSignedInUser(t.app);
});
afterAll(() => t.close());

describe('cancelling an event with refunds', () => {
  it('refunds each paid order after the event is cancelled, and says how it went', async () => {
    const { id } = (await createEvent(t.app, admin)).json().event;
    await uploadPoster(t.app, admin.headers, id, await pictureOf(900, 600));
    await saveEvent(t.app, admin, id, { status: 'published' });
    await buyTicket(t.app, buyer, { eventId: id, ticketQuantity: 1 });
    await buyTicket(t.app, buyer, { eventId: id, ticketQuantity: 2 });
    await buyTicket(t.app, buyer, { eventId: id, ticketQuantity: 1 });
    const paid = await t.database.db
      .selectFrom('orders')
      .select('id')
      .where('event_id', '=', id)
      .where('status', '=', 'paid')
      .orderBy('paid_at')
      .execute();

    const seen: { orderId: string; actor: string; reason: string; eventStatus: string }[] = [];
    const events = adminEventsService({
      db: t.database.db,
      releaseExpiredHolds: async () => 0,
      publicUrl: 'http://localhost:3000',
      refundOrder: async (orderId: string, actor: UserProfile, reason: string) => {
        const event = await t.database.db
          .selectFrom('events')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        seen.push({ orderId, actor: actor.email, reason, eventStatus: event.status });
        if (seen.length === 3) throw new Error('The payment service did not answer.');
        return { status: seen.length === 1 ? 'refunded' : 'refund_pending' };
      },
    });
    // The body as the route would have it after the contract's check.
    const body = adminEventUpdateSchema.parse(
      eventForm({ status: 'cancelled', confirmCancel: true, refundTickets: true }),
    );
    const saved = await events.update(platformScope, id, body, admin.user);

    expect(saved.event.status).toBe('cancelled');
    expect(seen.map((s) => s.orderId)).toEqual(paid.map((p) => p.id));
    expect(seen.every((s) => s.eventStatus === 'cancelled' && s.reason === 'Event cancelled')).toBe(true);
    expect(seen[0]?.actor).toBe(admin.user.email);
    expect(saved.refunds).toEqual({
      refunded: 1,
      pending: 1,
      failed: 1,
      firstError: 'The payment service did not answer.',
    });
  });
});
