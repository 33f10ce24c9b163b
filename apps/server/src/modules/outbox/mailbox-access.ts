import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopbackAddress } from '../../lib/loopback.ts';
import { isOwnHost } from '../../lib/own-host.ts';

/**
 * Whether this request may see the development mailbox (architecture.md §6): the mailbox is on
 * (DEV_MAILBOX) and the request comes from this machine. Judged by the socket's own address,
 * never by X-Forwarded-For, which any client can write: behind a proxy on the same machine
 * every request looks local, so the mailbox is for development machines only. The Host must be
 * ours too (a loopback name or PUBLIC_URL's): a page whose name was rebound to 127.0.0.1 also
 * comes from this machine (DNS rebinding, docs/security.md).
 */
export function canSeeMailbox(app: FastifyInstance, request: FastifyRequest): boolean {
  return (
    app.config.DEV_MAILBOX &&
    isLoopbackAddress(request.socket.remoteAddress) &&
    isOwnHost(request.headers.host, app.config.PUBLIC_URL)
  );
}
