/**
 * The nine built-in events' posters are drawn as SVG (apps/web/public/posters/{id}.svg, decision 3)
 * and reach browsers as WebP at the widths of an uploaded poster (a card, the detail page) and at
 * 800, enough for a poster across a phone's screen (412 px wide at 1.75 device pixels: 721).
 * The web build draws them (apps/web/poster-rasters.ts); the server names them in the events it serves.
 * A browser lays out and paints an SVG image on its main thread, a WebP it decodes beside it
 * (docs/decisions/0018).
 */
export const BUILTIN_POSTER_WIDTHS = [600, 800, 1200] as const;

/** Where a built-in poster is served at one of BUILTIN_POSTER_WIDTHS. */
export const builtinPosterPath = (id: string, width: number) => `/posters/${id}-${width}.webp`;
