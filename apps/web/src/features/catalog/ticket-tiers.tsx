import type { StorefrontEvent, TicketType } from '@storefront/contracts/api';
import { useId } from 'react';
import { TierAvailability, type TierClock } from '../../components/tiers/tier-availability.tsx';
import { admitsNote, tierPrice } from '../../lib/tier-notes.ts';
import { offersWaitlist, WaitlistJoin } from '../waitlist/index.ts';

/**
 * The event page's 'Tickets' list (product.md §2.13): each tier with what it includes, its price, who it
 * admits and whether it can be bought, in display order. Shown only for more than one tier: a
 * one-tier event reads as it always has. Given `waitlist` (the event, while it sells or is sold
 * out), a sold-out tier offers its own 'Join the waitlist'.
 */
export function TicketTiers({
  tiers,
  clock,
  waitlist,
}: {
  tiers: readonly TicketType[];
  clock: TierClock;
  waitlist?: Pick<StorefrontEvent, 'id' | 'title' | 'ticketTypes'> | undefined;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        Tickets
      </h2>
      <ul className="grid gap-3">
        {tiers.map((tier) => {
          const admits = admitsNote(tier.admits);
          const closed = tier.state !== 'on-sale';
          return (
            <li
              key={tier.id}
              data-testid="ticket-tier"
              className="grid gap-1 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm shadow-brand-900/5"
            >
              {/* A closed tier's name and price dimmed; not its muted text, which would fall below 4.5:1 (axe). */}
              <div
                className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 ${closed ? 'opacity-80' : ''}`}
              >
                <h3 className="text-base font-bold text-ink">{tier.name}</h3>
                <p className="text-lg font-extrabold whitespace-nowrap text-brand-700">{tierPrice(tier.price)}</p>
              </div>
              {tier.description && <p className="text-sm text-pretty text-muted">{tier.description}</p>}
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                {admits && (
                  <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
                    {admits}
                  </span>
                )}
                <TierAvailability tier={tier} clock={clock} />
              </div>
              {waitlist && offersWaitlist(tier, waitlist.ticketTypes) && (
                <div className="mt-2">
                  <WaitlistJoin event={waitlist} tier={tier} named className="w-full sm:w-auto" />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
