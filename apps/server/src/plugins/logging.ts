import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { redactEmailedTokens } from '../lib/redact.ts';

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's logger options: pino at LOG_LEVEL, with emailed tokens cut out of request URLs. */
export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent' && !stream) return false;
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    serializers: {
      // Fastify's own request serializer, but for the URL.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactEmailedTokens(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
