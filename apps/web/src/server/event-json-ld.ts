import type { StorefrontEvent, TicketType } from '@storefront/contracts/api';
import { MONTHS, zoneClock } from '@storefront/contracts/format';
import { eventPagePath, organizerPagePath } from '@storefront/contracts/page';
import { FEW_SEATS } from '@storefront/contracts/rules';
import { BRAND } from '../components/layout/logo.tsx';
import { eventAvailability } from '../lib/event-availability.ts';
import { hasSeveralDates } from '../lib/showtimes.ts';

/** The social-preview image of an event: 1200 x 630 PNG, served by the API server (media routes). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
export const shareImagePath = (eventId: string) => `/media/events/${encodeURIComponent(eventId)}/share.png`;

/**
 * The country of each venue time zone the catalogue uses (ISO 3166 alpha-2). The catalogue names
 * a city but no country, and each of these zones lies in one country; a zone not listed leaves
 * the country out rather than guess.
 */
const ZONE_COUNTRY: Record<string, string> = {
  'Africa/Lagos': 'NG',
  'America/New_York': 'US',
  'Europe/Amsterdam': 'NL',
  'Europe/London': 'GB',
  'Europe/Paris': 'FR',
  'Pacific/Auckland': 'NZ',
};

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `instant`, as ISO 8601 writes it ('+01:00', '-04:00'). */
function utcOffset(instant: Date, timeZone: string): string {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  // 'GMT-04:00', or plain 'GMT' for a zero offset.
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

/** The start as the venue's wall clock with its offset, e.g. '2027-04-17T20:00:00-04:00'. */
export function venueStartDate(
  event: Pick<StorefrontEvent, 'year' | 'month' | 'date' | 'time' | 'timeZone' | 'startsAt'>,
) {
  const month = MONTHS.indexOf(event.month.toUpperCase() as (typeof MONTHS)[number]) + 1;
  const pad = (value: string | number) => String(value).padStart(2, '0');
  const [hours = '00', minutes = '00'] = event.time.split(':');
  const local = `${event.year}-${pad(month)}-${pad(event.date)}T${pad(hours)}:${pad(minutes)}:00`;
  return `${local}${utcOffset(new Date(event.startsAt), event.timeZone)}`;
}

/** Any instant as the venue's wall clock with its offset, e.g. the end '2027-04-18T00:30:00-04:00'. */
export function venueDateTime(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  return `${zoneClock(instant, timeZone)}${utcOffset(instant, timeZone)}`;
}

const SCHEMA = 'https://schema.org/';

/** schema.org availability of the event's tickets, from the seats left (as the page shows it). */
function offerAvailability(event: StorefrontEvent, now: number): string {
  const availability = eventAvailability(event, now);
  if (availability.kind === 'sold-out') return `${SCHEMA}SoldOut`;
  // Sales stop when the event starts, or for good when it is cancelled.
  if (availability.kind === 'started' || availability.kind === 'cancelled') return `${SCHEMA}Discontinued`;
  // Its organizer paused by the platform: not for sale now, perhaps again later.
  if (availability.kind === 'paused') return `${SCHEMA}OutOfStock`;
  return `${SCHEMA}${availability.few ? 'LimitedAvailability' : 'InStock'}`;
}

/** schema.org availability of one tier: the event's when it cannot be bought at all, else the tier's state. */
function tierAvailability(event: StorefrontEvent, tier: TicketType, now: number): string {
  const whole = eventAvailability(event, now).kind;
  if (whole === 'started' || whole === 'cancelled') return `${SCHEMA}Discontinued`;
  if (whole === 'sold-out') return `${SCHEMA}SoldOut`;
  if (whole === 'paused') return `${SCHEMA}OutOfStock`;
  switch (tier.state) {
    case 'on-sale':
      return `${SCHEMA}${tier.available <= FEW_SEATS ? 'LimitedAvailability' : 'InStock'}`;
    case 'sold-out':
      return `${SCHEMA}SoldOut`;
    case 'not-yet':
      return `${SCHEMA}PreSale`;
    case 'ended':
      return `${SCHEMA}Discontinued`;
    case 'paused':
      return `${SCHEMA}OutOfStock`;
  }
}

/**
 * Several tiers (product.md §2.13): one AggregateOffer, its lowest and highest price and how many tiers,
 * with an Offer per tier valid through its own sale window (else the event's: from when it went
 * on sale until it starts).
 */
function aggregateOffer(event: StorefrontEvent, url: string, startDate: string, now: number) {
  const prices = event.ticketTypes.map((tier) => tier.price);
  return {
    '@type': 'AggregateOffer',
    url,
    lowPrice: Math.min(...prices),
    highPrice: Math.max(...prices),
    offerCount: event.ticketTypes.length,
    priceCurrency: 'NGN',
    availability: offerAvailability(event, now),
    offers: event.ticketTypes.map((tier) => {
      const from = tier.salesStartAt ?? event.onSaleAt;
      return {
        '@type': 'Offer',
        name: tier.name,
        url,
        price: tier.price,
        priceCurrency: 'NGN',
        availability: tierAvailability(event, tier, now),
        ...(from ? { validFrom: venueDateTime(from, event.timeZone) } : {}),
        validThrough: tier.salesEndAt ? venueDateTime(tier.salesEndAt, event.timeZone) : startDate,
      };
    }),
  };
}

/**
 * The event as schema.org/Event JSON-LD, for search engines' event listings. `link` turns a
 * path into an absolute address on the site (PUBLIC_URL).
 */
export function eventJsonLd(event: StorefrontEvent, link: (path: string) => string, now = Date.now()) {
  const single = singleEventJsonLd(event, link, now);
  // One date, even as a row for its seat plan (decision 51), is one event.
  if (!event.showtimes || !hasSeveralDates(event)) return single;
  // Several dates (decision 50): an EventSeries whose sub-events are the dates, each with its
  // own start, end and offer (sold out on its own), bought on the purchase form for that date.
  const { offers, url: _url, '@context': _context, ...shared } = single;
  return {
    ...single,
    '@type': 'EventSeries',
    subEvent: event.showtimes.map((date) => {
      const startDate = venueDateTime(date.startsAt, event.timeZone);
      const url = link(`/ticket-purchase/${encodeURIComponent(event.id)}?showtime=${encodeURIComponent(date.id)}`);
      const dateOffers = 'offers' in offers ? offers.offers : [offers];
      return {
        ...shared,
        '@type': 'Event',
        startDate,
        endDate: venueDateTime(date.endsAt, event.timeZone),
        url,
        offers: dateOffers.map((offer) => ({
          ...offer,
          url,
          ...(date.remaining === 0 ? { availability: `${SCHEMA}SoldOut` } : {}),
          validThrough: startDate,
        })),
      };
    }),
  };
}

function singleEventJsonLd(event: StorefrontEvent, link: (path: string) => string, now: number) {
  const url = link(eventPagePath(event.id));
  // The event's own country (decision 27); the zone's for an event stored without one.
  const country = event.countryCode || ZONE_COUNTRY[event.timeZone];
  const startDate = venueStartDate(event);
  const ends = new Date(event.endsAt).getTime() > new Date(event.startsAt).getTime();
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate,
    ...(ends ? { endDate: venueDateTime(event.endsAt, event.timeZone) } : {}),
    eventStatus: `${SCHEMA}${event.status === 'cancelled' ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: {
      '@type': 'Place',
      name: event.venue,
      address: {
        '@type': 'PostalAddress',
        ...(event.street ? { streetAddress: event.street } : {}),
        addressLocality: event.city,
        ...(event.region ? { addressRegion: event.region } : {}),
        ...(event.postalCode ? { postalCode: event.postalCode } : {}),
        ...(country ? { addressCountry: country } : {}),
      },
    },
    image: [link(shareImagePath(event.id))],
    // The catalogue names the act without saying whether it is a person or a group: a performing
    // group fits every entry it has.
    performer: { '@type': 'PerformingGroup', name: event.artistName },
    // Who puts the event on (decision 46): an organizer's event (architecture.md §16) names them,
    // with their public page; any other event (the catalogue's own) is the storefront's, with its
    // site. The catalogue's eventOwner is the artist (the spec's words), the performer above.
    organizer: event.organizer
      ? { '@type': 'Organization', name: event.organizer.name, url: link(organizerPagePath(event.organizer.slug)) }
      : { '@type': 'Organization', name: BRAND, url: link('/') },
    offers:
      event.ticketTypes.length > 1
        ? aggregateOffer(event, url, startDate, now)
        : {
            '@type': 'Offer',
            url,
            price: event.basePrice,
            priceCurrency: 'NGN',
            availability: offerAvailability(event, now),
            // On sale from when the event was stored (events.on_sale_at, decision 27) until it starts.
            ...(event.onSaleAt ? { validFrom: venueDateTime(event.onSaleAt, event.timeZone) } : {}),
            validThrough: startDate,
          },
    url,
  };
}
