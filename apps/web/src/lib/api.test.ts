import { messages } from '@storefront/contracts/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, setXsrfCookie } from '../features/auth/test-helpers.tsx';
import { ApiError, apiRequest, NetworkError } from './api.ts';

beforeEach(() => setXsrfCookie('tok%2Fen'));
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('echoes the XSRF-TOKEN cookie (decoded) on a POST with a JSON body, never on a GET', async () => {
    const { calls } = mockApi({ 'GET /api/events': json(200, { events: [] }), 'POST /api/x': json(200, { ok: true }) });
    await expect(apiRequest('/api/events')).resolves.toEqual({ events: [] });
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(calls[0]?.headers).toEqual({ accept: 'application/json' });
    expect(calls[1]?.headers).toMatchObject({ 'content-type': 'application/json', 'x-xsrf-token': 'tok/en' });
    expect(calls[1]?.body).toEqual({ a: 1 });
  });

  it.each([
    ['__Host-XSRF-TOKEN=host-token', 'host-token'],
    ['XSRF-TOKEN=plain-token; __Host-XSRF-TOKEN=host-token', 'host-token'],
    ['a=1; XSRF-TOKEN=plain-token', 'plain-token'],
    ['x__Host-XSRF-TOKEN=not-it; XSRF-TOKEN=plain-token', 'plain-token'],
  ])('reads the production cookie name __Host-XSRF-TOKEN too, and prefers it: %s', async (cookies, expected) => {
    // happy-dom will not store a __Host- cookie on its http test page: the cookie string is given.
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => cookies });
    try {
      const { calls } = mockApi({ 'POST /api/x': json(200, {}) });
      await apiRequest('/api/x', { method: 'POST' });
      expect(calls[0]?.headers['x-xsrf-token']).toBe(expected);
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }
  });

  it("carries the server's message, else product.md §8's 'HTTP error! Status: {status}'", async () => {
    mockApi({ 'GET /api/a': json(409, { message: 'Taken.' }), 'GET /api/b': json(503, { message: '' }) });
    await expect(apiRequest('/api/a')).rejects.toEqual(new ApiError(409, 'Taken.'));
    const error = await apiRequest('/api/b').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(messages.auth.httpError(503));
  });

  it("turns no answer into a NetworkError with the spec's text, but lets an abort through", async () => {
    mockApi({ 'GET /api/down': 'network' });
    const down = await apiRequest('/api/down').catch((caught: unknown) => caught);
    expect(down).toBeInstanceOf(NetworkError);
    expect((down as Error).message).toBe(messages.auth.network);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    const aborted = await apiRequest('/api/slow').catch((caught: unknown) => caught);
    expect((aborted as Error).name).toBe('AbortError');
  });
});
