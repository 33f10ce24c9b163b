import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
// By path, not by package name: Vite loads this file with the config, outside the app's bundle.
import { BUILTIN_POSTER_WIDTHS, builtinPosterPath } from '../../packages/contracts/src/page/builtin-posters.ts';

/** A built-in poster's file name: `{event id}.svg` (placeholder.svg is no event's). */
const BUILTIN_POSTER = /^(\d+)\.svg$/;
/** The posters are drawn on a canvas this wide, at 72 dpi. */
const CANVAS_WIDTH = 1200;

interface PosterRaster {
  /** Where it is served: `/posters/{id}-{width}.webp`. */
  path: string;
  /** The SVG it is drawn from. */
  svgFile: string;
  width: number;
}

/** Every WebP file the built-in posters in the public folder give. */
export function posterRastersOf(publicDir: string): PosterRaster[] {
  return readdirSync(join(publicDir, 'posters')).flatMap((name) => {
    const id = BUILTIN_POSTER.exec(name)?.[1];
    if (!id) return [];
    const svgFile = join(publicDir, 'posters', name);
    return BUILTIN_POSTER_WIDTHS.map((width) => ({ path: builtinPosterPath(id, width), svgFile, width }));
  });
}

/**
 * The poster drawn at its width, as WebP of the quality uploaded posters get
 * (apps/server/src/modules/media/poster-images.ts). The density scales the drawing itself, so
 * the small size is drawn sharp rather than shrunk from the large one.
 */
export async function drawPoster({ svgFile, width }: PosterRaster): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(readFileSync(svgFile), { density: (72 * width) / CANVAS_WIDTH })
    .resize(width)
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * Draws the built-in SVG posters as WebP files at BUILTIN_POSTER_WIDTHS: into the build beside
 * the SVGs, and on request in `npm run dev` (kept in memory once drawn).
 */
export function posterRasters(): Plugin {
  let rasters: PosterRaster[] = [];
  let ssr = false;
  return {
    name: 'storefront-poster-rasters',
    configResolved(config) {
      rasters = posterRastersOf(config.publicDir);
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle() {
      // The server's renderer (the --ssr build) serves no files.
      if (ssr) return;
      const files = await Promise.all(
        rasters.map(async (raster) => ({ fileName: raster.path.slice(1), source: await drawPoster(raster) })),
      );
      for (const file of files) this.emitFile({ type: 'asset', ...file });
    },
    configureServer(server) {
      const drawn = new Map<string, Promise<Buffer>>();
      server.middlewares.use((request, response, next) => {
        const raster = rasters.find(({ path }) => path === request.url?.split('?')[0]);
        if (!raster) return next();
        if (!drawn.has(raster.path)) drawn.set(raster.path, drawPoster(raster));
        drawn
          .get(raster.path)
          ?.then((bytes) => response.setHeader('content-type', 'image/webp').end(bytes))
          .catch(next);
      });
    },
  };
}
