import { requestMessages } from '@storefront/contracts/messages';

/** An answer from our API that was not 2xx; `message` is the server's, for the person. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The request never got an answer (offline, server down). */
export class NetworkError extends Error {
  constructor() {
    super(requestMessages.network);
    this.name = 'NetworkError';
  }
}

/**
 * Double-submit CSRF: echo the XSRF-TOKEN cookie the server set in the X-XSRF-TOKEN header.
 * In production the server names it `__Host-XSRF-TOKEN` (a name only this host can set);
 * that one wins when both are there.
 */
export function xsrfToken(): string | undefined {
  const cookie = (name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(document.cookie)?.[1];
  const value = cookie('__Host-XSRF-TOKEN') ?? cookie('XSRF-TOKEN');
  return value ? decodeURIComponent(value) : undefined;
}

/** The `message` of an error answer (`{ message }`), if it has one. Checked by hand so Zod stays out of the main chunk. */
function serverMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data as { message: unknown };
  return typeof message === 'string' && message ? message : undefined;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls our API with JSON in and out. Throws ApiError (with the server's message) or NetworkError. */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
    const token = xsrfToken();
    if (token) headers['x-xsrf-token'] = token;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError();
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    // product.md §8's fallback; error-messages.ts recognises it to tell it from a server's own message.
    throw new ApiError(response.status, serverMessage(data) ?? requestMessages.httpError(response.status));
  }
  return data as T;
}

/**
 * POST to our API with the double-submit CSRF token. The server sets the XSRF-TOKEN cookie on
 * any GET, so a POST that would be the very first request (a fast sign-in before GET /api/me
 * answered) fetches /api/config first. A 403 that came with a fresh cookie (the old one was stale
 * or mangled) is retried once.
 */
export async function apiPost<T>(path: string, body?: unknown): Promise<T> {
  if (!xsrfToken()) await apiRequest('/api/config');
  const token = xsrfToken();
  try {
    return await apiRequest<T>(path, { method: 'POST', body });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403 && xsrfToken() !== token) {
      return apiRequest<T>(path, { method: 'POST', body });
    }
    throw error;
  }
}
