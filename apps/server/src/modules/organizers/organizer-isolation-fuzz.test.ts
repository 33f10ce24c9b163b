import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers.ts';
import { buyTicket } from '../../../test/door-helpers.ts';
import { createSignedInOrganizer, giveEventTo, type SignedInOrganizer } from '../../../test/organizer-helpers.ts';
import { addPromo } from '../../../test/promo-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newId } from '../orders/index.ts';

/**
 * The fuzz of ids across organizers (decision 31). Organizer B owns event 2 with an
 * order, a ticket, a promo code, a waitlist entry and door staff. Organizer A then calls EVERY
 * route of the organizer console, as the API's own description lists them (so a route added later
 * is fuzzed without touching this file): each route with a path parameter once per id of B's,
 * and each route without one with every list filter set to B's ids. Nothing may answer 2xx with
 * B's rows, nothing may say 403 (that would tell A the id exists), and B's rows must be exactly
 * as they were afterwards. Runs on SQLite and, under `npm run test:pg`, on PostgreSQL.
 */
describe('organizer A against every id of organizer B', () => {
  let t: TestApp;
  let a: SignedInOrganizer;
  let b: SignedInOrganizer;
  const marker = `B-ONLY-${Date.now().toString(36)}`;
  /** Every id and reference of B's, whatever its kind. */
  const idsOfB: string[] = [];
  /** Strings only B's rows contain: their appearance in an answer is a leak. */
  const secretsOfB: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    a = await createSignedInOrganizer(t.app, { name: 'Organizer A' });
    b = await createSignedInOrganizer(t.app, { name: 'Organizer B' });
    await giveEventTo(t.app, '3', a.organizerId);
    await giveEventTo(t.app, '2', b.organizerId);
    await t.database.db
      .updateTable('events')
      .set({ title: `${marker} Night` })
      .where('id', '=', '2')
      .execute();

    const buyerOfA = await createSignedInUser(t.app);
    await buyTicket(t.app, buyerOfA, { eventId: '3', email: buyerOfA.user.email });
    const buyerOfB = await createSignedInUser(t.app, { email: `${marker.toLowerCase()}@example.com` });
    const ticket = await buyTicket(t.app, buyerOfB, { eventId: '2', email: buyerOfB.user.email });

    const db = t.database.db;
    const orders = await db.selectFrom('orders').select(['id', 'reference']).where('event_id', '=', '2').execute();
    const tickets = await db
      .selectFrom('tickets')
      .select(['id', 'reference', 'manual_code'])
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    const tiers = await db.selectFrom('ticket_types').select('id').where('event_id', '=', '2').execute();
    const promoId = await addPromo(t, { code: `${marker}CODE`.replaceAll('-', ''), event_id: '2' });
    const entryId = newId();
    await db
      .insertInto('waitlist_entries')
      .values({
        id: entryId,
        event_id: '2',
        ticket_type_id: tiers[0]?.id ?? '',
        email: `${marker.toLowerCase()}-waiting@example.com`,
        user_id: null,
        quantity: 1,
        status: 'waiting',
        confirm_token_hash: null,
        confirm_sent_at: null,
        created_at: new Date().toISOString(),
        confirmed_at: new Date().toISOString(),
      })
      .execute();
    const staffId = newId();
    await db
      .insertInto('organizer_staff')
      .values({
        id: staffId,
        organizer_id: b.organizerId,
        email: `${marker.toLowerCase()}-door@example.com`,
        invited_by: b.user.id,
        created_at: new Date().toISOString(),
        removed_at: null,
      })
      .execute();

    idsOfB.push(
      '2',
      b.organizerId,
      b.slug,
      promoId,
      entryId,
      staffId,
      ticket.ticketId,
      ...orders.flatMap((o) => [o.id, o.reference]),
      ...tickets.flatMap((x) => [x.id, x.reference, x.manual_code]),
      ...tiers.map((x) => x.id),
    );
    secretsOfB.push(
      marker,
      marker.toLowerCase(),
      promoId,
      entryId,
      staffId,
      ...orders.flatMap((o) => [o.id, o.reference]),
      ...tiers.map((x) => x.id),
    );
  });
  afterAll(() => t.close());

  /** B's rows, to compare before and after the fuzz. */
  async function rowsOfB() {
    const db = t.database.db;
    return {
      events: await db.selectFrom('events').selectAll().where('id', '=', '2').execute(),
      tiers: await db.selectFrom('ticket_types').selectAll().where('event_id', '=', '2').orderBy('id').execute(),
      orders: await db.selectFrom('orders').selectAll().where('event_id', '=', '2').orderBy('id').execute(),
      codes: await db.selectFrom('promo_codes').selectAll().where('event_id', '=', '2').orderBy('id').execute(),
      waitlist: await db.selectFrom('waitlist_entries').selectAll().where('event_id', '=', '2').execute(),
      staff: await db.selectFrom('organizer_staff').selectAll().where('organizer_id', '=', b.organizerId).execute(),
      organizer: await db.selectFrom('organizers').selectAll().where('id', '=', b.organizerId).execute(),
      admitted: await db.selectFrom('door_admissions').selectAll().where('event_id', '=', '2').execute(),
    };
  }

  /** The organizer console's operations, from the API's own description (/api/docs/json). */
  async function consoleOperations() {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    return Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/organizer/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          path,
          method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
          queryNames: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        })),
      );
  }

  /**
   * B's strings in an answer, but those the request itself named: "no ticket type with the id X"
   * repeats what A sent, and says the same of an id that exists nowhere. (An answer that found
   * B's row is caught by its status, or by B's other strings in it.)
   */
  function leaksOf(body: string, asked: string): string[] {
    return secretsOfB.filter((secret) => body.includes(secret) && !decodeURIComponent(asked).includes(secret));
  }

  it('finds nothing of B by id, in any list or export filter, and changes none of it', async () => {
    const before = await rowsOfB();
    const operations = await consoleOperations();
    const withIds = operations.filter((op) => op.path.includes('{'));
    const failures: string[] = [];
    let calls = 0;

    // Every parameter B's id; and a nested one (a tier of an event) under A's own event too.
    const urlsOf = (path: string, id: string) => {
      const all = path.replaceAll(/\{[^}]+\}/g, encodeURIComponent(id));
      const params = path.match(/\{[^}]+\}/g) ?? [];
      if (params.length < 2) return [all];
      return [all, path.replace(/\{[^}]+\}/, '3').replaceAll(/\{[^}]+\}/g, encodeURIComponent(id))];
    };
    for (const op of withIds) {
      for (const url of idsOfB.flatMap((id) => urlsOf(op.path, id))) {
        const res = await t.app.inject({
          method: op.method,
          url,
          headers: a.headers,
          ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
        });
        calls += 1;
        if (res.statusCode < 400 || res.statusCode === 403 || res.statusCode >= 500) {
          failures.push(`${op.method} ${url} answered ${res.statusCode}`);
        }
        const leaked = leaksOf(res.body, url);
        if (leaked.length > 0) failures.push(`${op.method} ${url} leaked ${leaked.join(', ')}`);
      }
    }

    for (const op of operations.filter((o) => o.method === 'GET' && !o.path.includes('{'))) {
      const filters = op.queryNames.length > 0 ? op.queryNames : ['eventId'];
      for (const name of filters) {
        for (const value of [...idsOfB, marker, `${marker.toLowerCase()}@example.com`]) {
          const url = `${op.path}?${new URLSearchParams({ [name]: value })}`;
          const res = await t.app.inject({ url, headers: a.headers });
          calls += 1;
          if (res.statusCode === 403 || res.statusCode >= 500) failures.push(`GET ${url} answered ${res.statusCode}`);
          const leaked = leaksOf(res.body, url);
          if (leaked.length > 0) failures.push(`GET ${url} leaked ${leaked.join(', ')}`);
        }
      }
    }

    expect(failures).toEqual([]);
    expect(await rowsOfB()).toEqual(before);
    // The fuzz must have had something to fuzz: the console's routes with ids, and its lists.
    // 18 when this was written: events, tiers, codes, waitlist, orders, attendees, staff.
    expect(withIds.length).toBeGreaterThanOrEqual(18);
    expect(calls).toBeGreaterThan(idsOfB.length);
  });

  it('lets A see their own event and order (the fuzz is not passing by refusing everyone)', async () => {
    const events = await t.app.inject({ url: '/api/organizer/events', headers: a.headers });
    expect(events.statusCode).toBe(200);
    expect(events.json().items.map((e: { id: string }) => e.id)).toEqual(['3']);
    const event = await t.app.inject({ url: '/api/organizer/events/3', headers: a.headers });
    expect(event.statusCode).toBe(200);
    const orders = await t.app.inject({ url: '/api/organizer/orders', headers: a.headers });
    expect(orders.json().total).toBe(1);
  });
});
