import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RecordedRequest, readBody } from './fake-http.ts';

/**
 * A MailerLite-shaped HTTP server on loopback, for tests of the MailerLite adapter.
 *
 *   const fake = await startFakeMailerLite('ml-key');     // fake.baseUrl = http://127.0.0.1:port
 *   fake.subscribers.set('ada@example.com', 'active');    // already on the list
 *   fake.failNext('timeout');                             // the next request hangs ('5xx': a 503 HTML page)
 *   fake.failNext('422-already', 'create');               // the next create call is refused so
 *   await fake.close();
 */

export type MailerLiteFailure = '5xx' | 'timeout' | '422-already' | '422-invalid';

export interface FakeMailerLite {
  baseUrl: string;
  requests: RecordedRequest[];
  /** email → status ('active', 'unsubscribed', ...), and the groups it joined. */
  subscribers: Map<string, string>;
  groups: Map<string, string[]>;
  /** The next request (or, with 'create', the next POST /api/subscribers) fails so. */
  failNext(kind: MailerLiteFailure, on?: 'any' | 'create'): void;
  close(): Promise<void>;
}

export async function startFakeMailerLite(apiKey: string): Promise<FakeMailerLite> {
  const requests: RecordedRequest[] = [];
  const subscribers = new Map<string, string>();
  const groups = new Map<string, string[]>();
  let nextFailure: { kind: MailerLiteFailure; on: 'any' | 'create' } | null = null;

  function send(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = request.url ?? '/';
    const body = await readBody(request);
    requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });

    const applies = nextFailure && (nextFailure.on === 'any' || request.method === 'POST');
    const failure = applies ? nextFailure?.kind : null;
    if (applies) nextFailure = null;
    if (failure === 'timeout') return;
    if (failure === '5xx') {
      response.writeHead(503, { 'content-type': 'text/html' }).end('<html><body>503 Service Unavailable</body></html>');
      return;
    }
    if (failure === '422-already') {
      return send(response, 422, { message: 'This email has already been subscribed.', errors: {} });
    }
    if (failure === '422-invalid') {
      return send(response, 422, {
        message: 'The email must be a valid email address.',
        errors: { email: ['The email must be a valid email address.'] },
      });
    }
    // MailerLite's answer to a missing or wrong token.
    if (request.headers.authorization !== `Bearer ${apiKey}`)
      return send(response, 401, { message: 'Unauthenticated.' });

    const { pathname } = new URL(path, 'http://fake.mailerlite');
    const lookup = /^\/api\/subscribers\/([^/]+)$/.exec(pathname);
    if (request.method === 'GET' && lookup?.[1]) {
      const email = decodeURIComponent(lookup[1]);
      const status = subscribers.get(email);
      if (!status) return send(response, 404, { message: 'Resource not found.' });
      return send(response, 200, { data: { id: '1', email, status, groups: groups.get(email) ?? [] } });
    }
    if (request.method === 'POST' && pathname === '/api/subscribers') {
      const { email, groups: joined, status } = (body ?? {}) as { email?: unknown; groups?: unknown; status?: unknown };
      if (typeof email !== 'string' || !email.includes('@')) {
        return send(response, 422, { message: 'The email field is required.', errors: {} });
      }
      const existed = subscribers.has(email);
      subscribers.set(email, typeof status === 'string' ? status : 'active');
      groups.set(email, Array.isArray(joined) ? joined.map(String) : []);
      // MailerLite's upsert: 201 for a new subscriber, 200 for an existing one updated.
      return send(response, existed ? 200 : 201, { data: { id: '1', email, status: subscribers.get(email) } });
    }
    send(response, 404, { message: 'Resource not found.' });
  }

  const server = createServer((request, response) => void handle(request, response).catch(() => response.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    subscribers,
    groups,
    failNext(kind, on = 'any') {
      nextFailure = { kind, on };
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
