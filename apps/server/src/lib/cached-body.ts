import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { OrganizerProfile, StorefrontEvent } from '@storefront/contracts/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer serialised once and sent many times: its bytes, a weak ETag from them, and
 * brotli and gzip copies made the first time a client asks for each (compressing per request
 * would cost more than everything else the answer does).
 */
export interface CachedBody {
  readonly json: Buffer;
  readonly etag: string;
  encoded(encoding: ContentCoding): Buffer;
}

export type ContentCoding = 'br' | 'gzip';

export function cachedBody(value: unknown): CachedBody {
  const json = Buffer.from(JSON.stringify(value));
  // Weak: the same validator stands for the plain, brotli and gzip bytes of one content.
  const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  const copies: Partial<Record<ContentCoding, Buffer>> = {};
  return {
    json,
    etag,
    encoded(encoding) {
      copies[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(json, {
              // Quality 5: the whole catalogue in under a millisecond, an eighth larger than
              // quality 11, which takes 20 to 35 ms, paid again after every purchase.
              params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
            })
          : gzipSync(json, { level: 9 });
      return copies[encoding];
    },
  };
}

/** Smaller than this, compression saves less than the bytes of its own headers and work. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The coding the client accepts that we prefer (brotli, then gzip), from `Accept-Encoding`;
 * null for the plain bytes. A coding with q=0 is refused; `*` stands for any coding not named.
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/** True when `If-None-Match` names this ETag (weak comparison, as RFC 9110 asks for GET) or is `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Sends a cached JSON answer: 304 with no body when the client's copy is current, else the
 * bytes in the coding it prefers. `Vary: Accept-Encoding` either way, so a shared cache keeps
 * the codings apart.
 */
export function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  cacheControl: string,
): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', body.etag).header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  const coding = body.json.length >= COMPRESS_FROM_BYTES ? preferredCoding(request.headers['accept-encoding']) : null;
  reply.type('application/json; charset=utf-8');
  if (!coding) return reply.send(body.json);
  return reply.header('content-encoding', coding).send(body.encoded(coding));
}

/** What the catalogue holds at one revision: the checked value and its answer's bytes. */
export interface Snapshot<T> {
  readonly value: T;
  readonly body: CachedBody;
}

/**
 * The catalogue's reads that the page cache keys its pages on (modules/events/catalogue-cache.ts
 * provides them): the listed events, one event and one organizer's public profile, each the same
 * snapshot object until its rows change.
 */
export interface CatalogueSnapshots {
  listed(): Promise<Snapshot<StorefrontEvent[]>>;
  shown(id: string): Promise<Snapshot<StorefrontEvent> | undefined>;
  organizer(slug: string): Promise<Snapshot<OrganizerProfile> | undefined>;
  /**
   * The same snapshots when they are known current without asking the database (SQLite, nothing
   * changed since they were last confirmed); undefined when only the read above can tell.
   */
  listedNow(): Snapshot<StorefrontEvent[]> | undefined;
  shownNow(id: string): Snapshot<StorefrontEvent> | undefined;
  organizerNow(slug: string): Snapshot<OrganizerProfile> | undefined;
}
