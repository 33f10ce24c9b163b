import type { StorefrontEvent } from '@storefront/contracts';

export interface EventPosterProps {
  event: Pick<StorefrontEvent, 'title' | 'eventImage' | 'imageWidth' | 'imageHeight' | 'imageSrcSet'>;
  /** Posters above the fold load eagerly; the rest wait until they are near the viewport. */
  eager?: boolean;
  className?: string;
}

/** The event's poster with its intrinsic size, so the page never shifts while it loads. */
export function EventPoster({ event, eager = false, className = '' }: EventPosterProps) {
  return (
    <img
      src={event.eventImage}
      // An uploaded poster comes at the card's and the detail's widths: cards are a column or two wide.
      srcSet={event.imageSrcSet}
      sizes={event.imageSrcSet ? '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw' : undefined}
      width={event.imageWidth}
      height={event.imageHeight}
      alt={`${event.title} poster`}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`block h-auto w-full bg-brand-100 object-cover ${className}`}
    />
  );
}
