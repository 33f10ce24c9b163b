/**
 * Whose data a back-office query may read or change (decision 31). The platform's admins
 * see everything; an organizer sees only their own events and what hangs off them (tiers, codes,
 * orders, attendees, waitlist, door staff, statements). Every repository function an organizer's
 * route calls takes a Scope and filters by it itself: a route cannot forget the filter, and a row
 * outside the scope is "not found" (404), never "forbidden", so ids cannot be probed.
 */
export type Scope = { readonly kind: 'platform' } | { readonly kind: 'organizer'; readonly organizerId: string };

export const platformScope: Scope = { kind: 'platform' };

export function organizerScope(organizerId: string): Scope {
  return { kind: 'organizer', organizerId };
}

/** The organizer a scope is limited to, or null for the platform (use with `$if`/`where`). */
export function scopedOrganizer(scope: Scope): string | null {
  return scope.kind === 'organizer' ? scope.organizerId : null;
}
