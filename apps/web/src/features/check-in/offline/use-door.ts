import type { DoorConflict, DoorEvent, DoorList, DoorSyncResult, DoorSyncTime } from '@storefront/contracts/api';
import { LIST_COLUMNS as C } from '@storefront/contracts/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NetworkError } from '../../../lib/api.ts';
import { checkInTicket, fetchDoorList, syncAdmissions } from '../check-in-api.ts';
import type { DoorVerdict } from '../check-in-result.tsx';
import { doorKey, randomId } from '../door-device.ts';
import type { DoorStore, StoredList } from './door-store.ts';
import { scanOffline } from './offline-scan.ts';

/** While online: sync what waits and look at the list again this often, and the list is old after REFRESH_MS. */
const TICK_MS = 15_000;
const REFRESH_MS = 60_000;
/** The most admissions one sync request carries (the server's limit). */
const SYNC_BATCH = 500;

export const NO_LIST = 'This device has no list of this event yet: connect to the network once to download it.';

/** An admission of this device whose time the server did not take as given, and whose it was. */
export interface SyncTimeNote {
  id: string;
  ticketId: string;
  holderName: string;
  time: DoorSyncTime;
}

export interface DoorState {
  /** The browser says it has a network, and the last request got an answer. */
  online: boolean;
  /** The event's list on this device, and when it came; null before the first download. */
  stored: StoredList | null;
  /** Admissions made offline, waiting to sync. */
  pending: number;
  /** People in for the event: the server's last count and this device's admissions not synced yet. */
  admitted: number;
  /**
   * Admissions of this device that do not count: another device's earlier admission came first
   * (both times), or the ticket or its event was cancelled.
   */
  conflicts: DoorConflict[];
  /** Admissions of this device whose time the server replaced by its sync's (a clock ahead, or outside the door hours). */
  timeNotes: SyncTimeNote[];
  syncing: boolean;
  /** Why the last download of the list failed, when the server said why. */
  problem: string | null;
}

/** The list with the admissions the server just kept counted in, until the next download says so itself. */
function withKept(stored: StoredList, results: DoorSyncResult[], times: Map<string, { ticketId: string; at: string }>) {
  const tickets = stored.list.tickets.map((row) => [...row] as typeof row);
  const rows = new Map(tickets.map((row) => [row[C.ticketId], row]));
  for (const result of results) {
    const admission = times.get(result.id);
    const row = admission ? rows.get(admission.ticketId) : undefined;
    if (!row || !admission || result.outcome !== 'kept' || result.conflict) continue;
    row[C.admitted] += 1;
    // The time the server recorded, when it did not take this device's.
    const at = result.time?.recordedAt ?? admission.at;
    if (!row[C.firstAt] || at < row[C.firstAt]) row[C.firstAt] = at;
  }
  return { ...stored, list: { ...stored.list, tickets } };
}

/** The sync's answers that replaced this device's time, with the holder's name from the list. */
function timeNotesOf(
  results: DoorSyncResult[],
  times: Map<string, { ticketId: string }>,
  stored: StoredList | null,
): SyncTimeNote[] {
  const names = new Map(stored?.list.tickets.map((row): [string, string] => [row[C.ticketId], row[C.holderName]]));
  return results.flatMap((result) => {
    const ticketId = times.get(result.id)?.ticketId;
    if (!result.time || !ticketId) return [];
    return [{ id: result.id, ticketId, holderName: names.get(ticketId) ?? '', time: result.time }];
  });
}

/** Conflicts in which this device's admission is the extra one, newest last, each once. */
function mineOf(conflicts: DoorConflict[], device: string): DoorConflict[] {
  const seen = new Map<string, DoorConflict>();
  for (const conflict of conflicts) if (conflict.extra.deviceId === device) seen.set(conflict.extra.id, conflict);
  return [...seen.values()];
}

