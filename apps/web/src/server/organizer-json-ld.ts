import type { OrganizerProfile } from '@storefront/contracts/api';
import { organizerPagePath } from '@storefront/contracts/page';
import { eventJsonLd } from './event-json-ld.ts';

/**
 * An organizer's page as schema.org/Organization JSON-LD (architecture.md §16): name, page, what they run,
 * and each of their published events as an `Event` (the same item their event page carries,
 * without its own @context). `link` turns a path into an absolute address (PUBLIC_URL).
 */
export function organizerJsonLd(profile: OrganizerProfile, link: (path: string) => string, now = Date.now()) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: profile.name,
    url: link(organizerPagePath(profile.slug)),
    description: profile.about,
    ...(profile.events.length > 0
      ? {
          event: profile.events.map((event) => {
            const { '@context': _context, ...item } = eventJsonLd(event, link, now);
            return item;
          }),
        }
      : {}),
  };
}
