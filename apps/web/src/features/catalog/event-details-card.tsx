import type { StorefrontEvent } from '@storefront/contracts/api';
import {
  formatEventLongDate,
  formatLongTimeRange,
  formatNaira,
  formatStreetAddress,
} from '@storefront/contracts/format';
import { type ReactNode, useId } from 'react';
import { CalendarIcon, Icon, type IconProps, MapPinIcon, TicketIcon } from '../../components/layout/icons.tsx';
import { type Availability, eventAvailability } from '../../lib/event-availability.ts';
import { hasSeveralTiers, priceFrom } from '../../lib/tier-notes.ts';
import { BuyTicketsAction } from './buy-tickets-action.tsx';

const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dt and dd must be direct children of the row (a dl's div), so the icon lives inside the dt.
  return (
    <div className="relative min-h-9 pl-12">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
        <span className="absolute top-0.5 left-0 grid size-9 place-items-center rounded-lg bg-brand-50 text-brand-600">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

function DetailsPanel({ event, availability }: { event: StorefrontEvent; availability: Availability }) {
  return (
    <div className="grid gap-5">
      <dl className="grid gap-4">
        <Row label="Date" icon={<CalendarIcon className="size-5" />}>
          {formatEventLongDate(event)}
        </Row>
        <Row label="Time" icon={<ClockIcon className="size-5" />}>
          {/* Start to end, at the venue's clock (decision 27). */}
          {formatLongTimeRange(event.startsAt, event.endsAt, event.timeZone, event.city)}
        </Row>
        <Row label="Venue" icon={<MapPinIcon className="size-5" />}>
          {event.venue}
          <span className="block text-sm font-normal text-muted">
            {event.street ? formatStreetAddress(event) : event.city}
          </span>
        </Row>
        <Row label="Price" icon={<TicketIcon className="size-5" />}>
          {hasSeveralTiers(event.ticketTypes) ? (
            // Several tiers (product.md §2.13), so the lowest price on sale, as the cards say it.
            <span className="text-lg font-bold text-brand-700">{priceFrom(event)}</span>
          ) : (
            <>
              <span className="text-lg font-bold text-brand-700">{formatNaira(event.basePrice)}</span>
              <span className="text-sm font-normal text-muted"> per ticket</span>
            </>
          )}
        </Row>
      </dl>
      <BuyTicketsAction event={event} availability={availability} />
    </div>
  );
}

export interface EventDetailsCardProps {
  event: StorefrontEvent;
  /** Whether it can be bought (worked out once by the page, shared with the phone's buy bar). */
  availability?: Availability;
}

/**
 * product.md §2.3: the card beside the poster, titled for what it holds: the event's date, time,
 * venue and price, and the way to buy (decision 44: no Cart tab, no "Events" title).
 */
export function EventDetailsCard({ event, availability = eventAvailability(event) }: EventDetailsCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm shadow-brand-900/5 sm:p-6"
    >
      <h2 id={headingId} className="mb-4 text-lg font-bold text-ink">
        Event details
      </h2>
      <DetailsPanel event={event} availability={availability} />
    </section>
  );
}
