import type { EventCategory, StorefrontEvent } from '@storefront/contracts/api';

/** The hero's Category select (product.md §2.2), in the spec's order. */
export const SEARCH_CATEGORIES = ['Concert', 'Hangouts', 'Movies', 'Film'] as const;

export interface EventSearch {
  /** Free text matched against the title and the artist. */
  event: string;
  /** One of SEARCH_CATEGORIES, or '' for any category. */
  category: string;
  /** Matched against the city and the venue. */
  location: string;
}

export const emptySearch: EventSearch = { event: '', category: '', location: '' };

/**
 * Maps a select option to the catalogue's categories: Concert → Concert, Movies and Film → Movie,
 * Hangouts → nothing yet (empty list). Anything else (or '') means any category (undefined).
 */
export function categoryFilter(option: string): EventCategory[] | undefined {
  switch (option) {
    case 'Concert':
      return ['Concert'];
    case 'Movies':
    case 'Film':
      return ['Movie'];
    case 'Hangouts':
      return [];
    default:
      return undefined;
  }
}

/** Lower case, accents removed, spaces collapsed: "  Beyoncé " → "beyonce". */
export const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Every word of the query appears somewhere in the haystack. An empty query (every landing page
 * before a search) matches at once, without normalizing each event's text for nothing.
 */
function matchesWords(query: string, haystack: string): boolean {
  if (!query.trim()) return true;
  const words = normalize(query).split(' ').filter(Boolean);
  const text = normalize(haystack);
  return words.every((word) => text.includes(word));
}

export const isEmptySearch = (search: EventSearch) =>
  !search.event.trim() && !search.category && !search.location.trim();

/** The hero search: all given criteria must match; empty criteria match everything. */
export function filterEvents(events: readonly StorefrontEvent[], search: EventSearch): StorefrontEvent[] {
  const categories = categoryFilter(search.category);
  return events.filter(
    (event) =>
      (!categories || categories.includes(event.category)) &&
      matchesWords(search.event, `${event.title} ${event.artistName} ${event.eventOwner ?? ''}`) &&
      matchesWords(search.location, `${event.city} ${event.venue}`),
  );
}

/** Reads the search from the landing page's URL (?event=&category=&location=). */
export function searchFromParams(params: URLSearchParams): EventSearch {
  return {
    event: params.get('event') ?? '',
    category: params.get('category') ?? '',
    location: params.get('location') ?? '',
  };
}

/** The URL parameters for a search, leaving out empty fields. */
export function searchToParams(search: EventSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['event', 'category', 'location'] as const) {
    const value = search[key].trim();
    if (value) params.set(key, value);
  }
  return params;
}
