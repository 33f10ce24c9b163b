import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopbackAddress } from '../../lib/loopback.ts';

/**
 * Whether this request may see the development mailbox (DESIGN §9): the mailbox is on
 * (DEV_MAILBOX) and the request comes from this machine. Judged by the socket's own address,
 * never by X-Forwarded-For, which any client can write: behind a proxy on the same machine
 * every request looks local, so the mailbox is for development machines only.
 */
export function canSeeMailbox(app: FastifyInstance, request: FastifyRequest): boolean {
  return app.config.DEV_MAILBOX && isLoopbackAddress(request.socket.remoteAddress);
}
