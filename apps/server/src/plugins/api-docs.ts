import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { hostCookieName, sessionCookieName } from '../lib/cookie-names.ts';
import { CSRF_COOKIE, UNSAFE_METHODS } from './csrf.ts';
import { roleGuards } from './guard-routes.ts';

type Transformed = ReturnType<typeof jsonSchemaTransform>;
type OperationSchema = Transformed['schema'] & {
  operationId?: string;
  security?: Record<string, string[]>[];
  response?: Record<string, unknown>;
};

/** `{ message }`: how every refusal is answered (lib/http-error.ts), in the description. */
const refusal = (description: string) => ({
  description,
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
});

/** The CSRF check's refusal, documented on every operation it guards (plugins/csrf.ts). */
const CSRF_REFUSAL = refusal(
  'Refused: the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie, or another site sent it',
);
/** A path, query or body its schema refuses (the error handler: lib/http-error.ts), or one the route reads itself. */
const INVALID_REQUEST = refusal('Refused: the request is not valid; the message says what is wrong');
/** A guest at a route that needs someone signed in (requireUser, requireStaff, the role guards). */
const SIGN_IN_REFUSAL = refusal('Refused: sign in first');
/** A signed-in account without the role the route is for (staff, admin, organizer). */
const ROLE_REFUSAL = refusal('Refused: this account may not use it');
const ROLE_OR_CSRF_REFUSAL = refusal(
  `${ROLE_REFUSAL.description}; or ${CSRF_REFUSAL.description.replace('Refused: ', '')}`,
);

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

/** The route's hooks of one kind, as a list. */
const hooksOf = (hooks: RouteOptions['onRequest'] | RouteOptions['preHandler']): unknown[] => [hooks ?? []].flat();

/**
 * Who the route turns away: 'role' for a guard that refuses guests (401) and accounts without
 * its role (403): the back office's and the organizer console's (guardRoutesUnder), and the
 * door's `requireStaff`, `requireAdmin`; 'user' for `requireUser` (guests only); else null.
 */
function guardOf(route: RouteOptions): 'role' | 'user' | null {
  if (hooksOf(route.onRequest).some((hook) => roleGuards.has(hook as never))) return 'role';
  const names = hooksOf(route.preHandler).map((hook) =>
    typeof hook === 'function' ? hook.name.replace(/^bound /, '') : '',
  );
  if (names.some((name) => /^require[A-Z]/.test(name) && name !== 'requireUser')) return 'role';
  return names.includes('requireUser') ? 'user' : null;
}

/** Whether the route turns guests away (guardOf). */
function needsSession(route: RouteOptions): boolean {
  return guardOf(route) !== null;
}

/**
 * The refusals every route of a kind can answer, whatever its own code does: 400 when it takes a
 * path, query or body (its schema, or its handler, refuses a bad one), 401 when it needs someone
 * signed in, 403 when it needs a role or the CSRF pair. A route's own declaration of a status stands.
 */
function refusalsOf(route: RouteOptions, schema: OperationSchema): Record<string, unknown> {
  const guard = guardOf(route);
  const csrf = schema.security?.some((requirement) => 'csrfHeader' in requirement) === true;
  return {
    ...(schema.body || schema.querystring || schema.params ? { 400: INVALID_REQUEST } : {}),
    ...(guard ? { 401: SIGN_IN_REFUSAL } : {}),
    ...(guard === 'role' ? { 403: csrf ? ROLE_OR_CSRF_REFUSAL : ROLE_REFUSAL } : csrf ? { 403: CSRF_REFUSAL } : {}),
  };
}

/**
 * The schema with each `anyOf` member listed once (and an `anyOf` left with one member replaced
 * by it), in place. OpenAPI 3.0 has no tuples: a Zod tuple is written as an array whose items
 * are any of its members, each repeated as often as the tuple has it (the door list's rows).
 */
function withoutRepeatedMembers(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) withoutRepeatedMembers(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  for (const value of Object.values(schema)) withoutRepeatedMembers(value);
  if (!Array.isArray(schema.anyOf)) return;
  const seen = new Set<string>();
  const members = schema.anyOf.filter((member) => {
    const key = JSON.stringify(member);
    return !seen.has(key) && seen.add(key);
  });
  if (members.length === 1 && Object.keys(schema).length === 1) {
    delete schema.anyOf;
    Object.assign(schema, members[0]);
  } else schema.anyOf = members;
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
 * security and a unique operationId, and the refusals every route of its kind can answer (refusalsOf).
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
      schema.response = { ...refusalsOf(route, schema), ...schema.response };
      withoutRepeatedMembers(schema);
      return result;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
