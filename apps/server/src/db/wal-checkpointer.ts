import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/**
 * SQLite's WAL checkpoints, moved off the event loop once the server writes in earnest.
 *
 * By default the commit that takes the WAL past 1,000 pages copies them into the database file
 * and waits for two fsyncs, on the event loop: in a rush of holds, 1% of the commits took 18 to
 * 36 ms each and were 46% of all the time spent committing, and every request waited for them
 * (docs/performance-history.md §19, decision 33). Once the WAL has reached that size (its file never
 * shrinks, so a look every second sees it), a worker thread with a connection of its own takes
 * the checkpoints over: the server's connection stops checkpointing (`wal_autocheckpoint = 0`)
 * and the thread asks for a PASSIVE checkpoint every `intervalMs`, which copies what it can
 * without blocking the writer or the readers and costs nothing when there is nothing new.
 * A thread costs about 9 MB, so a server that has not written that much runs without one.
 * Should the thread fail, the server's connection checkpoints again as SQLite does by default.
 * The last connection to close (the server's, after `stop()`) folds the WAL into the file.
 */
export interface WalCheckpointer {
  /** Ends the thread (its connection closed first), or the watch for the WAL's size. */
  stop(): Promise<void>;
}

/** SQLite's own threshold: 1,000 pages of 4 KB. */
const BUSY_WAL_BYTES = 1000 * 4096;

export function checkpointOffTheEventLoop(
  sqlite: SQLite.Database,
  file: string,
  { intervalMs = 100, watchMs = 1000 }: { intervalMs?: number; watchMs?: number } = {},
): WalCheckpointer {
  let worker: Worker | null = null;
  let exited: Promise<void> = Promise.resolve();
  const fail = (message: string) => {
    process.stderr.write(`${message}\n`);
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  };
  const start = () => {
    worker = new Worker(new URL('./wal-checkpoint-worker.mjs', import.meta.url), {
      workerData: { file, intervalMs },
    });
    // The thread must not keep a server that is otherwise done from exiting.
    worker.unref();
    worker.on('message', (message: { failed?: string }) => {
      if (message.failed) fail(`WAL checkpoint failed: ${message.failed}`);
    });
    worker.on('error', (error) => fail(`WAL checkpointer stopped: ${error.message}`));
    const running = worker;
    exited = new Promise((resolve) => running.once('exit', () => resolve()));
    sqlite.pragma('wal_autocheckpoint = 0');
  };
  const watch = setInterval(() => {
    if (walBytes(file) < BUSY_WAL_BYTES) return;
    clearInterval(watch);
    start();
  }, watchMs);
  watch.unref();

  return {
    async stop() {
      clearInterval(watch);
      if (!worker) return;
      // Kept alive by the thread until it has closed its connection (unref'd, a command that
      // awaits this would otherwise exit first, its await never settled).
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}

function walBytes(file: string): number {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
}
