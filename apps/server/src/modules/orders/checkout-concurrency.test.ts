import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers.ts';
import {
  chargeSuccess,
  initialize,
  postWebhook,
  remainingSeats,
  simulatorButton,
  startOrder,
  verify,
} from '../../../test/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { choosePaymentProvider } from '../payments/providers.ts';

// Money and capacity under load (architecture.md §9): runs on SQLite, and on PostgreSQL in CI, where the
// pool sends the requests to the database truly side by side.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { capacity: 50 });
});
afterAll(() => t.close());

describe('concurrency', () => {
  it('300 simultaneous orders against 50 seats hold exactly 50', async () => {
    // 300 buyers: one account holds one order per event at a time (decision 21).
    const buyers = await Promise.all(Array.from({ length: 300 }, () => createSignedInUser(t.app)));
    const answers = await Promise.all(buyers.map((buyer) => initialize(t.app, buyer, { ticketQuantity: 1 })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(250);
    expect(await remainingSeats(t.app)).toBe(0);
    const held = await t.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.sum<number>('quantity').as('seats'))
      .where('event_id', '=', '1')
      .where('holds_seats', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(held.seats)).toBe(50);
  });

  it('50 simultaneous verifies and 5 duplicate webhooks of one reference make exactly one ticket', async () => {
    const buyer = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, buyer, { eventId: '2', ticketQuantity: 1 });
    // Pay also posts the simulator's own signed webhook: one more racer.
    expect((await simulatorButton(t.app, buyer, reference, 'pay')).statusCode).toBe(200);
    const secret = choosePaymentProvider(t.config, t.database.db).provider.webhookSecret;
    const webhook = () => postWebhook(t.app, chargeSuccess(reference, 200000), secret);
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, () => verify(t.app, reference)),
      ...Array.from({ length: 5 }, webhook),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(55).fill(200));
    // One verify asked the provider; the others answered what the database knew at that moment:
    // pending, or paid with the one ticket.
    const ticketIds = new Set(answers.slice(0, 50).flatMap((a) => a.json().data.ticket?.ticketId ?? []));
    expect(ticketIds.size).toBeLessThanOrEqual(1);
    expect((await verify(t.app, reference)).json().data.ticket.ticketId).toBe(
      (await t.database.db.selectFrom('tickets').select('id').where('reference', '=', reference).executeTakeFirst())
        ?.id,
    );

    const tickets = await t.database.db.selectFrom('tickets').selectAll().where('reference', '=', reference).execute();
    expect(tickets).toHaveLength(1);
    const emails = await t.database.db
      .selectFrom('outbox')
      .select('id')
      .where('text_body', 'like', `%${tickets[0]?.id}%`)
      .execute();
    expect(emails).toHaveLength(1);
  });
});
