import type { Showtime, StorefrontEvent, TicketType } from '@storefront/contracts/api';
import { type ShowtimeClock, showtimeLabel, showtimeWords } from '../../lib/showtimes.ts';
import { WaitlistJoin } from '../waitlist/index.ts';

export interface SoldOutDateProps {
  event: Pick<StorefrontEvent, 'id' | 'title'> & ShowtimeClock;
  showtime: Showtime;
  /** The event's listed tiers (one an access code unlocked has no line). */
  tiers: readonly Pick<TicketType, 'id' | 'name' | 'maxPerOrder' | 'minPerOrder'>[];
}

/**
 * A sold-out date on the purchase form (decision 53): said so, with a place in that date's line
 * for each listed tier ('Join the waitlist for Premium' for screen readers when there are several).
 */
export function SoldOutDate({ event, showtime, tiers }: SoldOutDateProps) {
  const label = showtimeLabel(showtimeWords(showtime, event));
  return (
    <section aria-labelledby="sold-out-date" className="grid gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4">
      <h2 id="sold-out-date" className="text-lg font-bold text-ink">
        {label} is sold out
      </h2>
      <p className="text-sm text-muted">
        Choose another date above, or join this date's waitlist: when seats come back, the next in line get an email
        holding them for 30 minutes.
      </p>
      <div className="grid gap-3">
        {tiers.map((tier) => (
          <div key={tier.id} className="grid gap-2">
            {tiers.length > 1 && <p className="text-sm font-semibold text-ink">{tier.name}</p>}
            <WaitlistJoin
              event={event}
              tier={tier}
              showtime={{ id: showtime.id, label }}
              named={tiers.length > 1}
              className="w-full sm:w-auto"
            />
          </div>
        ))}
      </div>
    </section>
  );
}
