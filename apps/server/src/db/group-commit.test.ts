import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compileOnce } from './compiled-query.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';

// SQLite's writes of one turn share one COMMIT (group-commit.ts, decision 39). Each write must
// still look to its caller like a commit of its own: answered only once another connection
// (another process) can see it, rolled back alone when it throws, failed when its COMMIT fails.
const file = join(tmpdir(), `storefront-group-commit-${process.pid}-${Date.now()}.db`);
let handle: DatabaseHandle;
/** The test's own tables, beside the storefront's. */
interface TestTables {
  notes: { n: number };
  parents: { id: number };
  children: { parent_id: number };
}
let db: Kysely<TestTables>;
let otherProcess: SQLite.Database;

beforeAll(async () => {
  handle = openDatabase(`file:${file}`);
  db = handle.db as unknown as Kysely<TestTables>;
  await sql`create table notes (n integer not null)`.execute(db);
  // A deferred foreign key is checked at COMMIT: a way to make one COMMIT fail.
  await sql`create table parents (id integer primary key)`.execute(db);
  await sql`create table children (parent_id integer not null references parents (id) deferrable initially deferred)`.execute(
    db,
  );
  otherProcess = new SQLite(file);
});
afterAll(async () => {
  otherProcess.close();
  await handle.close();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
});
beforeEach(async () => {
  await db.deleteFrom('notes').execute();
});

const seenElsewhere = () =>
  (otherProcess.prepare('select n from notes order by n').all() as { n: number }[]).map((row) => row.n);
const commits = () => handle.groupCommit?.commits ?? 0;
const insertNote = (executor: Kysely<TestTables>, n: number) => executor.insertInto('notes').values({ n }).execute();

describe('group commit (SQLite)', () => {
  it('transactions started in one turn commit together, and each is answered once it is committed', async () => {
    const before = commits();
    const seenWhenAnswered: number[][] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        db
          .transaction()
          .execute((trx) => insertNote(trx, n))
          .then(() => seenWhenAnswered.push(seenElsewhere())),
      ),
    );
    expect(commits() - before).toBe(1);
    for (const seen of seenWhenAnswered) expect(seen).toHaveLength(10);
  });

  it('a transaction that throws rolls back its own work only', async () => {
    const before = commits();
    const outcomes = await Promise.allSettled([
      db.transaction().execute((trx) => insertNote(trx, 1)),
      db.transaction().execute(async (trx) => {
        await insertNote(trx, 2);
        throw new Error('changed its mind');
      }),
      db.transaction().execute((trx) => insertNote(trx, 3)),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(seenElsewhere()).toEqual([1, 3]);
    expect(commits() - before).toBe(1);
  });

  it('a write outside a transaction, compiled once or not, is answered once it is committed', async () => {
    const insertCompiled = compileOnce((n: number) => db.insertInto('notes').values({ n }));
    const seen: number[][] = [];
    await Promise.all([
      insertCompiled(db, 7).then(() => seen.push(seenElsewhere())),
      insertNote(db, 8).then(() => seen.push(seenElsewhere())),
    ]);
    expect(seen).toEqual([
      [7, 8],
      [7, 8],
    ]);
  });

  it('a failed COMMIT fails every write of its turn, keeps none, and moves the data version', async () => {
    // Read once the turn's work is written and before its COMMIT (scheduled after this), as the
    // catalogue would read a page's rows.
    const versionMeanwhile = new Promise((resolve) => setImmediate(() => resolve(handle.dataVersion?.())));
    const outcomes = Promise.allSettled([
      db.transaction().execute((trx) => insertNote(trx, 1)),
      db.transaction().execute((trx) => trx.insertInto('children').values({ parent_id: 99 }).execute()),
      insertNote(db, 2),
    ]);
    const settled = await outcomes;
    expect(settled.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(seenElsewhere()).toEqual([]);
    expect(await db.selectFrom('notes').select('n').execute()).toEqual([]);
    expect(handle.dataVersion?.()).not.toBe(await versionMeanwhile);
    // The next turn commits as usual.
    await insertNote(db, 3);
    expect(seenElsewhere()).toEqual([3]);
  });

  it('waits for another process holding the write lock without stopping the event loop', async () => {
    otherProcess.exec('begin immediate');
    otherProcess.prepare('insert into notes (n) values (1)').run();
    let ticks = 0;
    const ticking = setInterval(() => {
      ticks += 1;
    }, 5);
    const written = db.transaction().execute((trx) => insertNote(trx, 2));
    await sleep(60);
    expect(ticks).toBeGreaterThan(3);
    otherProcess.exec('commit');
    await written;
    clearInterval(ticking);
    expect(seenElsewhere()).toEqual([1, 2]);
  });
});
