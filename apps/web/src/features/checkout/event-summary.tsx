import type { StorefrontEvent } from '@storefront/contracts/api';
import { formatCompactDate, formatEventCompactDate, formatNaira } from '@storefront/contracts/format';
import { hasSeveralTiers, priceFrom } from '../../lib/tier-notes.ts';

const tickets = (n: number) => (n === 1 ? '1 ticket' : `${n} tickets`);

/** Tickets the buyer has chosen: their total and how many. */
export interface ChosenTickets {
  total: number;
  tickets: number;
}

export interface EventSummaryProps {
  event: StorefrontEvent;
  /** In a narrow side column on wide screens the poster goes above the text. */
  stackOnWide?: boolean;
  /** The tickets chosen (the purchase form, the order summary): their total instead of the event's price. */
  chosen?: ChosenTickets | undefined;
  /** The date chosen of an event with several (decision 50), ISO; the event's own start otherwise. */
  startsAt?: string | undefined;
}

/** The event being bought: a small poster, title, date, venue and the price of one ticket (or of those chosen). */
export function EventSummary({ event, stackOnWide = false, chosen, startsAt }: EventSummaryProps) {
  return (
    <div className={`flex gap-4 ${stackOnWide ? 'lg:flex-col' : ''}`}>
      <img
        src={event.eventImage}
        width={event.imageWidth}
        height={event.imageHeight}
        alt=""
        className={`aspect-[3/2] h-auto w-28 shrink-0 self-start rounded-xl bg-brand-100 object-cover sm:w-32 ${stackOnWide ? 'lg:w-full' : ''}`}
      />
      <div className="min-w-0 grid content-start gap-1">
        <h2 className="text-lg leading-snug font-bold text-ink">{event.title}</h2>
        <p className="text-sm text-muted">
          {startsAt ? formatCompactDate(startsAt, event.timeZone) : formatEventCompactDate(event)}
        </p>
        <p className="text-sm text-muted">
          {event.venue}, {event.city}
        </p>
        {chosen ? (
          <p className="text-sm font-semibold text-brand-700" data-testid="chosen-total">
            {chosen.total === 0 ? 'Free' : formatNaira(chosen.total)}{' '}
            <span className="font-normal text-muted">for {tickets(chosen.tickets)}</span>
          </p>
        ) : hasSeveralTiers(event.ticketTypes) ? (
          // Several tiers (product.md §2.13), so the lowest price on sale.
          <p className="text-sm font-semibold text-brand-700">{priceFrom(event)}</p>
        ) : (
          <p className="text-sm font-semibold text-brand-700">
            {formatNaira(event.basePrice)} <span className="font-normal text-muted">per ticket</span>
          </p>
        )}
      </div>
    </div>
  );
}
