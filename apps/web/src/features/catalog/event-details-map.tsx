import type { StorefrontEvent } from '@storefront/contracts';

type LatLon = readonly [lat: number, lon: number];

/** Approximate positions of the catalogue's venues (enough for a street-level map). */
const VENUES: Record<string, LatLon> = {
  'State Farm Arena|Atlanta': [33.7573, -84.3963],
  'Ziggo Dome|Amsterdam': [52.3129, 4.9373],
  'Genesis Cinema|Lagos': [6.4353, 3.4513], // The Palms, Lekki
  'Stade de France|Paris': [48.9245, 2.3602],
  'The O2 Arena|London': [51.503, 0.0032],
  'Spark Arena|Auckland': [-36.8477, 174.7863],
  'Eko Energy City|Lagos': [6.4226, 3.4268], // Victoria Island
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

/** The map area, 400 px high (spec §9). */
export const MAP_HEIGHT = 400;

export interface VenueMapLinks {
  embed: string;
  open: string;
}

/** OpenStreetMap embed and full-map links centred on the venue, or null when its place is unknown. */
export function venueMapLinks(venue: string, city: string): VenueMapLinks | null {
  const point = VENUES[`${venue}|${city}`] ?? CITIES[city];
  if (!point) return null;
  const [lat, lon] = point;
  const span = VENUES[`${venue}|${city}`] ? 0.012 : 0.06;
  const bbox = [lon - span, lat - span / 2, lon + span, lat + span / 2].map((n) => n.toFixed(4)).join(',');
  const marker = `${lat},${lon}`;
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(marker)}`,
    open: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
  };
}

/** Spec §2: an embedded map of the venue and city, loaded only when it scrolls near. */
export function EventDetailsMap({ event }: { event: Pick<StorefrontEvent, 'venue' | 'city'> }) {
  const links = venueMapLinks(event.venue, event.city);
  const place = `${event.venue}, ${event.city}`;
  const search = `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`;
  return (
    <section aria-labelledby="event-map-heading" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="event-map-heading" className="text-xl font-bold text-ink">
          Location
        </h2>
        <a
          href={links?.open ?? search}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Open in map<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <p className="text-muted">{place}</p>
      {links && (
        <div className="overflow-hidden rounded-2xl border border-brand-100 bg-brand-50">
          <iframe
            title={`Map of ${place}`}
            src={links.embed}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            height={MAP_HEIGHT}
            style={{ height: MAP_HEIGHT }}
            className="block w-full border-0"
          />
        </div>
      )}
    </section>
  );
}
