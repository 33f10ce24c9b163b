import { ApiError, apiRequest, NetworkError, xsrfToken } from '../../lib/api.ts';

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

/**
 * Sends a file as the request body itself (the poster upload): its bytes, with its own type.
 * Errors come back as ApiError with the server's sentence, like every other call.
 */
export async function adminUpload<T>(path: string, file: Blob): Promise<T> {
  if (!xsrfToken()) await apiRequest('/api/config');
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'PUT',
      headers: {
        accept: 'application/json',
        'content-type': file.type || 'application/octet-stream',
        'x-xsrf-token': xsrfToken() ?? '',
      },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new NetworkError();
  }
  const data = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  if (!response.ok) {
    const message =
      typeof data?.message === 'string' && data.message ? data.message : `HTTP error! Status: ${response.status}`;
    throw new ApiError(response.status, message);
  }
  return data as T;
}
