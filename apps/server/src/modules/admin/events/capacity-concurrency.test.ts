import { adminEventMessages as m } from '@storefront/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, pictureOf, saveEvent, uploadPoster } from '../../../../test/admin-event-helpers.ts';
import { createSignedInAdmin } from '../../../../test/admin-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../../test/auth-helpers.ts';
import { initialize } from '../../../../test/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

// Capacity changed while buyers take seats (architecture.md §15.1: "never below sold + held under concurrent
// purchases"). On SQLite and, with `npm run test:pg`, on PostgreSQL, where the pool sends the
// requests to the database truly side by side.
let t: TestApp;
let admin: SignedInUser;
let buyers: SignedInUser[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInAdmin(t.app);
  // One buyer per order: an account holds one order per event at a time (decision 21).
  buyers = await Promise.all(Array.from({ length: 100 }, () => createSignedInUser(t.app)));
});
afterAll(() => t.close());

async function publishedEvent(capacity: number): Promise<string> {
  const { id } = (await createEvent(t.app, admin, { capacity })).json().event;
  await uploadPoster(t.app, admin.headers, id, await pictureOf(900, 600));
  expect((await saveEvent(t.app, admin, id, { capacity, status: 'published' })).statusCode).toBe(200);
  return id;
}

/** Seats the orders take (held or sold), the event's capacity and its free-seat counter. */
async function seats(eventId: string) {
  const taken = await t.database.db
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
    .where('event_id', '=', eventId)
    .where('holds_seats', '=', 1)
    .executeTakeFirstOrThrow();
  const event = await t.database.db
    .selectFrom('events')
    .select(['capacity', 'remaining'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return { taken: Number(taken.n), capacity: Number(event.capacity), remaining: Number(event.remaining) };
}

describe('capacity under concurrent purchases', () => {
  it('40 buyers and a cut from 30 to 15 seats at once: never more seats taken than the capacity', async () => {
    const id = await publishedEvent(30);
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) =>
        initialize(t.app, buyers[i % buyers.length] as SignedInUser, { eventId: id, ticketQuantity: 1 }),
      ),
      saveEvent(t.app, admin, id, { capacity: 15, status: 'published' }),
    ]);
    const cut = answers.at(-1);
    const holds = answers.slice(0, -1).filter((a) => a.statusCode === 200).length;
    const after = await seats(id);
    expect(after.taken).toBe(holds);
    expect(after.remaining).toBe(after.capacity - after.taken);
    if (cut?.statusCode === 200) {
      expect(after.capacity).toBe(15);
      expect(holds).toBeLessThanOrEqual(15);
    } else {
      // The cut came after more than 15 seats were held: refused with how many are taken.
      expect(cut?.statusCode).toBe(409);
      expect(cut?.json().message).toMatch(/^Capacity cannot go below the \d+ seats already sold or held\.$/);
      expect(after.capacity).toBe(30);
      expect(holds).toBe(30);
    }
  });

  it('100 buyers against 20 capacity changes up and down: the counts always agree with the orders', async () => {
    const id = await publishedEvent(50);
    const capacities = Array.from({ length: 20 }, (_, i) => [10, 70, 25, 45, 5][i % 5] as number);
    const purchases = Array.from({ length: 100 }, (_, i) =>
      initialize(t.app, buyers[i % buyers.length] as SignedInUser, { eventId: id, ticketQuantity: 1 }),
    );
    const changes = capacities.map((capacity) => saveEvent(t.app, admin, id, { capacity, status: 'published' }));
    const [bought, changed] = await Promise.all([Promise.all(purchases), Promise.all(changes)]);
    for (const answer of changed) {
      expect([200, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 409) expect(answer.json().message).toMatch(/^Capacity cannot go below/);
    }
    for (const answer of bought) expect([200, 409]).toContain(answer.statusCode);
    const after = await seats(id);
    expect(after.taken).toBe(bought.filter((a) => a.statusCode === 200).length);
    expect(after.taken).toBeLessThanOrEqual(after.capacity);
    expect(after.remaining).toBe(after.capacity - after.taken);
    expect(after.remaining).toBeGreaterThanOrEqual(0);
    // And the last word: lowering below what is taken now is refused with the exact figure.
    if (after.taken > 0) {
      const below = await saveEvent(t.app, admin, id, { capacity: after.taken - 1, status: 'published' });
      expect(below.json()).toEqual({ message: m.capacityBelowTaken(after.taken) });
    }
  });
});
