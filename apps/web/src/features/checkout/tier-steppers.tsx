import type { StorefrontEvent, TicketType } from '@storefront/contracts/api';
import { TierAvailability, type TierClock } from '../../components/tiers/tier-availability.tsx';
import { admitsNote, buyable, tierPrice } from '../../lib/tier-notes.ts';
import { offersWaitlist, WaitlistJoin } from '../waitlist/index.ts';
import { roomBeside, stepDown, stepUp, type TierCounts, tierMax } from './tier-quantities.ts';

const stepClasses =
  'grid size-11 place-items-center rounded-xl border border-brand-200 bg-white text-xl font-bold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';

export interface TierSteppersProps {
  tiers: readonly TicketType[];
  counts: TierCounts;
  event: Pick<StorefrontEvent, 'id' | 'title' | 'remaining' | 'maxPerOrder' | 'ticketTypes'> & TierClock;
  onChange(tierId: string, count: number): void;
  error?: string | null;
  /** The list's name: 'Tickets', or 'Standing tickets' beside a seat plan. */
  legend?: string;
  /** Seats chosen on the date's plan beside these tiers (decision 51): the order's maximum and the date's places count them too. */
  seatsChosen?: number;
}

/**
 * Several tiers (product.md §2.13): a stepper per tier, from 0 to what the order may still take of it
 * (its own maximum and stock, the event's per-order maximum over all tiers and any seats chosen
 * beside them, the event's seats); a tier sold at least N per order steps from 0 straight to N. A
 * tier not on sale shows why instead of a stepper; a sold-out one offers its own waitlist there (a
 * fieldset, not a form: this list sits in the purchase form, and its Enter sends the join, not the
 * purchase).
 */
export function TierSteppers({
  tiers,
  counts,
  event,
  onChange,
  error,
  legend = 'Tickets',
  seatsChosen = 0,
}: TierSteppersProps) {
  const total = tiers.reduce((sum, tier) => sum + (counts[tier.id] ?? 0), 0);
  const atEventMax = total + seatsChosen >= event.maxPerOrder;
  const room = roomBeside(event, seatsChosen);
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? 'tier-steppers-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <ul className="grid gap-3">
        {tiers.map((tier) => {
          const count = counts[tier.id] ?? 0;
          const max = tierMax(tier, tiers, counts, room);
          const admits = admitsNote(tier.admits);
          const open = buyable(tier);
          return (
            <li
              key={tier.id}
              data-testid="tier-stepper"
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 px-4 py-3"
            >
              <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
                <p className="font-bold text-ink">
                  {tier.name}{' '}
                  <span className="font-extrabold whitespace-nowrap text-brand-700">{tierPrice(tier.price)}</span>
                </p>
                {tier.description && <p className="text-sm text-muted">{tier.description}</p>}
                {(admits || tier.minPerOrder > 1) && (
                  <p className="text-xs font-semibold text-brand-700">
                    {[admits, tier.minPerOrder > 1 ? `At least ${tier.minPerOrder} per order` : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                )}
                <TierAvailability tier={tier} clock={event} />
              </div>
              {open && (
                <div className="flex items-center gap-3">
                  <button
                    type="button"
                    className={stepClasses}
                    aria-label={`Decrease ${tier.name} quantity`}
                    disabled={count <= 0}
                    onClick={() => onChange(tier.id, stepDown(tier, count))}
                  >
                    <span aria-hidden="true">−</span>
                  </button>
                  <output
                    aria-live="polite"
                    aria-label={`${tier.name} quantity`}
                    className="min-w-8 text-center text-lg font-bold text-ink"
                  >
                    {count}
                  </output>
                  <button
                    type="button"
                    className={stepClasses}
                    aria-label={`Increase ${tier.name} quantity`}
                    disabled={stepUp(tier, count) > max}
                    onClick={() => onChange(tier.id, stepUp(tier, count))}
                  >
                    <span aria-hidden="true">+</span>
                  </button>
                </div>
              )}
              {!open && offersWaitlist(tier, event.ticketTypes) && (
                <WaitlistJoin event={event} tier={tier} named insideForm className="w-full sm:w-auto" />
              )}
            </li>
          );
        })}
      </ul>
      {atEventMax && (
        <p className="text-sm text-muted">
          {`You can buy up to ${event.maxPerOrder} ${event.maxPerOrder === 1 ? 'ticket' : 'tickets'} per order for this event${seatsChosen > 0 ? ', seats included' : ''}.`}
        </p>
      )}
      {error && (
        <p id="tier-steppers-error" role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
