import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { login } from './auth-api.ts';
import { json, mockApi, setXsrfCookie } from './test-helpers.tsx';

const alice = { id: 'u1', username: 'alice', email: 'alice@example.com' };

function clearXsrfCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test removes the cookie the server would have set.
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

beforeEach(clearXsrfCookie);
afterEach(() => {
  vi.unstubAllGlobals();
  clearXsrfCookie();
});

describe('account POSTs and the double-submit cookie', () => {
  it('fetches /api/config first when there is no XSRF-TOKEN cookie yet, then send it', async () => {
    const { calls } = mockApi({
      'GET /api/config': () => {
        setXsrfCookie('fresh');
        return json(200, {});
      },
      'POST /api/login': json(200, { user: alice }),
    });
    await expect(login('alice@example.com', 'secret1')).resolves.toEqual(alice);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/config', 'POST /api/login']);
    expect(calls[1]?.headers['x-xsrf-token']).toBe('fresh');
  });

  it('retries once when a 403 came with a fresh cookie (a stale token), not when the cookie stayed the same', async () => {
    setXsrfCookie('stale');
    let attempts = 0;
    const { calls } = mockApi({
      'POST /api/login': () => {
        attempts += 1;
        if (attempts > 1) return json(200, { user: alice });
        setXsrfCookie('renewed');
        return json(403, { message: 'Your session token is missing or out of date.' });
      },
    });
    await expect(login('alice@example.com', 'secret1')).resolves.toEqual(alice);
    expect(calls.map((c) => c.headers['x-xsrf-token'])).toEqual(['stale', 'renewed']);

    const refused = mockApi({ 'POST /api/login': json(403, { message: 'Forbidden.' }) });
    await expect(login('alice@example.com', 'secret1')).rejects.toEqual(new ApiError(403, 'Forbidden.'));
    expect(refused.calls).toHaveLength(1);
  });
});
