import type { DoorEvent } from '@storefront/contracts/api';
import { toTheSecond } from './door-conflicts.tsx';
import type { SyncTimeNote } from './offline/use-door.ts';

/**
 * Admissions this device made offline whose time the server did not take (decision 26, amended):
 * its clock was ahead, or the time was outside the event's door hours. Each is recorded at the time
 * its sync reached the server instead, and staff are told, so a wrong clock gets set right.
 */
export function DoorSyncTimes({ event, notes }: { event: DoorEvent; notes: SyncTimeNote[] }) {
  if (notes.length === 0) return null;
  const at = (iso: string) => toTheSecond(iso, event);
  return (
    <section aria-labelledby="door-sync-times" className="grid gap-3 rounded-2xl bg-amber-300 p-5 text-gray-950">
      <h2 id="door-sync-times" className="text-2xl font-extrabold">
        {notes.length === 1 ? 'An admission time was changed' : `${notes.length} admission times were changed`}
      </h2>
      <ul className="grid gap-2">
        {notes.map(({ id, ticketId, holderName, time }) => (
          <li key={id} className="rounded-xl bg-white/60 px-4 py-3" data-testid="door-sync-time">
            <strong>{holderName || ticketId}</strong> ({ticketId}): this device said they went in on {at(time.given)},{' '}
            {time.reason === 'ahead'
              ? `later than when it reached the server: this device’s clock is ahead. The admission is recorded at ${at(time.recordedAt)} instead. Set this device’s clock right.`
              : `outside the event’s door hours (${at(event.doorsOpenAt)} to ${at(event.dayEndsAt)}). The admission is recorded at ${at(time.recordedAt)}, when it reached the server. If they did not go in at the time this device said, check its clock.`}
          </li>
        ))}
      </ul>
    </section>
  );
}
