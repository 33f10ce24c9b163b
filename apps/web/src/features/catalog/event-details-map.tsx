import type { StorefrontEvent } from '@storefront/contracts/api';
import { useRef } from 'react';
import { MapPinIcon } from '../../components/layout/icons.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useMapStatus } from './use-map-status.ts';
import { directionsUrl, venueAddress, venueMapLinks } from './venue-places.ts';

/** The map area, 400 px high (product.md §9). */
export const MAP_HEIGHT = 400;

const NEW_TAB = ' (opens in a new tab)';

/**
 * product.md §2.3: an embedded map of the venue and city. The box always holds something: the venue's
 * address and a 'Get directions' link until the map has shown itself, and instead of it when it
 * cannot (offline, blocked, refused by the CSP; see use-map-status.ts). The frame is created only
 * in the browser, once the box is near the viewport.
 */
type MappedEvent = Pick<StorefrontEvent, 'venue' | 'city'> &
  Partial<Pick<StorefrontEvent, 'street' | 'region' | 'postalCode'>>;

export function EventDetailsMap({ event }: { event: MappedEvent }) {
  const links = venueMapLinks(event.venue, event.city);
  const place = `${event.venue}, ${event.city}`;
  const search = `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`;
  const box = useRef<HTMLDivElement>(null);
  const { status, onFrameLoad } = useMapStatus(box, links !== null);

  return (
    <section aria-labelledby="event-map-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <h2 id="event-map-heading" className="text-xl font-bold text-ink">
          Location
        </h2>
        <a
          href={links?.open ?? search}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Open in map<span className="sr-only">{NEW_TAB}</span>
        </a>
      </div>
      <p className="text-muted">{place}</p>
      <div
        ref={box}
        data-map-status={status}
        style={{ height: MAP_HEIGHT }}
        // The box's content is the spec's 400 px; the border goes around it.
        className="relative box-content overflow-hidden rounded-2xl border border-brand-100 bg-brand-50"
      >
        {status !== 'shown' && <MapFallback event={event} failed={status === 'failed'} />}
        {links && (status === 'loading' || status === 'shown') && (
          <iframe
            title={`Map of ${place}`}
            src={links.embed}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={onFrameLoad}
            // Until it has shown itself the frame is invisible and out of reach, over the fallback.
            inert={status !== 'shown'}
            aria-hidden={status !== 'shown' || undefined}
            className={`absolute inset-0 block size-full border-0 ${status === 'shown' ? '' : 'opacity-0'}`}
          />
        )}
      </div>
    </section>
  );
}

/** What the box says without a map: where the venue is and how to get there. */
function MapFallback({ event, failed }: { event: MappedEvent; failed: boolean }) {
  return (
    <div className="grid h-full content-center justify-items-center gap-3 p-6 text-center">
      <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-white text-brand-600">
        <MapPinIcon className="size-6" />
      </span>
      {failed && <p className="text-sm text-muted">The map could not be loaded here.</p>}
      <address className="text-ink not-italic">
        <span className="block font-semibold">{event.venue}</span>
        {venueAddress(event.venue, event.city, event)}
      </address>
      <a
        href={directionsUrl(event.venue, event.city, event)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('primary')}
      >
        Get directions
        <span className="sr-only">
          {' '}
          to {event.venue} in Google Maps{NEW_TAB}
        </span>
      </a>
    </div>
  );
}
