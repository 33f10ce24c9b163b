/**
 * The public pages by address: the ones the server renders for everyone, lists in sitemap.xml and
 * checks for hydration, tap targets and accessibility. Each event has a page of its own besides
 * (eventPagePath), and so has each approved organizer (organizerPagePath). A page added to the router's server-rendered set goes here too
 * (apps/web/src/server/page-heads.test.ts checks that the two agree).
 */
export const PUBLIC_PAGES = [
  '/',
  '/concerts',
  '/about-us',
  '/organizers',
  '/helpdesk',
  '/contact',
  '/terms',
  '/Privacy',
] as const;

/** An event's page (product.md §2.3: /event-details/{id}). */
export const eventPagePath = (id: string) => `/event-details/${encodeURIComponent(id)}`;

/**
 * What an organizer's slug may look like (the public page /o/{slug}, issue 23): letters, digits,
 * '-' and '_', at most 100. The API's contract and the page's loader check the same.
 */
export const ORGANIZER_SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** An organizer's public page (issue 23): their name, what they run and their events. */
export const organizerPagePath = (slug: string) => `/o/${encodeURIComponent(slug)}`;
