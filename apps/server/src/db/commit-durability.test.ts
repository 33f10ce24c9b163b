import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { commitWithoutWaiting, waitForDisk, withoutWaitingForDisk } from './commit-durability.ts';

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
  it('turns synchronous_commit off for one transaction only', async () => {
    const db = t.database.db;
    await db.transaction().execute(async (trx) => {
      await commitWithoutWaiting(trx);
      expect(await setting(trx)).toBe('off');
    });
    // Through the twin connections the database handle opened (one round trip a statement).
    expect(await withoutWaitingForDisk(db, (twin) => setting(twin))).toBe('off');
    // The connections go back to the pool with the default: every other commit waits for the disk.
    const after = await Promise.all(Array.from({ length: 12 }, () => setting(db)));
    expect(new Set(after)).toEqual(new Set(['on']));
    await waitForDisk(db);
  });
});

describe('on either database', () => {
  it('runs the work and keeps what it wrote', async () => {
    const db = t.database.db;
    await withoutWaitingForDisk(db, (trx) =>
      trx.insertInto('rate_limits').values({ key: 'durability-test', count: 1, reset_at: '2099-01-01' }).execute(),
    );
    await waitForDisk(db);
    const row = await db.selectFrom('rate_limits').selectAll().where('key', '=', 'durability-test').executeTakeFirst();
    expect(row?.count).toBe(1);
  });
});
