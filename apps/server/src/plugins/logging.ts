import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
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

/**
 * One log line per request, when its answer has gone: Fastify's own line with the request's
 * method, URL (tokens cut out) and client added, and no line as the request comes in. Fastify
 * writes two lines a request, and under load the write was the largest cost of a small answer:
 * GET /api/tickets/{ref} ran at 2,865 req/s at LOG_LEVEL=info against 12,894 at warn
 * (docs/performance-history.md §15). Errors are logged as before.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
