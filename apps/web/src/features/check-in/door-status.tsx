import { useEffect, useState } from 'react';
import type { DoorState } from './offline/use-door.ts';

/** A quiet action on the door's dark page: amber text, readable on gray-950 (the ghost button's purple is not). */
export const DOOR_LINK_BUTTON =
  'inline-flex min-h-11 items-center rounded-xl px-3 font-semibold text-accent-400 hover:bg-white/10 hover:underline disabled:opacity-60';

/** How long ago, in words a glance takes in. */
export function freshness(fetchedAt: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(fetchedAt)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${minutes % 60} min ago`;
}

/** The clock, every 30 seconds: enough for "3 min ago". */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * What the door needs to trust its verdicts, always in view (decision 26): online or offline, how
 * fresh the event's list is on this device, and how many admissions wait to sync.
 */
export function DoorStatus({ state, onSync }: { state: DoorState; onSync: () => void }) {
  const now = useNow();
  const { online, stored, pending, syncing } = state;
  return (
    <section
      aria-label="Door status"
      className="flex flex-wrap items-center gap-x-5 gap-y-2 rounded-2xl border border-white/15 px-5 py-3"
    >
      <p className="flex items-center gap-2 font-bold" data-testid="door-online">
        <span aria-hidden="true" className={`size-3 rounded-full ${online ? 'bg-green-400' : 'bg-amber-400'}`} />
        {online ? 'Online' : 'Offline: admitting from this device’s list'}
      </p>
      <p className="text-gray-200" data-testid="door-list">
        {stored ? (
          <>
            List updated {freshness(stored.fetchedAt, now)} ({stored.list.tickets.length}{' '}
            {stored.list.tickets.length === 1 ? 'ticket' : 'tickets'})
          </>
        ) : (
          'No list on this device yet'
        )}
      </p>
      <p className="text-gray-200" data-testid="door-pending">
        {pending === 0 ? 'Nothing waiting to sync' : `${pending} waiting to sync`}
      </p>
      {pending > 0 && online && (
        <button type="button" className={DOOR_LINK_BUTTON} disabled={syncing} onClick={onSync}>
          {syncing ? 'Syncing...' : 'Sync now'}
        </button>
      )}
      {state.problem && (
        <p role="alert" className="basis-full text-red-200">
          Failed to update the list: {state.problem}
        </p>
      )}
    </section>
  );
}
