import { Worker } from 'node:worker_threads';

/**
 * SQLite's WAL checkpoints, run by a worker thread on a connection of its own instead of inside
 * the server's commits.
 *
 * By default the commit that takes the WAL past 1,000 pages copies them into the database file
 * and waits for two fsyncs, on the event loop: in a rush of holds, 1% of the commits took 18 to
 * 36 ms each and were 46% of all the time spent committing, and every request waited for them
 * (docs/performance.md). The server's connection now never checkpoints (`wal_autocheckpoint =
 * 0`); this thread asks for a PASSIVE checkpoint every `intervalMs`, which copies what it can
 * without blocking the writer or the readers, and costs nothing when the WAL has no new frames.
 * The last connection to close (the server's, after `stop()`) checkpoints what is left and
 * removes the WAL, as SQLite always does.
 */
export interface WalCheckpointer {
  /** Closes the thread's connection and ends the thread. */
  stop(): Promise<void>;
}

export function startWalCheckpointer(
  file: string,
  { intervalMs = 100, onError }: { intervalMs?: number; onError: (message: string) => void },
): WalCheckpointer {
  const worker = new Worker(new URL('./wal-checkpoint-worker.mjs', import.meta.url), {
    workerData: { file, intervalMs },
  });
  // The thread must not keep a server that is otherwise done from exiting.
  worker.unref();
  worker.on('message', (message: { failed?: string }) => {
    if (message.failed) onError(`WAL checkpoint failed: ${message.failed}`);
  });
  worker.on('error', (error) => onError(`WAL checkpointer stopped: ${error.message}`));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      // Kept alive by the thread until it has closed its connection (unref'd, a command that
      // awaits this would otherwise exit first, its await never settled).
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
