import type { DoorConflict, DoorEvent } from '@storefront/contracts/api';
import { formatLongDate } from '@storefront/contracts/format';

/**
 * When, to the second: two devices' admissions of one ticket are often a minute apart or less.
 * The venue's clock, as every time at the door (packages/contracts/src/format/naira-and-dates.ts's rule).
 */
function toTheSecond(iso: string, event: DoorEvent): string {
  let time: string;
  try {
    time = new Intl.DateTimeFormat('en-GB', {
      timeZone: event.timeZone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));
  } catch {
    time = iso.slice(11, 19);
  }
  return `${formatLongDate(iso, event.timeZone)} at ${time} (${event.city} time)`;
}

/**
 * Admissions this device made offline that turned out to be one too many (issue 19): another
 * device let the same place on the ticket in earlier, and that one stands. Both times, so staff
 * can tell whether a ticket was copied or one person was scanned twice.
 */
export function DoorConflicts({ event, conflicts }: { event: DoorEvent; conflicts: DoorConflict[] }) {
  if (conflicts.length === 0) return null;
  const at = (iso: string) => toTheSecond(iso, event);
  return (
    <section aria-labelledby="door-conflicts" className="grid gap-3 rounded-2xl bg-amber-300 p-5 text-gray-950">
      <h2 id="door-conflicts" className="text-2xl font-extrabold">
        {conflicts.length === 1 ? 'Conflict' : `${conflicts.length} conflicts`}: admitted on two devices
      </h2>
      <ul className="grid gap-2">
        {conflicts.map((conflict) => (
          <li key={conflict.extra.id} className="rounded-xl bg-white/60 px-4 py-3" data-testid="door-conflict">
            <strong>{conflict.holderName || conflict.ticketId}</strong> ({conflict.ticketId}): this device admitted them
            on {at(conflict.extra.admittedAt)}, but another device had admitted the same place
            {conflict.kept ? ` on ${at(conflict.kept.admittedAt)}` : ' earlier'}. The first admission stands; this one
            was one too many.
          </li>
        ))}
      </ul>
    </section>
  );
}
