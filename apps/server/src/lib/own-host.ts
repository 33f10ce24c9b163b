import type { FastifyReply, FastifyRequest } from 'fastify';

/** The names a browser on this machine uses for it. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A Host header: a name or an IPv4 address, or an IPv6 address in brackets, then an optional port. */
const HOST_HEADER = /^(?<name>[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Whether a request's Host header names this server: a loopback name (localhost, 127.0.0.1,
 * [::1]) or PUBLIC_URL's host, any port. DNS rebinding (docs/security.md) makes a page on
 * evil.example talk to 127.0.0.1 from this machine, so the socket's address proves nothing;
 * the browser still sends the page's own name as Host, which no page can change.
 *
 * The raw header, never X-Forwarded-Host: a rebound page is same-origin with the server and can
 * send any header fetch allows. Behind a proxy, the proxy must pass the client's Host (or talk to
 * us as 127.0.0.1) for the development aids to answer.
 */
export function isOwnHost(host: string | undefined, publicUrl: string): boolean {
  const name = host ? HOST_HEADER.exec(host)?.groups?.name?.toLowerCase() : undefined;
  if (!name) return false;
  return LOOPBACK_NAMES.has(name) || name === new URL(publicUrl).hostname.toLowerCase();
}

/**
 * An `onRequest` hook for a development aid's routes: 403 with a sentence unless the Host is
 * ours. `what` names the aid, as 'The payment simulator'.
 */
export function ownHostOnly(publicUrl: string, what: string) {
  const message = `${what} answers only at this server's own address (localhost, or the host of PUBLIC_URL).`;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isOwnHost(request.headers.host, publicUrl)) return reply.code(403).send({ message });
  };
}
