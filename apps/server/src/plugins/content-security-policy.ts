import type { Config } from '../config.ts';

/**
 * The only third parties the pages may load: Google sign-in (when configured), the
 * OpenStreetMap venue map and the YouTube highlight video (both only after a click or
 * when scrolled into view). Everything else comes from our own origin.
 */
export function contentSecurityPolicy(config: Config) {
  const google = config.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...google],
      styleSrc: ["'self'", "'unsafe-inline'", ...google],
      imgSrc: ["'self'", 'data:', 'https://i.ytimg.com'],
      connectSrc: ["'self'", ...google],
      frameSrc: ['https://www.openstreetmap.org', 'https://www.youtube-nocookie.com', ...google],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
    },
  };
}
