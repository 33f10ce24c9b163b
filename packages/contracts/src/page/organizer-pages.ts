// A module of its own, not in public-pages.ts: the landing page loads that one, and these are
// for the organizer's page and the event page only (docs/performance.md §2.9: the landing's bytes).
/**
 * What an organizer's slug may look like (the public page /o/{slug}, architecture.md §16): letters, digits,
 * '-' and '_', at most 100. The API's contract and the page's loader check the same.
 */
export const ORGANIZER_SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** An organizer's public page (architecture.md §16): their name, what they run and their events. */
export const organizerPagePath = (slug: string) => `/o/${encodeURIComponent(slug)}`;
