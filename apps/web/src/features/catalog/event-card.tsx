import { eventPagePath, formatEventCompactDate, formatNaira, type StorefrontEvent } from '@storefront/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { CalendarIcon, MapPinIcon } from '../../components/layout/icons.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ticketLabel } from './event-format.ts';
import { EventPoster } from './event-poster.tsx';

export interface EventCardProps {
  event: StorefrontEvent;
}

/**
 * A catalogue card: poster, date, title, description, place, price and the ticket button. The
 * card is a size container: a card narrower than 17rem (four to a row at 1280 px) puts the price
 * above a full-width button instead of beside it, so the button never runs into the card's edge.
 */
export function EventCard({ event }: EventCardProps) {
  const titleId = useId();
  return (
    <article className="@container flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 transition-shadow hover:shadow-lg">
      <EventPoster event={event} className="aspect-[3/2]" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-brand-700">
          <CalendarIcon className="size-4 shrink-0" />
          {formatEventCompactDate(event)}
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
        <div className="mt-auto grid gap-3 pt-2 @[17rem]:flex @[17rem]:items-center @[17rem]:justify-between">
          <p className="text-sm text-muted">
            <span className="text-base font-bold whitespace-nowrap text-ink">{formatNaira(event.basePrice)}</span>{' '}
            <span className="whitespace-nowrap @[17rem]:block">per ticket</span>
          </p>
          <Link
            to={eventPagePath(event.id)}
            aria-describedby={titleId}
            className={buttonClasses(event.category === 'Movie' ? 'accent' : 'primary', 'shrink-0 whitespace-nowrap')}
          >
            {ticketLabel(event)}
          </Link>
        </div>
      </div>
    </article>
  );
}
