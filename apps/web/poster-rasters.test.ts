import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawPoster, posterRastersOf } from './poster-rasters.ts';

const publicDir = fileURLToPath(new URL('./public', import.meta.url));

describe('the built-in posters as WebP', () => {
  it('gives each of the nine SVG posters at every width, and not the placeholder', () => {
    const paths = posterRastersOf(publicDir).map((raster) => raster.path);
    expect(paths).toHaveLength(27);
    expect(paths).toContain('/posters/1-600.webp');
    expect(paths).toContain('/posters/9-1200.webp');
    expect(paths.some((path) => path.includes('placeholder'))).toBe(false);
  });

  it('draws a poster as a WebP of its width in the 3:2 frame', async () => {
    for (const raster of posterRastersOf(publicDir).filter((r) => r.path.startsWith('/posters/1-'))) {
      const meta = await sharp(await drawPoster(raster)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: raster.width, height: Math.round((raster.width * 2) / 3) });
    }
  });
});
