import type { DoorConflict, DoorEvent } from '@storefront/contracts/api';
import { formatLongDate } from '@storefront/contracts/format';

/**
 * When, to the second: two devices' admissions of one ticket are often a minute apart or less.
 * The venue's clock, as every time at the door (packages/contracts/src/format/naira-and-dates.ts's rule).
 */
export function toTheSecond(iso: string, event: DoorEvent): string {
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

/** Why the admission does not count, after "this device admitted them on …, but". */
function why(conflict: DoorConflict, at: (iso: string) => string): string {
  switch (conflict.reason) {
    case 'cancelled':
      return 'the ticket had been cancelled or refunded. The admission does not count and the ticket stays cancelled: ask to see another ticket.';
    case 'event-cancelled':
      return 'the event was cancelled: its tickets are no longer valid. The admission does not count.';
    default:
      return `another device had admitted the same place${
        conflict.kept ? ` on ${at(conflict.kept.admittedAt)}` : ' earlier'
      }. The first admission stands; this one was one too many.`;
  }
}

/**
 * Admissions this device made offline that do not count (decision 26, amended): another
 * device let the same place on the ticket in earlier, and that one stands (both times, so staff can
 * tell whether a ticket was copied or one person was scanned twice); or the ticket, or its event,
 * was cancelled.
 */
export function DoorConflicts({ event, conflicts }: { event: DoorEvent; conflicts: DoorConflict[] }) {
  if (conflicts.length === 0) return null;
  const at = (iso: string) => toTheSecond(iso, event);
  return (
    <section aria-labelledby="door-conflicts" className="grid gap-3 rounded-2xl bg-amber-300 p-5 text-gray-950">
      <h2 id="door-conflicts" className="text-2xl font-extrabold">
        {conflicts.length === 1
          ? 'Conflict: an admission that does not count'
          : `${conflicts.length} conflicts: admissions that do not count`}
      </h2>
      <ul className="grid gap-2">
        {conflicts.map((conflict) => (
          <li key={conflict.extra.id} className="rounded-xl bg-white/60 px-4 py-3" data-testid="door-conflict">
            <strong>{conflict.holderName || conflict.ticketId}</strong> ({conflict.ticketId}): this device admitted them
            on {at(conflict.extra.admittedAt)}, but {why(conflict, at)}
          </li>
        ))}
      </ul>
    </section>
  );
}
