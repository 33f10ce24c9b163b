import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody, negotiateEncoding } from './html-encoding.ts';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5, identity', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['br;q=nonsense, gzip', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('answers a value asked again as the first time, past its memo of values and for a long one', () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 200; i++) expect(negotiateEncoding(`x-${i}, gzip;q=0.${(i % 9) + 1}`)).toBe('gzip');
      expect(negotiateEncoding('br;q=0, gzip;q=0')).toBe('identity');
      expect(negotiateEncoding(`${'x-long, '.repeat(40)}br`)).toBe('br');
    }
  });
});

describe('encodeBody', () => {
  const page = `<!doctype html>${'<p>Davido Live In Concert</p>'.repeat(200)}`;

  it('compresses with brotli or gzip, both read back to the page', async () => {
    const br = await encodeBody(page, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(page);
    const gzip = await encodeBody(page, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body as Buffer).toString()).toBe(page);
  });

  it('leaves small bodies and identity alone', async () => {
    expect(await encodeBody('<p>hi</p>', 'br')).toEqual({ body: '<p>hi</p>', encoding: 'identity' });
    expect(await encodeBody(page, 'identity')).toEqual({ body: page, encoding: 'identity' });
  });
});
