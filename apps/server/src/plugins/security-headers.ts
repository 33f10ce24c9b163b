import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { JSON_TYPE } from '../lib/json-type.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';

/**
 * Helmet's headers, worked out once at start-up. They are the same for every response (no
 * per-request nonces), and rebuilding them per request, as @fastify/helmet does, cost 15%
 * of the server's CPU under load (docs/performance-history.md §5).
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

/**
 * The headers for a JSON answer, from the pages' (`securityHeaders`): those that still mean
 * something when no browser renders the response as a page (OWASP's REST Security Cheat Sheet). The others (the pages' script, style
 * and frame sources, the opener and referrer policies, old browsers' switches) only ever apply
 * to a document, and a JSON answer is never one; sent on every API call, they were half of its
 * bytes and, per header, a fixed cost to write and to parse (decision 19).
 */
export function jsonSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = ['cross-origin-resource-policy', 'strict-transport-security', 'x-content-type-options'];
  return {
    ...Object.fromEntries(kept.flatMap((name) => (pageHeaders[name] ? [[name, pageHeaders[name]]] : []))),
    // Nothing may load from or frame the answer, should it ever be opened as a page.
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  };
}

/**
 * Every reply gets its security headers as it is sent, when its type is known: JSON the short
 * set, anything else (pages, scripts, which a worker would run under their own policy, images,
 * files) helmet's whole set. A route that sets its own policy later in the chain (Swagger UI's
 * static CSP, at /api/docs) still overrides it.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const pageHeaders = securityHeaders(app.config);
  const jsonHeaders = jsonSecurityHeaders(pageHeaders);
  // A callback hook, not an async one: no promise per request for a synchronous step.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    reply.headers(typeof type === 'string' && JSON_TYPE.test(type) ? jsonHeaders : pageHeaders);
    done(null, payload);
  });
}
