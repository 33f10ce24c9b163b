import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 form (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * Whether this request may see the development mailbox (DESIGN §9): the mailbox is on
 * (DEV_MAILBOX) and the request comes from this machine. Judged by the socket's own address,
 * never by X-Forwarded-For, which any client can write: behind a proxy on the same machine
 * every request looks local, so the mailbox is for development machines only.
 */
export function canSeeMailbox(app: FastifyInstance, request: FastifyRequest): boolean {
  return app.config.DEV_MAILBOX && isLoopbackAddress(request.socket.remoteAddress);
}
