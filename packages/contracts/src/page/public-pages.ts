/**
 * The public pages by address: the ones the server renders for everyone, lists in sitemap.xml and
 * checks for hydration, tap targets and accessibility. Each event has a page of its own besides
 * (eventPagePath), and so has each approved organizer (organizerPagePath, organizer-pages.ts). A page added to the router's server-rendered set goes here too
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
