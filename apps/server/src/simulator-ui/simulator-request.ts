/*
 * Browser code: how both simulators' dialogs call their server, with the double-submit CSRF token
 * and a sentence for the person whatever goes wrong.
 */

/**
 * The double-submit CSRF token the server set (every POST under /api must echo it). In production
 * (a demo there may still run the payment simulator) it is named `__Host-XSRF-TOKEN`, which wins.
 */
function xsrfToken(): string {
  const cookie = (name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(document.cookie);
  const match = cookie('__Host-XSRF-TOKEN') ?? cookie('XSRF-TOKEN');
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

export interface SimulatorAnswer<T> {
  answer: T;
  response: Response;
}

/**
 * GET `url`, or POST `body` as JSON; resolves with the JSON answer (an empty object when there is
 * none), rejects with an Error whose message is for the person: the server's own `message`, or
 * what `simulator` ('The payment simulator') could not do. The answer is trusted to be the
 * contract's shape `T`: the server validates what it sends (fastify-type-provider-zod).
 */
export async function callSimulator<T>(simulator: string, url: string, body?: object): Promise<SimulatorAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      credentials: 'same-origin',
      headers: body
        ? { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': xsrfToken() }
        : { accept: 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new Error(`${simulator} did not answer. Check your connection and try again.`);
  }
  let answer: unknown = null;
  try {
    answer = await response.json();
  } catch {
    answer = null;
  }
  if (!response.ok) {
    const message =
      answer && typeof answer === 'object' && 'message' in answer && typeof answer.message === 'string'
        ? answer.message
        : '';
    throw new Error(message || `${simulator} refused the request (status ${response.status}).`);
  }
  return { answer: (answer ?? {}) as T, response };
}
