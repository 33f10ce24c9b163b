import { existsSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.ts';

// Once the server writes in earnest, the WAL is folded into the database file by the
// checkpointer's thread, not by the server's commits (wal-checkpointer.ts): the thread does it
// within a moment, a checkpoint is not mistaken for someone else's change, and closing leaves
// no WAL behind.
const files: string[] = [];
afterEach(() => {
  for (const file of files.splice(0))
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
});

function open(): { file: string; handle: DatabaseHandle } {
  const file = join(tmpdir(), `storefront-wal-${process.pid}-${Date.now()}-${files.length}.db`);
  files.push(file);
  return { file, handle: openDatabase(`file:${file}`) };
}

/** About 8 MB of rows in one commit: 2,000 pages of WAL, twice SQLite's own checkpoint threshold. */
async function writeEightMegabytes(handle: DatabaseHandle) {
  await sql`create table if not exists filler (id integer primary key, body blob not null)`.execute(handle.db);
  await sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < 2000)
    insert into filler (body) select randomblob(4000) from n`.execute(handle.db);
}

/** The server's connection's own checkpoint threshold, in pages (0: it leaves them to the thread). */
async function ownThreshold(handle: DatabaseHandle): Promise<number> {
  const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle.db);
  return Number(rows[0]?.wal_autocheckpoint);
}

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within 5 s: ${what}`);
    await sleep(20);
  }
}

/** Writes enough for the thread to start, and waits until the server's connection has handed it the checkpoints. */
async function startThread(handle: DatabaseHandle) {
  await writeEightMegabytes(handle);
  await until(
    async () => (await ownThreshold(handle)) === 0,
    "the server's connection leaves checkpoints to the thread",
  );
}

/** Waits until the 8 MB written after the file was `folded` bytes are in the file. */
const newPagesFolded = (file: string, folded: number) =>
  until(() => statSync(file).size >= folded + 8_000_000, 'the thread checkpoints the new pages');

describe('the WAL checkpointer', () => {
  it('is not started for a server that has written little', async () => {
    const { handle } = open();
    try {
      await sql`create table small (id integer primary key)`.execute(handle.db);
      await sleep(1_300);
      expect(await ownThreshold(handle)).toBe(1000);
    } finally {
      await handle.close();
    }
  });

  it('takes the checkpoints over once the WAL has reached 1,000 pages, and folds new writes in within a moment', async () => {
    const { file, handle } = open();
    try {
      await startThread(handle);
      const folded = statSync(file).size;
      await writeEightMegabytes(handle);
      // Nothing else copies the WAL into the file now: only the thread can have made it grow.
      await newPagesFolded(file, folded);
    } finally {
      await handle.close();
    }
  });

  it("does not move the data version the catalogue's copies are kept by", async () => {
    const { file, handle } = open();
    try {
      await startThread(handle);
      const folded = statSync(file).size;
      await writeEightMegabytes(handle);
      await sleep(5);
      const before = handle.dataVersion?.();
      await newPagesFolded(file, folded);
      await sleep(5);
      expect(handle.dataVersion?.()).toBe(before);
    } finally {
      await handle.close();
    }
  });

  it('leaves no WAL once the database is closed, and every row in the file', async () => {
    const { file, handle } = open();
    await startThread(handle);
    await writeEightMegabytes(handle);
    await handle.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
    const reader = new SQLite(file, { readonly: true });
    try {
      expect(reader.prepare('select count(*) from filler').pluck().get()).toBe(4000);
    } finally {
      reader.close();
    }
  });
});
