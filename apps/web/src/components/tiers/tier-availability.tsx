import type { TicketType } from '@storefront/contracts/api';
import { formatLongDateTime } from '@storefront/contracts/format';
import { saleEndsNote, type TierNote, type TierNoteTone, tierNote } from '../../lib/tier-notes.ts';
import { useMounted } from './use-mounted.ts';

const toneClasses: Record<TierNoteTone, string> = {
  few: 'text-danger',
  closed: 'text-brand-800',
  info: 'text-muted',
};

/** Where the venue is, so a sale's start is written by its clock. */
export interface TierClock {
  timeZone: string;
  city: string;
}

/**
 * A tier's availability line(s): the clock-free note first ('Only 5 left', 'Sold out', ...), then,
 * after mount only, what depends on the clock or on Intl ('Sale ends in 2 days', 'On sale from
 * Saturday, 3 April 2027 at 10:00 (Lagos time)'): the server's HTML has neither (decision 18).
 */
export function TierAvailability({
  tier,
  clock,
  className = '',
}: {
  tier: TicketType;
  clock: TierClock;
  className?: string;
}) {
  const mounted = useMounted();
  const startsOn =
    mounted && tier.state === 'not-yet' && tier.salesStartAt
      ? formatLongDateTime(tier.salesStartAt, clock.timeZone, clock.city)
      : undefined;
  const notes = [tierNote(tier, startsOn), mounted ? saleEndsNote(tier, Date.now()) : null].filter(
    (note): note is TierNote => note !== null,
  );
  if (notes.length === 0) return null;
  return (
    <span className={`grid gap-0.5 text-sm font-semibold ${className}`}>
      {notes.map((note) => (
        <span key={note.text} className={toneClasses[note.tone]}>
          {note.text}
        </span>
      ))}
    </span>
  );
}