/**
 * The door for one event, online and off (architecture.md §11). Online, every scan is the server's verdict;
 * with no network (the browser says so, or a request gets no answer) the scan is checked against
 * the event's list on this device and admitted locally into a queue, which is synced as soon as
 * the network is back. While online the list is downloaded again every minute, so it is fresh
 * when the network goes.
 */
export function useDoor(event: DoorEvent, { store, device }: { store: DoorStore; device: string }) {
  const [browserOnline, setBrowserOnline] = useState(() => navigator.onLine);
  const [reachable, setReachable] = useState(true);
  const [stored, setStored] = useState<StoredList | null>(null);
  const [pending, setPending] = useState(0);
  const [serverCount, setCount] = useState(event.admitted);
  // People in only ever go up (an admission is never taken back): the largest count heard is the
  // latest, whichever answer (the events, a list kept on the device, a scan, a sync) came last.
  const setServerCount = useCallback((count: number) => setCount((known) => Math.max(known, count)), []);
  const [syncConflicts, setSyncConflicts] = useState<DoorConflict[]>([]);
  const [timeNotes, setTimeNotes] = useState<SyncTimeNote[]>([]);
  const [syncing, setSyncing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const storedRef = useRef<StoredList | null>(null);
  const syncingRef = useRef(false);
  const online = browserOnline && reachable;
  const onlineRef = useRef(online);
  onlineRef.current = online;
  const browserOnlineRef = useRef(browserOnline);
  browserOnlineRef.current = browserOnline;
  const reachableRef = useRef(reachable);
  reachableRef.current = reachable;

  const keep = useCallback(
    async (next: StoredList) => {
      storedRef.current = next;
      setStored(next);
      await store.saveList(next).catch(() => undefined);
    },
    [store],
  );
  // The door's own key (door-device.ts): a date's door keeps its own list and queue.
  const key = doorKey(event);
  const showtimeId = event.showtimeId ?? undefined;
  const queued = useCallback(() => store.queued(key).catch(() => []), [store, key]);
  const countPending = useCallback(async () => setPending((await queued()).length), [queued]);

  /** Called with every request's fate: an answer means the network is there, none that it is not. */
  const heard = useCallback((error?: unknown) => {
    if (error instanceof NetworkError) setReachable(false);
    else setReachable(true);
  }, []);

  const refresh = useCallback(async () => {
    try {
      const list: DoorList = await fetchDoorList({ id: event.id, showtimeId: showtimeId ?? null });
      heard();
      setProblem(null);
      setServerCount(list.event.admitted);
      await keep({ list, fetchedAt: new Date().toISOString() });
    } catch (error) {
      heard(error);
      if (!(error instanceof NetworkError)) setProblem((error as Error).message);
    }
  }, [event.id, showtimeId, heard, keep, setServerCount]);

  const sync = useCallback(async () => {
    // Tried whenever the browser has a network, even after a request got no answer: its answer is how
    // the door learns the server is back.
    if (syncingRef.current || !browserOnlineRef.current) return;
    syncingRef.current = true;
    setSyncing(true);
    try {
      for (;;) {
        const batch = (await store.queued(key)).slice(0, SYNC_BATCH);
        if (batch.length === 0) break;
        const answer = await syncAdmissions(event.id, {
          deviceId: device,
          showtimeId,
          admissions: batch.map(({ id, ticketId, admittedAt }) => ({ id, ticketId, admittedAt })),
        });
        heard();
        const times = new Map(batch.map((a) => [a.id, { ticketId: a.ticketId, at: a.admittedAt }]));
        const notes = timeNotesOf(answer.results, times, storedRef.current);
        if (notes.length) setTimeNotes((known) => [...known, ...notes]);
        if (storedRef.current) await keep(withKept(storedRef.current, answer.results, times));
        await store.dequeue(answer.results.map((result) => result.id));
        setServerCount(answer.admittedCount);
        const conflicts = answer.results.flatMap((result) => (result.conflict ? [result.conflict] : []));
        if (conflicts.length) setSyncConflicts((known) => [...known, ...conflicts]);
      }
    } catch (error) {
      heard(error);
    } finally {
      syncingRef.current = false;
      setSyncing(false);
      await countPending();
    }
  }, [store, key, event.id, showtimeId, device, heard, keep, countPending, setServerCount]);

  // What the device kept from before (a reload, or a reload with no network). A list the server
  // sent meanwhile is newer: it stays.
  useEffect(() => {
    let live = true;
    void (async () => {
      const known = await store.list(key).catch(() => undefined);
      if (!live) return;
      if (known && !storedRef.current) {
        storedRef.current = known;
        setStored(known);
        setServerCount(known.list.event.admitted);
      }
      await countPending();
    })();
    return () => {
      live = false;
    };
  }, [store, key, countPending, setServerCount]);

  useEffect(() => {
    const up = () => {
      setBrowserOnline(true);
      setReachable(true);
    };
    const down = () => setBrowserOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);

  // While the browser has a network: sync what waits, then download the list when it is due (or,
  // after a request got no answer, to learn whether the server is back); at once, then every tick.
  useEffect(() => {
    if (!browserOnline) return;
    const tick = async (dueAfter: number) => {
      await sync();
      const fetched = storedRef.current?.fetchedAt;
      if (!reachableRef.current || !fetched || Date.now() - Date.parse(fetched) > dueAfter) await refresh();
    };
    void tick(REFRESH_MS / 2);
    const timer = setInterval(() => void tick(REFRESH_MS), TICK_MS);
    return () => clearInterval(timer);
  }, [browserOnline, sync, refresh]);

  /** One scan: the server's verdict when it answers, else this device's, from its list. */
  const scan = useCallback(
    async (link: string, confirm: boolean): Promise<DoorVerdict> => {
      if (onlineRef.current) {
        try {
          const answer = await checkInTicket({ link, eventId: event.id, showtimeId, confirm, deviceId: device });
          heard();
          if (answer.admittedCount !== null) setServerCount(answer.admittedCount);
          const current = storedRef.current;
          const ticket = answer.ticket;
          if (current && ticket && ticket.eventId === event.id) {
            // The list learns what the server said, so it is right if the network goes next.
            const tickets = current.list.tickets.map((row) => {
              if (row[C.ticketId] !== ticket.ticketId) return row;
              const next: typeof row = [...row];
              next[C.admitted] = ticket.admitted;
              next[C.firstAt] = ticket.usedAt ?? '';
              if (answer.result === 'cancelled' && ticket.eventStatus !== 'cancelled') next[C.cancelled] = 1;
              return next;
            });
            await keep({ ...current, list: { ...current.list, tickets } });
          }
          const waiting = await queued();
          return { ...answer, admittedCount: (answer.admittedCount ?? 0) + waiting.length };
        } catch (error) {
          heard(error);
          if (!(error instanceof NetworkError)) throw error;
        }
      }
      const current = storedRef.current;
      if (!current) throw new Error(NO_LIST);
      const waiting = await queued();
      const { verdict, admit } = await scanOffline(current.list, waiting, link, { confirm });
      if (!admit) return { ...verdict, admittedCount: serverCount + waiting.length };
      const admissionId = randomId();
      await store.enqueue({
        id: admissionId,
        eventId: key,
        ticketId: admit,
        admittedAt: new Date().toISOString(),
      });
      await countPending();
      return { ...verdict, admissionId, admittedCount: serverCount + waiting.length + 1 };
    },
    [event.id, key, showtimeId, device, heard, keep, store, queued, countPending, serverCount, setServerCount],
  );

  const state: DoorState = {
    online,
    stored,
    pending,
    admitted: serverCount + pending,
    conflicts: mineOf([...(stored?.list.conflicts ?? []), ...syncConflicts], device),
    timeNotes,
    syncing,
    problem,
  };
  return { state, scan, sync, refresh };
}
