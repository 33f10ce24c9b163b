import { apiRequest, xsrfToken } from '../../lib/api.ts';

/**
 * The back office's calls. Reads are plain GETs; changes carry the CSRF token like every
 * state-changing request (lib/api.ts). The server answers 401/403 with a sentence, which the
 * screens show as they come (ApiError.message).
 */
export function adminGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { signal });
}

export async function adminSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  // The XSRF-TOKEN cookie comes with any GET; a first change on a fresh tab fetches one.
  if (!xsrfToken()) await apiRequest('/api/config');
  return apiRequest<T>(path, { method, body });
}
