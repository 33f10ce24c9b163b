import { formatStreetAddress } from '@storefront/contracts/format';

type LatLon = readonly [lat: number, lon: number];

interface VenuePlace {
  point: LatLon;
  /** The street address after the venue's name, as a visitor types it into a maps app. */
  address: string;
}

/** Where the catalogue's venues are: a position for the map, an address for the way there. */
const VENUES: Record<string, VenuePlace> = {
  'State Farm Arena|Atlanta': {
    point: [33.7573, -84.3963],
    address: '1 State Farm Drive, Atlanta, GA 30303, United States',
  },
  'Ziggo Dome|Amsterdam': { point: [52.3129, 4.9373], address: 'De Passage 100, 1101 AX Amsterdam, Netherlands' },
  'Genesis Cinema|Lagos': {
    point: [6.4353, 3.4513],
    address: 'The Palms Shopping Mall, 1 Bisola Durosinmi-Etti Drive, Lekki, Lagos, Nigeria',
  },
  'Stade de France|Paris': { point: [48.9245, 2.3602], address: 'ZAC du Cornillon Nord, 93200 Saint-Denis, France' },
  'The O2 Arena|London': { point: [51.503, 0.0032], address: 'Peninsula Square, London SE10 0DX, United Kingdom' },
  'Spark Arena|Auckland': {
    point: [-36.8477, 174.7863],
    address: '42-80 Mahuhu Crescent, Parnell, Auckland 1010, New Zealand',
  },
  'Eko Energy City|Lagos': { point: [6.4226, 3.4268], address: 'Victoria Island, Lagos, Nigeria' },
};

/** City centres, for a venue this table does not know yet. */
const CITIES: Record<string, LatLon> = {
  Atlanta: [33.749, -84.388],
  Amsterdam: [52.3676, 4.9041],
  Lagos: [6.4541, 3.3947],
  Paris: [48.8566, 2.3522],
  London: [51.5072, -0.1276],
  Auckland: [-36.8485, 174.7633],
};

export interface VenueMapLinks {
  /** The OpenStreetMap embed centred on the venue. */
  embed: string;
  /** The full OpenStreetMap page at the venue. */
  open: string;
}

/** OpenStreetMap embed and full-map links centred on the venue, or null when its place is unknown. */
export function venueMapLinks(venue: string, city: string): VenueMapLinks | null {
  const known = VENUES[`${venue}|${city}`];
  const point = known?.point ?? CITIES[city];
  if (!point) return null;
  const [lat, lon] = point;
  const span = known ? 0.012 : 0.06;
  const bbox = [lon - span, lat - span / 2, lon + span, lat + span / 2].map((n) => n.toFixed(4)).join(',');
  const marker = `${lat},${lon}`;
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(marker)}`,
    open: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
  };
}

/** The address an event stores (decision 27: the back office sets it); older callers give none. */
export interface StoredAddress {
  street?: string;
  region?: string;
  postalCode?: string;
}

/**
 * The venue's street address: the event's own when it has one (the back office's, decision 27),
 * else this table's, else just its city.
 */
export function venueAddress(venue: string, city: string, stored: StoredAddress = {}): string {
  if (stored.street) {
    return formatStreetAddress({
      street: stored.street,
      city,
      region: stored.region ?? '',
      postalCode: stored.postalCode ?? '',
    });
  }
  return VENUES[`${venue}|${city}`]?.address ?? city;
}

/**
 * Google Maps directions to the venue from wherever the visitor is (Maps URLs, `api=1`): it opens
 * the app on a phone and needs no key. The destination is the name and address, which Maps
 * resolves to the place itself.
 */
export function directionsUrl(venue: string, city: string, stored: StoredAddress = {}): string {
  const destination = `${venue}, ${venueAddress(venue, city, stored)}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
