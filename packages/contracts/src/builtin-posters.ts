/**
 * The nine built-in events' posters are drawn as SVG (apps/web/public/posters/{id}.svg, decision 3)
 * and reach browsers as WebP at the widths an uploaded poster has (a card, the detail page). The
 * web build draws them (apps/web/poster-rasters.ts); the server names them in the events it serves.
 * A browser lays out and paints an SVG image on its main thread, a WebP it decodes beside it
 * (docs/decisions/0018).
 */
export const BUILTIN_POSTER_WIDTHS = [600, 1200] as const;

/** Where a built-in poster is served at one of BUILTIN_POSTER_WIDTHS. */
export const builtinPosterPath = (id: string, width: number) => `/posters/${id}-${width}.webp`;
