import { createHash } from 'node:crypto';
import { adminEventMessages as m, POSTER_MAX_BYTES, POSTER_MIN } from '@storefront/contracts/rules';
import type sharp from 'sharp';
import { httpError } from '../../lib/http-error.ts';

/** One image as it is stored and served. */
export interface StoredImage {
  name: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
  etag: string;
}

/**
 * What the pages use: the poster at the card width (600) and the detail width (1200), WebP for
 * browsers and a JPEG beside the large one for clients without WebP (mail readers, old crawlers),
 * all cropped to the posters' 3:2 frame (POSTER_SIZE); and the 1200×630 share image of Open Graph
 * (`/media/events/{id}/share.png`; social sites show PNG or JPEG, never SVG).
 */
export const POSTER_VARIANTS = [
  { name: 'poster-600.webp', width: 600, height: 400, format: 'webp' },
  { name: 'poster-1200.webp', width: 1200, height: 800, format: 'webp' },
  { name: 'poster-1200.jpg', width: 1200, height: 800, format: 'jpeg' },
] as const;
export const SHARE_IMAGE = { name: 'share.png', width: 1200, height: 630 } as const;

/** Larger images are refused before decoding: a small file can claim a huge size (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

const CONTENT_TYPES = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const;

/** Which of the three accepted formats the bytes are, by their signature; null for anything else. */
export function sniffImageType(bytes: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/**
 * sharp (libvips) is loaded on the first image it makes, not at start: only an admin's poster
 * upload and the first share image of a built-in event need it, and loading it costs the
 * process about 9 MB of resident memory for as long as it runs (docs/performance.md §2.10).
 */
let sharpModule: Promise<typeof sharp> | undefined;
function loadSharp(): Promise<typeof sharp> {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
}

const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url')}"`;

function stored(name: string, format: keyof typeof CONTENT_TYPES, width: number, height: number, bytes: Buffer) {
  return { name, contentType: CONTENT_TYPES[format], width, height, bytes, etag: etagOf(bytes) };
}

/** The share image, from any decodable picture: cropped to 1200×630 around its centre. */
async function shareImage(input: sharp.Sharp): Promise<StoredImage> {
  const bytes = await input
    .clone()
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover' })
    // 256 colours with dithering keep a photo's share image a few hundred KB as a PNG.
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  return stored(SHARE_IMAGE.name, 'png', SHARE_IMAGE.width, SHARE_IMAGE.height, bytes);
}

/**
 * An uploaded poster, checked and re-encoded: its bytes must be a PNG, JPEG or WebP by their
 * signature and decode as one, no smaller than POSTER_MIN; it is turned upright (EXIF),
 * stripped of metadata and written out as every variant plus the share image. Nothing of the
 * uploaded file is served as it came. A refusal is a 400 with a sentence.
 */
export async function processPoster(bytes: Buffer): Promise<StoredImage[]> {
  if (bytes.length > POSTER_MAX_BYTES) throw httpError(413, m.posterTooLarge);
  const type = sniffImageType(bytes);
  if (!type) throw httpError(400, m.posterNotImage);
  const decode = await loadSharp();
  let source: sharp.Sharp;
  let width: number;
  let height: number;
  try {
    source = decode(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const meta = await source.metadata();
    // The signature said one format, the decoder found another: a file made to pass the first check.
    if (meta.format !== type) throw new Error('format mismatch');
    // After .rotate(), a quarter-turned photo's width is its height.
    const turned = (meta.orientation ?? 1) >= 5;
    width = (turned ? meta.height : meta.width) ?? 0;
    height = (turned ? meta.width : meta.height) ?? 0;
    // Decode every pixel now: a file with a good header and a broken body fails here, not later.
    await source.clone().raw().toBuffer();
  } catch (error) {
    if ((error as Error).message?.includes('pixel limit')) throw httpError(400, m.posterTooManyPixels);
    throw httpError(400, m.posterDamaged);
  }
  if (width < POSTER_MIN.width || height < POSTER_MIN.height) throw httpError(400, m.posterTooSmall);

  const variants = await Promise.all(
    POSTER_VARIANTS.map(async (variant) => {
      const resized = source.clone().resize(variant.width, variant.height, { fit: 'cover' });
      const out =
        variant.format === 'webp'
          ? await resized.webp({ quality: 80 }).toBuffer()
          : await resized.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      return stored(variant.name, variant.format, variant.width, variant.height, out);
    }),
  );
  return [...variants, await shareImage(source)];
}

/** The share image of a built-in event, drawn from its SVG poster. */
export async function shareImageFromSvg(svg: Buffer): Promise<StoredImage> {
  const decode = await loadSharp();
  return shareImage(decode(svg, { density: 72 }));
}
