import type { FastifyInstance } from 'fastify';

/** A page's form carries a few short fields; anything bigger is not one of ours (413). */
export const FORM_BODY_LIMIT = 8 * 1024;

/**
 * Reads `application/x-www-form-urlencoded` bodies in this scope (the routes a page's plain HTML
 * form posts to before its scripts run, decision 28) into an object of strings, the last value of a
 * repeated name winning; the route then validates it with the same Zod contract as its JSON twin.
 * A few lines instead of @fastify/formbody: nothing else in the app takes form bodies.
 */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      // Object.fromEntries defines own properties, so a field named __proto__ is only a field.
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
