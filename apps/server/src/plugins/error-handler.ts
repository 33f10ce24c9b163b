import type { FastifyError, FastifyInstance } from 'fastify';
import { sendError } from '../lib/http-error.ts';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));
}
