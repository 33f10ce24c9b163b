import { formatNaira, MONTHS, messages, type StorefrontEvent } from '@storefront/contracts';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EventDetailsTabs } from './event-details-tabs.tsx';
import { ticketLabel } from './event-format.ts';

/** Below this many seats left the card says how many remain. */
const FEW_LEFT = 50;

/** "Saturday, 17 April 2027": the event's own (venue-local) date. */
export function formatEventLongDate(event: Pick<StorefrontEvent, 'day' | 'date' | 'month' | 'year'>): string {
  const index = MONTHS.indexOf(event.month.toUpperCase() as (typeof MONTHS)[number]);
  const month =
    index < 0
      ? event.month
      : new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, index, 1));
  return `${event.day}, ${event.date} ${month} ${event.year}`;
}

/** The start in the visitor's own time zone, when that differs from the venue's. */
function visitorTime(event: Pick<StorefrontEvent, 'startsAt' | 'timeZone'>): string | null {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const start = new Date(event.startsAt);
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }).format(start);
  if (!own || Number.isNaN(start.getTime())) return null;
  return format(own) === format(event.timeZone) ? null : format(own);
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dt and dd must be direct children of the row (a dl's div), so the icon lives inside the dt.
  return (
    <div className="relative min-h-9 pl-12">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
        <span
          aria-hidden="true"
          className="absolute top-0.5 left-0 grid size-9 place-items-center rounded-lg bg-brand-50"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-brand-600 stroke-2">
            {icon}
          </svg>
        </span>
        {label}
      </dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

function DetailsPanel({ event }: { event: StorefrontEvent }) {
  const yours = visitorTime(event);
  const soldOut = event.remaining <= 0;
  return (
    <div className="grid gap-5">
      <dl className="grid gap-4">
        <Row
          label="Date"
          icon={
            <path d="M7 3v3m10-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
          }
        >
          {formatEventLongDate(event)}
        </Row>
        <Row label="Time" icon={<path d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" />}>
          {event.time} {event.city} time
          {yours && <span className="block text-sm font-normal text-muted">Your time: {yours}</span>}
        </Row>
        <Row
          label="Venue"
          icon={<path d="M12 21s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />}
        >
          {event.venue}, {event.city}
        </Row>
        <Row label="Price" icon={<path d="M4 7h16v4a2 2 0 0 0 0 4v4H4v-4a2 2 0 0 0 0-4zm10 0v12" />}>
          <span className="text-lg font-bold text-brand-700">{formatNaira(event.basePrice)}</span>
          <span className="text-sm font-normal text-muted"> per ticket</span>
        </Row>
      </dl>
      {soldOut ? (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-center font-semibold text-brand-800">Sold out</p>
      ) : (
        <div className="grid gap-2">
          <Link
            to={`/ticket-purchase/${encodeURIComponent(event.id)}`}
            className={buttonClasses('accent', 'w-full text-base')}
          >
            {ticketLabel(event)}
          </Link>
          {event.remaining < FEW_LEFT && (
            <p className="text-center text-sm font-medium text-danger">Only {event.remaining} tickets left</p>
          )}
        </div>
      )}
    </div>
  );
}

/** Spec §2: the "Events" card with Details and Cart tabs, and the way to buy. */
export function EventDetailsCard({ event }: { event: StorefrontEvent }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm shadow-brand-900/5 sm:p-6"
    >
      <h2 id={headingId} className="mb-4 text-lg font-bold text-ink">
        Events
      </h2>
      <EventDetailsTabs
        labelledBy={headingId}
        tabs={[
          { id: 'details', label: 'Details', panel: <DetailsPanel event={event} /> },
          {
            id: 'cart',
            label: 'Cart',
            panel: (
              <div className="grid justify-items-center gap-2 py-6 text-center">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 fill-none stroke-brand-300 stroke-[1.5]">
                  <path d="M3 4h2l2.4 11h10.2L20 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" />
                </svg>
                <p className="font-medium text-muted">{messages.events.cartComingSoon}</p>
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}
