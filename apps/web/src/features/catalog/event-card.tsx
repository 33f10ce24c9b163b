import type { StorefrontEvent } from '@storefront/contracts/api';
import { formatEventCompactDate, formatNaira } from '@storefront/contracts/format';
import { eventPagePath } from '@storefront/contracts/page';
import { STOCK_LABELS, stockLevel } from '@storefront/contracts/rules';
import { useId } from 'react';
import { Link } from 'react-router';
import { CalendarIcon, MapPinIcon } from '../../components/layout/icons.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { priceFrom } from '../../lib/tier-notes.ts';
import { ticketLabel } from './event-format.ts';
import { EventPoster } from './event-poster.tsx';

/** 'Sold out' or 'Few left' over a card's poster (product.md §2.2); nothing while plenty are left. */
export function StockBadge({ event, className }: { event: StorefrontEvent; className: string }) {
  const stock = stockLevel(event);
  if (stock === 'available') return null;
  return (
    <p
      data-stock={stock}
      className={`absolute top-3 rounded-full px-3 py-1 text-xs font-extrabold tracking-wide uppercase shadow ${className} ${stock === 'sold-out' ? 'bg-brand-900 text-white' : 'bg-accent-400 text-brand-900'}`}
    >
      {STOCK_LABELS[stock]}
    </p>
  );
}

/** 'from NGN 2,000': the lowest price, as an event may come to have more ticket types than one. */
export function FromPrice({ event }: { event: StorefrontEvent }) {
  // A free lowest tier (product.md §2.13) reads 'Free' (or 'Free, or from NGN 5,000'), never 'from NGN 0'.
  if (event.basePrice === 0) {
    return <p className="text-base font-bold text-ink">{priceFrom(event)}</p>;
  }
  return (
    <p className="text-sm text-muted">
      from <span className="text-base font-bold whitespace-nowrap text-ink">{formatNaira(event.basePrice)}</span>
    </p>
  );
}

export interface EventCardProps {
  event: StorefrontEvent;
  /** The page's largest paint (the first card near the top): its poster loads at once, first. */
  priority?: boolean;
}

/**
 * A catalogue card: poster, date, title, description, place, price ('from NGN 2,000': the lowest
 * price, as an event may have more ticket types than one), a 'Sold out' or 'Few left' badge
 * (coarse, decision 25) and the ticket button. The
 * card is a size container: a card narrower than 17rem (four to a row at 1280 px) puts the price
 * above a full-width button instead of beside it, so the button never runs into the card's edge.
 */
export function EventCard({ event, priority = false }: EventCardProps) {
  const titleId = useId();
  return (
    <article className="@container flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 transition-shadow hover:shadow-lg">
      <div className="relative">
        <EventPoster
          event={event}
          eager={priority}
          fetchPriority={priority ? 'high' : undefined}
          className="aspect-[3/2]"
        />
        <StockBadge event={event} className="left-3" />
      </div>
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
          <FromPrice event={event} />
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
