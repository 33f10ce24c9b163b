import type { StorefrontEvent } from '@storefront/contracts/api';
import { formatNaira } from '@storefront/contracts/format';
import type { Availability } from '../../lib/event-availability.ts';
import { hasSeveralTiers } from '../../lib/tier-notes.ts';
import { BuyTicketsAction } from './buy-tickets-action.tsx';

/**
 * On a phone (below 768 px, product.md §9) the price and the buy button stay at the bottom of the
 * screen while the buyer reads; on a sold-out event, 'Sold out' and Join the waitlist. Sticky, not fixed: at the end of the page it settles above the
 * footer instead of covering it.
 */
export function MobileBuyBar({ event, availability }: { event: StorefrontEvent; availability: Availability }) {
  // Several tiers read 'from NGN 2,500', as the cards do (product.md §2.13).
  const several = hasSeveralTiers(event.ticketTypes);
  return (
    <section
      aria-label="Buy tickets"
      className="sticky bottom-0 z-10 -mx-4 mt-8 border-t border-brand-100 bg-white/95 px-4 py-3 shadow-[0_-8px_24px_rgba(30,11,59,0.08)] backdrop-blur sm:-mx-6 sm:px-6 md:hidden"
    >
      <div className="flex items-center gap-4">
        <p className="shrink-0 leading-tight">
          {several && event.basePrice > 0 && <span className="block text-xs text-muted">from</span>}
          <span className="block text-lg font-extrabold text-brand-700">
            {several && event.basePrice === 0 ? 'Free' : formatNaira(event.basePrice)}
          </span>
          {availability.kind === 'sold-out' ? (
            // Its button offers the waitlist instead: the words stay beside the price.
            <span className="text-xs font-semibold text-brand-800">Sold out</span>
          ) : availability.kind === 'on-sale' && availability.few ? (
            <span className="text-xs text-muted">{`${availability.remaining} left`}</span>
          ) : (
            !several && <span className="text-xs text-muted">per ticket</span>
          )}
        </p>
        <div className="min-w-0 flex-1">
          <BuyTicketsAction event={event} availability={availability} compact />
        </div>
      </div>
    </section>
  );
}
