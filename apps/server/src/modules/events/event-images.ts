import { isCatalogueId, PLACEHOLDER_POSTER, POSTER_SIZE, posterPath } from '../../db/catalogue.ts';
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

/** The poster fields of an event: its uploaded poster's files, its built-in SVG, or the placeholder. */
export function posterOf(row: Pick<EventsTable, 'id' | 'poster_version'>): PosterFields {
  const size = { imageWidth: POSTER_SIZE.width, imageHeight: POSTER_SIZE.height };
  if (row.poster_version) {
    const file = (name: string) => posterFilePath(row.id, row.poster_version as string, name);
    return {
      eventImage: file('poster-1200.webp'),
      imageSrcSet: `${file('poster-600.webp')} 600w, ${file('poster-1200.webp')} 1200w`,
      ...size,
    };
  }
  return { eventImage: isCatalogueId(row.id) ? posterPath(row.id) : PLACEHOLDER_POSTER, ...size };
}

/** Whether the event has a poster to be published with. */
export const hasPoster = (row: Pick<EventsTable, 'id' | 'poster_version'>) =>
  row.poster_version !== null || isCatalogueId(row.id);
