import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedBody, etagMatches, preferredCoding } from './cached-body.ts';

describe('preferredCoding', () => {
  it('prefers brotli, then gzip, and sends plain bytes to a client that names neither', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('gzip, deflate')).toBe('gzip');
    expect(preferredCoding('deflate')).toBeNull();
    expect(preferredCoding('identity')).toBeNull();
    expect(preferredCoding(undefined)).toBeNull();
    expect(preferredCoding('')).toBeNull();
  });

  it('honours q-values: a refused coding (q=0) is never chosen, and a higher weight wins', () => {
    expect(preferredCoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(preferredCoding('BR ; q=1, gzip;q=0.5')).toBe('br');
    expect(preferredCoding('gzip;q=0, br;q=0')).toBeNull();
  });

  it('takes * for any coding not named', () => {
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('br;q=0, *')).toBe('gzip');
    expect(preferredCoding('*;q=0')).toBeNull();
  });
});

describe('etagMatches', () => {
  const etag = 'W/"abc"';
  it('compares weakly, in a list, and takes *', () => {
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('"x", W/"abc"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('W/"abd"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});

describe('cachedBody', () => {
  it('serialises once, tags the content, and compresses each coding to the same bytes', () => {
    const value = { events: Array.from({ length: 50 }, (_, i) => ({ id: String(i), title: `Event ${i}` })) };
    const body = cachedBody(value);
    expect(JSON.parse(body.json.toString())).toEqual(value);
    expect(body.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(cachedBody(value).etag).toBe(body.etag);
    expect(cachedBody({ ...value, more: 1 }).etag).not.toBe(body.etag);
    expect(brotliDecompressSync(body.encoded('br'))).toEqual(body.json);
    expect(gunzipSync(body.encoded('gzip'))).toEqual(body.json);
    expect(body.encoded('br')).toBe(body.encoded('br'));
    expect(body.encoded('br').length).toBeLessThan(body.json.length / 2);
  });
});
