import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInUserIn, type SignedInUser } from '../../../test/auth-helpers.ts';
import { orderBody } from '../../../test/checkout-helpers.ts';
import { type ProcessDatabase, processDatabase } from '../../../test/process-database.ts';
import { kill, type ServerProcess, startServerProcess } from '../../../test/server-process.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { simulatorProvider } from '../payments/simulator-provider.ts';

// Decision 24: a server process dies (SIGKILL: no shutdown) after the provider took the money
// and before the order was settled; the order must still end paid with one ticket and one
// email, settled by the process that comes after it: by the simulator's webhook, posted again
// (as Paystack retries one nobody acknowledged), or by reconciliation when the hold runs out.
// Real processes, on SQLite or on the PostgreSQL of TEST_DATABASE_URL.
const CAPACITY = 40;
const env = (database: ProcessDatabase) => ({
  DATABASE_URL: database.url,
  EVENT_CAPACITY: String(CAPACITY),
  // Short intervals for the test: a webhook is posted again a second after an attempt, and the
  // sweep runs every second.
  SIMULATOR_WEBHOOK_RETRY_SECONDS: '1',
  RECONCILE_SWEEP_SECONDS: '1',
  // Both processes share the secret their simulator signs webhooks with.
  SESSION_SECRET: 'crash-test-secret-crash-test-secret-0123',
});

describe('a process killed between the provider taking the money and the order being settled', () => {
  let database: ProcessDatabase;
  let handle: DatabaseHandle;
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;

  beforeAll(async () => {
    database = await processDatabase('test_crash');
    first = await startServerProcess(env(database));
    handle = database.open();
  }, 60_000);

  afterAll(async () => {
    for (const server of [first, second]) if (server) await kill(server.child);
    await handle?.close();
    await database?.drop();
  });

  const orderOn = async (server: ServerProcess, buyer: SignedInUser) => {
    const res = await fetch(`${server.url}/api/initialize-transaction`, {
      method: 'POST',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      body: JSON.stringify(orderBody({ eventId: '2', ticketQuantity: 1 })),
    });
    if (res.status !== 200) throw new Error(`initialize answered ${res.status}: ${await res.text()}`);
    return (await res.json()).data.reference as string;
  };
  const orderRow = (reference: string) =>
    handle.db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
  const ticketsOf = (orderId: string) =>
    handle.db.selectFrom('tickets').select('id').where('order_id', '=', orderId).execute();
  const emailsOf = (orderId: string) =>
    handle.db.selectFrom('outbox').select('id').where('order_id', '=', orderId).execute();

  it('is settled afterwards with one ticket and one email, by the retried webhook or by reconciliation', async () => {
    if (!first) throw new Error('no server');
    const buyers = await Promise.all(Array.from({ length: 14 }, () => createSignedInUserIn(handle.db)));
    const viaWebhook = await orderOn(first, buyers[0] as SignedInUser);
    const viaSweep = await orderOn(first, buyers[1] as SignedInUser);
    const racing = await Promise.all(buyers.slice(2).map((buyer) => orderOn(first as ServerProcess, buyer)));

    // The provider's side of two payments, exactly as the first process's Pay records them: paid,
    // the webhook's first attempt claimed by that process, which will never post it. For one the
    // next attempt is a second away; for the other an hour (retries in their hourly phase), and
    // its hold has run out, so reconciliation must find it before anything else would.
    const at = (retryMs: number) =>
      simulatorProvider(handle.db, {
        publicUrl: 'http://localhost:3000',
        secret: 'unused-here',
        retries: { retryMs, lateRetryMs: retryMs },
      });
    expect(await at(1000).pay(viaWebhook, 'card')).toBe(true);
    expect(await at(60 * 60_000).pay(viaSweep, 'card')).toBe(true);
    await handle.db
      .updateTable('orders')
      .set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('reference', '=', viaSweep)
      .execute();

    // And a real crash: Pay pressed for twelve orders at once on the first process, killed as
    // soon as the first Pay is answered, while the others are being paid or their webhooks posted.
    const pays = racing.map((reference, i) =>
      fetch(`${first?.url}/api/payment-simulator/transactions/${reference}/pay`, {
        method: 'POST',
        headers: { ...(buyers[i + 2] as SignedInUser).headers, 'content-type': 'application/json' },
        body: '{}',
      }).then(
        (res) => res.status,
        () => 0,
      ),
    );
    await Promise.race(pays);
    await kill(first.child);
    await Promise.all(pays);
    expect((await orderRow(viaWebhook)).status).toBe('pending');
    expect((await orderRow(viaSweep)).status).toBe('pending');

    // The process that comes after it: nobody calls verify.
    second = await startServerProcess(env(database));
    await vi.waitFor(
      async () => {
        expect((await orderRow(viaWebhook)).status).toBe('paid');
        expect((await orderRow(viaSweep)).status).toBe('paid');
      },
      { timeout: 20_000, interval: 200 },
    );
    for (const reference of [viaWebhook, viaSweep]) {
      const order = await orderRow(reference);
      expect(await ticketsOf(order.id)).toHaveLength(1);
      expect(await emailsOf(order.id)).toHaveLength(1);
    }
    // Every payment the provider took ends paid with exactly one ticket and one email.
    const taken = await handle.db
      .selectFrom('simulated_payments')
      .select('reference')
      .where('status', '=', 'success')
      .execute();
    expect(taken.length).toBeGreaterThanOrEqual(2);
    await vi.waitFor(
      async () => {
        for (const { reference } of taken) expect((await orderRow(reference)).status, reference).toBe('paid');
      },
      { timeout: 20_000, interval: 200 },
    );
    for (const { reference } of taken) {
      const order = await orderRow(reference);
      expect(await ticketsOf(order.id)).toHaveLength(1);
      expect(await emailsOf(order.id)).toHaveLength(1);
    }
    // No seat counted twice: the event's seats left are its capacity less the orders holding them.
    const holding = await handle.db
      .selectFrom('orders')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('seats'))
      .where('event_id', '=', '2')
      .where('holds_seats', '=', 1)
      .executeTakeFirstOrThrow();
    const event = await handle.db
      .selectFrom('events')
      .select('remaining')
      .where('id', '=', '2')
      .executeTakeFirstOrThrow();
    expect(Number(event.remaining)).toBe(CAPACITY - Number(holding.seats));
  }, 90_000);
});
