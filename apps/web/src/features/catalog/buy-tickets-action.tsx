import type { EventWaitingRoom, StorefrontEvent } from '@storefront/contracts/api';
import { formatLongDateTime, formatLongTime } from '@storefront/contracts/format';
import { waitlistMessages } from '@storefront/contracts/rules';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import type { Availability } from '../../lib/event-availability.ts';
import { CANCELLED_MESSAGE, PAUSED_MESSAGE, STARTED_MESSAGE, ticketsLeft } from '../../lib/event-availability.ts';
import { hasSeveralTiers } from '../../lib/tier-notes.ts';
import { ticketPurchasePath } from '../checkout/index.ts';
import { openWaitlistJoin, WaitlistJoin } from '../waitlist/index.ts';
import { ticketLabel } from './event-format.ts';

/**
 * A sale behind a waiting room (decision 54), said on the server-rendered page before any script
 * runs: when the room opens and when the places are drawn.
 */
function WaitingRoomNote({ event, room }: { event: StorefrontEvent; room: EventWaitingRoom }) {
  return (
    <p className="text-center text-sm text-muted">
      On sale {formatLongDateTime(room.onSaleAt, event.timeZone, event.city)} through a waiting room. It opens at{' '}
      {formatLongTime(room.queueOpensAt, event.timeZone, event.city)}, and everyone in it by the on-sale is put in a
      random order.
    </p>
  );
}

/**
 * The way to buy, or why there is none: 'Sold out' (with its waitlist), cancelled, started, or
 * sales paused.
 */
export function BuyTicketsAction({
  event,
  availability,
  compact = false,
}: {
  event: StorefrontEvent;
  availability: Availability;
  /** The phone's bottom bar: one line, no seats note (the card below says it). */
  compact?: boolean;
}) {
  if (availability.kind === 'sold-out') {
    const soldOut = (
      <p className="rounded-xl bg-brand-50 px-4 py-3 text-center font-semibold text-brand-800">Sold out</p>
    );
    // The waitlist (decision 30): its sold-out tier, a one-tier event's Regular.
    const tier = event.ticketTypes.find((type) => type.state === 'sold-out') ?? event.ticketTypes[0];
    if (!tier) return soldOut;
    if (compact) {
      // The bar (product.md §2.3) opens the page's first waitlist join, the tier list's or the card's.
      return (
        <Button
          className="w-full text-base"
          onClick={(click) => openWaitlistJoin(click.currentTarget.closest('main') ?? document)}
        >
          {waitlistMessages.joinButton}
        </Button>
      );
    }
    return (
      <div className="grid gap-3">
        {soldOut}
        {/* Several tiers: named for its tier, as the tier list's joins are. */}
        <WaitlistJoin event={event} tier={tier} named={hasSeveralTiers(event.ticketTypes)} />
      </div>
    );
  }
  if (availability.kind === 'cancelled') {
    return (
      <p className="rounded-xl bg-red-50 px-4 py-3 text-center text-sm font-semibold text-danger">
        {compact ? 'This event has been cancelled' : CANCELLED_MESSAGE}
      </p>
    );
  }
  if (availability.kind === 'started') {
    return (
      <p className="rounded-xl bg-brand-50 px-4 py-3 text-center text-sm font-semibold text-brand-800">
        {compact ? 'This event has already started' : STARTED_MESSAGE}
      </p>
    );
  }
  if (availability.kind === 'paused') {
    return (
      <p className="rounded-xl bg-brand-50 px-4 py-3 text-center text-sm font-semibold text-brand-800">
        {compact ? 'Ticket sales are paused' : PAUSED_MESSAGE}
      </p>
    );
  }
  const link = (
    <Link to={ticketPurchasePath(event.id)} className={buttonClasses('accent', 'w-full text-base')}>
      {ticketLabel(event)}
    </Link>
  );
  if (compact) return link;
  return (
    <div className="grid gap-2">
      {link}
      {availability.few && (
        <p className="text-center text-sm font-medium text-danger">{ticketsLeft(availability.remaining)}</p>
      )}
      {event.waitingRoom && <WaitingRoomNote event={event} room={event.waitingRoom} />}
    </div>
  );
}
