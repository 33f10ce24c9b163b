import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseMessages, isDatabaseBusy, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/database-errors.ts';

/** Fastify's own client-error codes, reworded for a person. */
const friendlyByCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

/** An error whose status and message are meant for the client (thrown by route code). */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    // Without a stack: nothing reads it (the answer is the status and the message), and taking
    // one was a few percent of every refusal in a sold-out rush (docs/performance-history.md §19).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.statusCode = statusCode;
    this.name = 'HttpError';
  }
}

/** `throw httpError(409, 'Sorry, this event is sold out.')`: answered as `{ message }` with that status. */
export const httpError = (statusCode: number, message: string) => new HttpError(statusCode, message);

const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';

/**
 * The status and `message` an error is answered with: validation failures as 400 with the
 * contract's message, other client errors with their status, a database that cannot serve
 * right now as 503 (decision 24), and anything unexpected as a 500 that says nothing about
 * the internals (the details go to the log).
 */
function errorAnswer(error: FastifyError, request: FastifyRequest): { status: number; message: string } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const text = first?.message ?? 'The request is not valid.';
    // Contract messages are sentences for a person (they end with a full stop); Zod's generic
    // ones ("Too small: expected number to be >=1") get the field name in front.
    const message = /[.!?]$/.test(text) || !field ? text : `${field}: ${text}`;
    return { status: 400, message };
  }
  // A gateway failure (502/503) of our own making says what happened; other 5xx reveal nothing.
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      message: (error.code && friendlyByCode[error.code]) || error.message || 'The request is not valid.',
    };
  }
  // PostgreSQL down, restarting or unreachable, or SQLite locked past its busy timeout: the
  // request may succeed in a moment, so say so; the process keeps serving what it can.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return { status: 503, message: databaseMessages.unavailable };
  }
  if (isDatabaseBusy(error)) {
    request.log.warn({ err: error }, 'database busy');
    return { status: 503, message: databaseMessages.busy };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, message: INTERNAL_ERROR };
}

/**
 * Answers an error as `{ message }` (see errorAnswer), with `extra` fields for a route whose
 * error shape has more. Also Fastify's `frameworkErrors` option: errors raised while routing
 * (a malformed %-escape, an over-long path parameter) skip the error handler, and Fastify's
 * own answer for them echoes the path with its internal code.
 */
export function sendError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  extra: Record<string, unknown> = {},
): FastifyReply {
  const { status, message } = errorAnswer(error, request);
  if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.code(status).send({ ...extra, message });
}
