import { existsSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.ts';

// The WAL is folded into the database file by the checkpointer's thread, not by the server's
// commits (wal-checkpointer.ts): the commits never checkpoint, the thread does within a moment,
// a checkpoint is not mistaken for someone else's change, and closing leaves no WAL behind.
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
  await sql`create table filler (id integer primary key, body blob not null)`.execute(handle.db);
  await sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < 2000)
    insert into filler (body) select randomblob(4000) from n`.execute(handle.db);
}

describe('the WAL checkpointer', () => {
  it("checkpoints on its own thread within a moment, while the server's connection never does", async () => {
    const { file, handle } = open();
    try {
      await writeEightMegabytes(handle);
      // The commit itself copied nothing into the database file (SQLite alone would have, past 1,000 pages).
      expect(statSync(file).size).toBeLessThan(1_000_000);
      const deadline = Date.now() + 5_000;
      while (statSync(file).size < 8_000_000 && Date.now() < deadline) await sleep(20);
      expect(statSync(file).size).toBeGreaterThanOrEqual(8_000_000);
    } finally {
      await handle.close();
    }
  });

  it("does not move the data version the catalogue's copies are kept by", async () => {
    const { file, handle } = open();
    try {
      await writeEightMegabytes(handle);
      await sleep(5);
      const before = handle.dataVersion?.();
      const deadline = Date.now() + 5_000;
      while (statSync(file).size < 8_000_000 && Date.now() < deadline) await sleep(20);
      await sleep(5);
      expect(handle.dataVersion?.()).toBe(before);
    } finally {
      await handle.close();
    }
  });

  it('leaves no WAL once the database is closed, and every row in the file', async () => {
    const { file, handle } = open();
    await writeEightMegabytes(handle);
    await handle.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
    const reader = new SQLite(file, { readonly: true });
    try {
      expect(reader.prepare('select count(*) from filler').pluck().get()).toBe(2000);
    } finally {
      reader.close();
    }
  });
});
