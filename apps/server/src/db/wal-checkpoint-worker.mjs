// The WAL checkpointer's thread (wal-checkpointer.ts): a connection of its own to the SQLite
// file, asking for a PASSIVE checkpoint every `intervalMs` until it is told to stop. Plain
// JavaScript, run by a Worker from its place in the sources (the server's bundle names it so).
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const sqlite = new SQLite(workerData.file, { fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try {
    sqlite.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ failed: error instanceof Error ? error.message : String(error) });
  }
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  sqlite.close();
  parentPort.close();
});
