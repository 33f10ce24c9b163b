import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Paths whose last part is a secret token (the emailed reset and confirmation links): the
 * page request and the API call both carry it, and logs are read by more people than inboxes.
 */
const TOKEN_IN_PATH = /\/(reset-password|verify-email)\/[^/?#]+/g;

/** The URL as it may be logged: every emailed token replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, '/$1/[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's logger options: pino at LOG_LEVEL, with request URLs redacted. */
export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent' && !stream) return false;
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    serializers: {
      // Fastify's own request serializer, but for the URL.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
