/**
 * The offline door's storage on the device (decision 26): one IndexedDB database. Here in lib/
 * because signing out (features/auth) clears what it holds about people, and the check-in
 * feature keeps its data in it.
 *
 * - `lists`: each event's admission list as the server sent it (ticket hashes, people, holders'
 *   names), with when it came; keyed by event id.
 * - `meta`: the events a door may admit for, and who on this device is door staff, for a reload
 *   without the network.
 * - `queue`: admissions made offline, waiting to sync: ids, times and ticket ids only.
 */
export const DOOR_DATABASE = 'owambe-door';
export const DOOR_STORES = { lists: 'lists', meta: 'meta', queue: 'queue' } as const;

let opening: Promise<IDBDatabase> | null = null;

/** The database, made on first use. Rejects where IndexedDB is missing or refused (private modes). */
export function openDoorDatabase(): Promise<IDBDatabase> {
  if (!opening) {
    opening = new Promise<IDBDatabase>((resolve, reject) => {
      if (typeof indexedDB === 'undefined') {
        reject(new Error('This browser keeps no offline data.'));
        return;
      }
      const request = indexedDB.open(DOOR_DATABASE, 1);
      request.onupgradeneeded = () => {
        const db = request.result;
        db.createObjectStore(DOOR_STORES.lists);
        db.createObjectStore(DOOR_STORES.meta);
        db.createObjectStore(DOOR_STORES.queue, { keyPath: 'id' });
      };
      request.onsuccess = () => {
        const db = request.result;
        // Another tab deleting or upgrading the database: let it, and open again next time.
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error ?? new Error('The offline data could not be opened.'));
    });
    opening.catch(() => {
      opening = null;
    });
  }
  return opening;
}

/** Runs one request in a transaction over `stores` and resolves with its result once the transaction has committed. */
export async function doorTransaction<T>(
  stores: string[],
  mode: IDBTransactionMode,
  work: (transaction: IDBTransaction) => IDBRequest<T> | undefined,
): Promise<T | undefined> {
  const db = await openDoorDatabase();
  return new Promise<T | undefined>((resolve, reject) => {
    const transaction = db.transaction(stores, mode);
    const request = work(transaction);
    transaction.oncomplete = () => resolve(request?.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('The offline data could not be saved.'));
    transaction.onabort = () => reject(transaction.error ?? new Error('The offline data could not be saved.'));
  });
}

/**
 * On sign-out: the admission lists and who is staff are forgotten (names and hashes of tickets
 * stay on no device nobody is signed in to). The queue stays: it holds no names, and those
 * people went in; it syncs when door staff next sign in on this device.
 */
export async function forgetDoorLists(): Promise<void> {
  try {
    // Not made just to be emptied: most people who sign out never opened the door.
    const known = await indexedDB.databases?.();
    if (known && !known.some((db) => db.name === DOOR_DATABASE)) return;
    await doorTransaction([DOOR_STORES.lists, DOOR_STORES.meta], 'readwrite', (transaction) => {
      transaction.objectStore(DOOR_STORES.lists).clear();
      return transaction.objectStore(DOOR_STORES.meta).clear();
    });
  } catch {
    // No IndexedDB here: nothing was kept.
  }
}
