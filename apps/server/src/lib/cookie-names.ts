import type { Config } from '../config.ts';

// The names of our cookies, shared by the plugins that set them and the routes that read them.

/**
 * In production a cookie name starts with `__Host-`: the browser then takes the cookie only
 * from a secure page of this very host, with Path=/ and no Domain, so a sibling subdomain
 * or a plain-http page cannot plant one (a planted XSRF cookie defeats double-submit).
 */
export function hostCookieName(name: string, config: Config): string {
  return config.NODE_ENV === 'production' ? `__Host-${name}` : name;
}

export const SESSION_COOKIE = 'sid';

/** `sid`, or `__Host-sid` in production (see hostCookieName). */
export function sessionCookieName(config: Config): string {
  return hostCookieName(SESSION_COOKIE, config);
}
