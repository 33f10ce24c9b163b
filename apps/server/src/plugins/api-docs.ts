import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { hostCookieName, sessionCookieName } from '../lib/cookie-names.ts';
import { CSRF_COOKIE, UNSAFE_METHODS } from './csrf.ts';

type Transformed = ReturnType<typeof jsonSchemaTransform>;
type OperationSchema = Transformed['schema'] & {
  operationId?: string;
  security?: Record<string, string[]>[];
  response?: Record<string, unknown>;
};

/** The CSRF check's refusal, documented on every operation it guards (plugins/csrf.ts). */
const CSRF_REFUSAL = {
  description: 'Refused: the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie, or another site sent it',
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
};

/**
 * `getTicketsByTransactionReferenceCalendarIcs` for GET /api/tickets/:transactionReference/calendar.ics:
 * the method and the path's words, each parameter as By{Name}. Unique as long as method and path are.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .flatMap((segment) =>
      segment.startsWith(':') ? [`by-${segment.slice(1)}`] : segment.split(/[^A-Za-z0-9]+/).filter(Boolean),
    )
    .flatMap((word) => word.split('-'))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${words.join('')}`;
}

/** Whether the route turns guests away: a `require...` preHandler (requireUser, requireStaff), or the back office. */
function needsSession(route: RouteOptions): boolean {
  if (route.url.startsWith('/api/admin/')) return true;
  const handlers = [route.preHandler ?? []].flat();
  return handlers.some((handler) => typeof handler === 'function' && /^(bound )?require[A-Z]/.test(handler.name));
}

/**
 * What a request to the route must carry, as OpenAPI security: the session cookie when it needs
 * someone signed in, the CSRF pair (header and cookie) on a state-changing /api request, both
 * when both, nothing for a public read. A route may state its own (the provider's webhook).
 */
function securityOf(route: RouteOptions): Record<string, string[]>[] {
  const methods = [route.method].flat();
  const csrf =
    route.url.startsWith('/api/') &&
    route.config?.csrf !== false &&
    methods.some((method) => UNSAFE_METHODS.has(method.toUpperCase()));
  const requirement: Record<string, string[]> = {
    ...(needsSession(route) ? { session: [] } : {}),
    ...(csrf ? { csrfHeader: [], csrfCookie: [] } : {}),
  };
  return Object.keys(requirement).length > 0 ? [requirement] : [];
}

/**
 * The API's description at /api/docs (JSON at /api/docs/json), from the routes' Zod schemas, in
 * a form Redocly's recommended rules accept with no error (docs/validators.md): the server's address
 * (PUBLIC_URL), the session cookie and the CSRF pair as security schemes, each operation's
 * security and a unique operationId, the CSRF refusal (403) on every operation it guards.
 * Routes marked `hide` (the development outbox, scripts) stay out.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const { config } = app;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Owambe Tickets API',
        version: '1.0.0',
        description: 'The storefront: events, accounts, the purchase, tickets, the door, support and the back office.',
      },
      servers: [{ url: config.PUBLIC_URL }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(config),
            description: 'The session, set by POST /api/login, /api/signup or /api/google-login (httpOnly).',
          },
          csrfHeader: {
            type: 'apiKey',
            in: 'header',
            name: 'X-XSRF-TOKEN',
            description: 'The value of the XSRF-TOKEN cookie, sent back on every POST, PUT, PATCH and DELETE.',
          },
          csrfCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: hostCookieName(CSRF_COOKIE, config),
            description: 'Set on any answer to a request without it; readable by our scripts (double submit).',
          },
          paystackSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'x-paystack-signature',
            description: "HMAC-SHA512 of the raw body with the provider's secret key.",
          },
        },
      },
    },
    transform: (document) => {
      const result = jsonSchemaTransform(document);
      const schema = result.schema as OperationSchema;
      if (!schema || schema.hide) return result;
      const { route } = document;
      schema.operationId ??= operationIdOf([route.method].flat()[0] ?? 'get', route.url);
      schema.security ??= securityOf(route);
      if (schema.security.some((requirement) => 'csrfHeader' in requirement) && !schema.response?.['403']) {
        schema.response = { ...schema.response, 403: CSRF_REFUSAL };
      }
      return result;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
