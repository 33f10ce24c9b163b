import type { TicketType } from '@storefront/contracts/api';
import { flushSync } from 'react-dom';

/**
 * Whether a tier offers its waitlist (decision 30, product.md §2.13): it is sold out now, and it
 * is one of the event's listed tiers (one an access code unlocked has no line: the server refuses
 * it with 400).
 */
export const offersWaitlist = (
  tier: Pick<TicketType, 'id' | 'state'>,
  listed: readonly Pick<TicketType, 'id'>[],
): boolean => tier.state === 'sold-out' && listed.some((each) => each.id === tier.id);

/**
 * The phone's buy bar on a sold-out event (product.md §2.3): opens the first 'Join the waitlist'
 * in `scope` (the tier list's first sold-out tier when the event lists several, else the event
 * card's), whose email field takes the focus, and brings it to the middle of the screen, clear of
 * the bar; one already open is brought back and focused. False when there is none.
 */
export function openWaitlistJoin(scope: ParentNode): boolean {
  const first = scope.querySelector<HTMLElement>('[data-waitlist-join], [data-waitlist-form]');
  if (!first) return false;
  let form = first;
  if (first.hasAttribute('data-waitlist-join')) {
    // Opened now (its email field focused as it mounts), so there is a form to scroll to.
    flushSync(() => first.click());
    const focused = document.activeElement;
    form = (focused instanceof HTMLElement && focused.closest<HTMLElement>('[data-waitlist-form]')) || first;
  } else {
    form.querySelector<HTMLElement>('input:not([tabindex="-1"])')?.focus({ preventScroll: true });
  }
  form.scrollIntoView({ block: 'center' });
  return true;
}
