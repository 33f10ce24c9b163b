import type { StorefrontEvent } from '@storefront/contracts/api';

export interface EventPosterProps {
  event: Pick<StorefrontEvent, 'title' | 'eventImage' | 'imageWidth' | 'imageHeight' | 'imageSrcSet'>;
  /** Posters above the fold load eagerly; the rest wait until they are near the viewport. */
  eager?: boolean;
  /** How wide it shows, for the browser's pick from the srcset: a card's widths unless told. */
  sizes?: string;
  /** 'high' for the page's largest paint: asked for first, and preloaded from the server's HTML. */
  fetchPriority?: 'high';
  className?: string;
}

const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** The event's poster with its intrinsic size, so the page never shifts while it loads. */
export function EventPoster({
  event,
  eager = false,
  sizes = CARD_SIZES,
  fetchPriority,
  className = '',
}: EventPosterProps) {
  return (
    <img
      src={event.eventImage}
      srcSet={event.imageSrcSet}
      sizes={event.imageSrcSet ? sizes : undefined}
      width={event.imageWidth}
      height={event.imageHeight}
      alt={`${event.title} poster`}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={fetchPriority}
      decoding="async"
      className={`block h-auto w-full bg-brand-100 object-cover ${className}`}
    />
  );
}
