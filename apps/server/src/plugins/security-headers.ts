import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';

/**
 * Helmet's headers, worked out once at start-up. They are the same for every response (no
 * per-request nonces), and rebuilding them per request, as @fastify/helmet does, cost a fifth
 * of the server's time under load (docs/performance.md).
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({ contentSecurityPolicy: contentSecurityPolicy(config) })(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders(app.config);
  // A callback hook, not an async one: no promise per request for a synchronous step.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
