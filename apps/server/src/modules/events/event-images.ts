import { BUILTIN_POSTER_WIDTHS, builtinPosterPath } from '@storefront/contracts/page';
import { isCatalogueId, PLACEHOLDER_POSTER, POSTER_SIZE } from '../../db/catalogue.ts';
import type { EventsTable } from '../../db/schema.ts';
import { POSTER_VARIANTS } from '../media/index.ts';

/**
 * Where an event's pictures are. An uploaded poster's files carry its version in their path,
 * so they never change and are cached for good; the share image keeps one address per event
 * (the pages' Open Graph tags link to it, architecture.md §4.1) and is revalidated by ETag.
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

/** A poster served at several widths, narrowest first: the widest is its plain `src`. */
function posterAt(sources: { width: number; path: string }[]): PosterFields {
  return {
    eventImage: sources[sources.length - 1]?.path ?? PLACEHOLDER_POSTER,
    imageSrcSet: sources.map(({ width, path }) => `${path} ${width}w`).join(', '),
    imageWidth: POSTER_SIZE.width,
    imageHeight: POSTER_SIZE.height,
  };
}

/** The WebP files an upload is stored as (poster-images.ts), for browsers' `srcset`. */
const UPLOADED_WEBP = POSTER_VARIANTS.filter((variant) => variant.format === 'webp');

/**
 * The poster fields of an event: its uploaded poster's files, its built-in poster (drawn as WebP
 * from its SVG by the web build, decision 18), or the placeholder.
 */
export function posterOf(row: Pick<EventsTable, 'id' | 'poster_version'>): PosterFields {
  const { id, poster_version: version } = row;
  if (version) {
    return posterAt(UPLOADED_WEBP.map(({ width, name }) => ({ width, path: posterFilePath(id, version, name) })));
  }
  if (isCatalogueId(id)) {
    return posterAt(BUILTIN_POSTER_WIDTHS.map((width) => ({ width, path: builtinPosterPath(id, width) })));
  }
  return { eventImage: PLACEHOLDER_POSTER, imageWidth: POSTER_SIZE.width, imageHeight: POSTER_SIZE.height };
}

/** Whether the event has a poster to be published with. */
export const hasPoster = (row: Pick<EventsTable, 'id' | 'poster_version'>) =>
  row.poster_version !== null || isCatalogueId(row.id);
