import { BUILTIN_POSTER_WIDTHS, builtinPosterPath } from '@storefront/contracts';
import { isCatalogueId, PLACEHOLDER_POSTER, POSTER_SIZE } from '../../db/catalogue.ts';
import type { EventsTable } from '../../db/schema.ts';

/**
 * Where an event's pictures are. An uploaded poster's files carry its version in their path,
 * so they never change and are cached for good; the share image keeps one address per event
 * (Open Graph tags of issue 9 link to it) and is revalidated by ETag.
 */
export const shareImagePath = (eventId: string) => `/media/events/${eventId}/share.png`;
export const posterFilePath = (eventId: string, version: string, name: string) =>
  `/media/events/${eventId}/${version}/${name}`;

export interface PosterFields {
  eventImage: string;
  imageSrcSet?: string;
  imageWidth: number;
  imageHeight: number;
}

/** An event's poster at `widths` (the largest is its plain `src`), from where each width is served. */
function posterAt(widths: readonly number[], pathAt: (width: number) => string): PosterFields {
  return {
    eventImage: pathAt(Math.max(...widths)),
    imageSrcSet: widths.map((width) => `${pathAt(width)} ${width}w`).join(', '),
    imageWidth: POSTER_SIZE.width,
    imageHeight: POSTER_SIZE.height,
  };
}

/**
 * The poster fields of an event: its uploaded poster's files, its built-in poster (drawn as WebP
 * from its SVG by the web build, decision 18), or the placeholder.
 */
export function posterOf(row: Pick<EventsTable, 'id' | 'poster_version'>): PosterFields {
  const { poster_version: version } = row;
  if (version) return posterAt([600, 1200], (width) => posterFilePath(row.id, version, `poster-${width}.webp`));
  if (isCatalogueId(row.id)) return posterAt(BUILTIN_POSTER_WIDTHS, (width) => builtinPosterPath(row.id, width));
  return { eventImage: PLACEHOLDER_POSTER, imageWidth: POSTER_SIZE.width, imageHeight: POSTER_SIZE.height };
}

/** Whether the event has a poster to be published with. */
export const hasPoster = (row: Pick<EventsTable, 'id' | 'poster_version'>) =>
  row.poster_version !== null || isCatalogueId(row.id);
