import type { DoorEvent } from '@storefront/contracts/api';
import { formatLongDateTime } from '@storefront/contracts/format';
import { doorKey } from './door-device.ts';

const SECTIONS: { when: DoorEvent['when']; title: string }[] = [
  { when: 'today', title: 'Today' },
  { when: 'upcoming', title: 'Coming up' },
  { when: 'past', title: 'The last month' },
];

/** "12 of 40 in": the people admitted, of those with a valid ticket. */
export const peopleIn = (event: Pick<DoorEvent, 'admitted' | 'expected'>) =>
  `${event.admitted} of ${event.expected} in`;

/**
 * The first question at the door: which event it admits for. Today's events come first, then the
 * next ones, then the last month's (a late admission looked up); the choice is remembered on the
 * device (door-device.ts).
 */
export function EventPicker({ events, onChoose }: { events: DoorEvent[]; onChoose: (event: DoorEvent) => void }) {
  if (events.length === 0) {
    return (
      <p className="rounded-2xl bg-white/5 px-5 py-4 text-lg text-gray-200">
        No event to admit for: nothing is on today, coming up, or in the last month.
      </p>
    );
  }
  return (
    <section aria-labelledby="event-picker-title" className="grid gap-6">
      <h2 id="event-picker-title" className="text-2xl font-bold">
        Which event is this door admitting for?
      </h2>
      {SECTIONS.map(({ when, title }) => {
        const shown = events.filter((event) => event.when === when);
        if (shown.length === 0) return null;
        return (
          <div key={when} className="grid gap-3">
            <h3 className="text-sm font-bold tracking-widest text-gray-300 uppercase">{title}</h3>
            <ul className="grid gap-3 sm:grid-cols-2" aria-label={`Events: ${title.toLowerCase()}`}>
              {shown.map((event) => (
                <li key={doorKey(event)}>
                  <button
                    type="button"
                    onClick={() => onChoose(event)}
                    className="grid min-h-11 w-full gap-1 rounded-2xl border border-white/15 bg-white/5 px-5 py-4 text-left hover:border-accent-400 hover:bg-white/10"
                  >
                    <span className="text-lg font-bold text-white">{event.title}</span>
                    <span className="text-gray-200">
                      {formatLongDateTime(event.startsAt, event.timeZone, event.city)}
                    </span>
                    <span className="text-sm text-gray-300">
                      {event.venue}
                      {event.room ? ` (${event.room})` : ''}, {event.city} · {peopleIn(event)}
                      {event.status === 'cancelled' && (
                        <strong className="ml-2 rounded-full bg-red-700 px-2 py-0.5 text-white">Cancelled</strong>
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
