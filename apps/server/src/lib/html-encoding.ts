import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to answer with, from the request's Accept-Encoding: brotli, else gzip, else
 * none. A coding with q=0 is refused, and `*` stands for any coding not named.
 */
export function negotiateEncoding(acceptEncoding = ''): ContentEncoding {
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = preferredEncoding(acceptEncoding);
    if (acceptEncoding.length <= MEMO_MAX_LENGTH) {
      if (negotiated.size >= MEMO_ENTRIES) negotiated.clear();
      negotiated.set(acceptEncoding, encoding);
    }
  }
  return encoding;
}

// Browsers send a handful of distinct Accept-Encoding values, and every page request carries
// one: each is parsed once (a Map and a dozen strings a request otherwise). Bounded, so that odd
// values sent on purpose cannot grow it.
const negotiated = new Map<string, ContentEncoding>();
const MEMO_ENTRIES = 64;
const MEMO_MAX_LENGTH = 128;

function preferredEncoding(acceptEncoding: string): ContentEncoding {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** Below this a compressed body saves less than the work costs. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page compressed once, when it is rendered (plugins/page-cache.ts). The settings still favour
 * speed, as a sale within an event's last few seats renders its pages again: on the landing page
 * (100 KB of HTML with its stylesheet) brotli quality 4 gives 18.6 KB in about 1.5 ms, smaller than
 * gzip -9 (18.9 KB), where quality 11 takes 400 ms for 15.7 KB.
 */
export async function encodeBody(
  body: string | Buffer,
  encoding: ContentEncoding,
): Promise<{ body: Buffer | string; encoding: ContentEncoding }> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  if (encoding === 'identity' || bytes.length < MIN_BYTES) return { body, encoding: 'identity' };
  if (encoding === 'br') {
    const compressed = await brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    return { body: compressed, encoding };
  }
  return { body: await gzipAsync(bytes, { level: 6 }), encoding };
}
