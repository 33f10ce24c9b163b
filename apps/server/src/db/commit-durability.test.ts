import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers.ts';
import { startOrder } from '../../test/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { withoutWaitingForDisk } from './commit-durability.ts';

// Decision 24: on PostgreSQL the writes a rush makes to one hot row commit without waiting for
// the disk, only inside their own transaction; everything else keeps the default. SQLite: no-ops.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setting = async (db: TestApp['database']['db']) =>
  (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db)).rows[0]?.synchronous_commit;

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  it('turns synchronous_commit off for the twin connections only', async () => {
    const db = t.database.db;
    // Through the twin connections the database handle opened (one round trip a statement).
    expect(await withoutWaitingForDisk(db, (twin) => setting(twin))).toBe('off');
    // Every other commit waits for the disk.
    const after = await Promise.all(Array.from({ length: 12 }, () => setting(db)));
    expect(new Set(after)).toEqual(new Set(['on']));
  });

  it("a hold's commit does not wait, and neither that nor its wait for the disk costs a round trip", async () => {
    // Every text sent to PostgreSQL: each connection wraps the `query` it finds when it opens
    // (prepared-statements.ts), so the app is opened after the spy is in place.
    const query = vi.spyOn(pg.Client.prototype, 'query');
    const own = await createTestApp();
    let sent: string[];
    try {
      const buyer = await createSignedInUser(own.app);
      query.mockClear();
      await startOrder(own.app, buyer, { ticketQuantity: 1 });
      sent = query.mock.calls.map(([text]) => (typeof text === 'string' ? text : JSON.stringify(text)));
    } finally {
      await own.close();
      query.mockRestore();
    }
    expect(sent.length).toBeGreaterThan(3); // the spy saw the order's statements
    // The stock and the commit go in one message (decision 35), which sets the commit not to
    // wait first and chains the transaction whose commit waits for the disk (decision 41).
    const lastOfHold = sent.filter((text) => text.includes('commit and chain'));
    expect(lastOfHold).toHaveLength(1);
    expect(lastOfHold[0]?.startsWith('set local synchronous_commit = off;')).toBe(true);
    expect(lastOfHold[0]?.endsWith('commit and chain;\nselect txid_current()')).toBe(true);
    // Neither costs a round trip of its own.
    const alone = sent.filter((text) => /^(set local synchronous_commit = off|select txid_current\(\))$/.test(text));
    expect(alone).toEqual([]);
  });
});

describe('on either database', () => {
  it('runs the work and keeps what it wrote', async () => {
    const db = t.database.db;
    await withoutWaitingForDisk(db, (trx) =>
      trx.insertInto('rate_limits').values({ key: 'durability-test', count: 1, reset_at: '2099-01-01' }).execute(),
    );
    const row = await db.selectFrom('rate_limits').selectAll().where('key', '=', 'durability-test').executeTakeFirst();
    expect(row?.count).toBe(1);
  });
});
