import type { StorefrontEvent } from '@storefront/contracts/api';
import { useId } from 'react';
import { Link } from 'react-router';
import { useMounted } from '../../components/tiers/use-mounted.ts';
import {
  FEW_LEFT_OF_DATE,
  hasSeveralDates,
  type ShowtimeWords,
  showtimeDays,
  showtimeLabel,
  upcomingShowtimes,
} from '../../lib/showtimes.ts';
import { ticketPurchasePath } from '../checkout/index.ts';

const timeClasses =
  'inline-flex min-h-12 min-w-24 flex-col items-center justify-center rounded-xl border px-4 py-1.5 text-center leading-tight';

/**
 * What a date's box says: the time, and 'Sold out' or how many are left when few. Screen readers
 * hear it whole, with its day ('Friday 9 July, 18:00, 3 left'), from one string: pieces of text
 * in a flex box are joined with spaces or without, as each browser sees fit.
 */
function TimeWords({
  words,
  note,
  srNote = note,
  noteClass = '',
}: {
  words: ShowtimeWords;
  note: string | null;
  /** What screen readers hear for the note, when it says more than the note shows. */
  srNote?: string | null;
  noteClass?: string;
}) {
  return (
    <>
      <span className="sr-only">{[showtimeLabel(words), srNote].filter(Boolean).join(', ')}</span>
      <span aria-hidden="true" className="text-base font-bold tabular-nums">
        {words.time}
      </span>
      {note && (
        <span aria-hidden="true" className={`text-xs font-semibold ${noteClass}`}>
          {note}
        </span>
      )}
    </>
  );
}

function ShowtimeTime({ eventId, words }: { eventId: string; words: ShowtimeWords }) {
  const { showtime } = words;
  const to = ticketPurchasePath(eventId, showtime.id);
  if (showtime.remaining <= 0) {
    // Still a link: the form on a sold-out date offers that date's waitlist (decision 53).
    return (
      <Link
        to={to}
        className={`${timeClasses} border-dashed border-brand-200 bg-brand-50 text-muted transition-colors hover:border-brand-400`}
      >
        <TimeWords words={words} note="Sold out" srNote="Sold out, join the waitlist" />
      </Link>
    );
  }
  const few = showtime.remaining <= FEW_LEFT_OF_DATE;
  return (
    <Link
      to={to}
      className={`${timeClasses} border-brand-200 bg-white text-brand-800 transition-colors hover:border-brand-400 hover:bg-brand-50`}
    >
      <TimeWords words={words} note={few ? `${showtime.remaining} left` : null} noteClass="text-danger" />
    </Link>
  );
}

/**
 * The event page's 'Choose a date' (decision 50): an event with several dates lists them by day
 * at the venue's clock, each time a plain link to the purchase form on that date, so it works
 * before the page's scripts run. A one-date event has no such section, even when its date is a
 * row for its seat plan (decision 51).
 */
export function EventShowtimes({ event }: { event: Pick<StorefrontEvent, 'id' | 'timeZone' | 'year' | 'showtimes'> }) {
  const headingId = useId();
  const mounted = useMounted();
  const dates = event.showtimes ?? [];
  // The server's HTML lists every date (no clock: the hydrating render must agree); once mounted,
  // a date that has started is no longer one to choose (a stored page may be older than its start).
  const shown = mounted ? upcomingShowtimes(dates, Date.now()) : dates;
  if (shown.length === 0 || !hasSeveralDates(event)) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="event-showtimes">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        Choose a date
      </h2>
      <ul className="grid gap-4">
        {showtimeDays(shown, event).map(({ day, times }) => (
          <li key={day} className="grid gap-2">
            <h3 className="text-base font-semibold text-ink">{day}</h3>
            <ul className="flex flex-wrap gap-2">
              {times.map((words) => (
                <li key={words.showtime.id}>
                  <ShowtimeTime eventId={event.id} words={words} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
