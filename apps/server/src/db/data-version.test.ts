import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './database.ts';
import { seedCatalogue } from './seed.ts';

// SQLite's change counter (database.ts): the catalogue serves its copies without a query while
// it stays put, so it must move on every change: this connection's at once, any other's from
// the next turn of the event loop (every request of this turn was sent before it began).
const file = join(tmpdir(), `storefront-data-version-${process.pid}-${Date.now()}.db`);
let one: DatabaseHandle;
let other: DatabaseHandle;
beforeAll(async () => {
  one = openDatabase(`file:${file}`);
  other = openDatabase(`file:${file}`);
  await migrateToLatest(one.db);
  await seedCatalogue(one.db, {});
});
afterAll(async () => {
  await one.close();
  await other.close();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
});

const version = () => one.dataVersion?.();
const retitle = (db: DatabaseHandle, title: string) =>
  db.db.updateTable('events').set({ title }).where('id', '=', '4').execute();

describe('dataVersion (SQLite)', () => {
  it('stays put while the data is only read', async () => {
    const before = version();
    expect(before).toMatch(/^\d+:\d+$/);
    await one.db.selectFrom('events').selectAll().execute();
    await other.db.selectFrom('events').selectAll().execute();
    expect(version()).toBe(before);
  });

  it('moves when this connection writes', async () => {
    const before = version();
    await retitle(one, 'Changed here');
    expect(version()).not.toBe(before);
  });

  it('moves when another connection commits (another process on the same file), from the next turn', async () => {
    await nextTurn();
    const before = version();
    await retitle(other, 'Changed elsewhere');
    // Kysely's promises settle within this turn: the other connection's count is read once per turn.
    expect(version()).toBe(before);
    await nextTurn();
    expect(version()).not.toBe(before);
  });

  it('moves for a change that was rolled back (a needless re-check, never a missed change)', async () => {
    const before = version();
    await one.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('events').set({ title: 'Never kept' }).where('id', '=', '4').execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(version()).not.toBe(before);
  });
});
