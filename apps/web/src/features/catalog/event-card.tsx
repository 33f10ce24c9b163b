import { formatNaira, type StorefrontEvent } from '@storefront/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { CalendarIcon, MapPinIcon } from '../../components/layout/icons.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { eventPath, formatEventDay, ticketLabel } from './event-format.ts';
import { EventPoster } from './event-poster.tsx';

export interface EventCardProps {
  event: StorefrontEvent;
}

/** A catalogue card: poster, date, title, description, place, price and the ticket button. */
export function EventCard({ event }: EventCardProps) {
  const titleId = useId();
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 transition-shadow hover:shadow-lg">
      <EventPoster event={event} className="aspect-[3/2]" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex items-start gap-1.5 text-sm font-semibold text-brand-700">
          <CalendarIcon className="mt-0.5 size-4 shrink-0" />
          <span>
            {formatEventDay(event)} <span className="whitespace-nowrap">· {event.time}</span>
          </span>
        </p>
        <h3 id={titleId} className="text-lg font-bold leading-snug text-ink">
          {event.title}
        </h3>
        <p className="line-clamp-3 text-sm text-muted">{event.description}</p>
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <MapPinIcon className="size-4 shrink-0" />
          <span>
            {event.venue}, {event.city}
          </span>
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p className="text-sm text-muted">
            <span className="block whitespace-nowrap text-base font-bold text-ink">{formatNaira(event.basePrice)}</span>
            per ticket
          </p>
          <Link
            to={eventPath(event.id)}
            aria-describedby={titleId}
            className={buttonClasses(event.category === 'Movie' ? 'accent' : 'primary', 'whitespace-nowrap px-4')}
          >
            {ticketLabel(event)}
          </Link>
        </div>
      </div>
    </article>
  );
}
