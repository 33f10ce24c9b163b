import { createHash } from 'node:crypto';
import { PAGE_SCRIPTS_LOADER } from '@storefront/contracts/page';
import type { Config } from '../config.ts';

/** The one inline script the pages carry, allowed by its hash (no 'unsafe-inline'). */
const pageScriptsLoader = `'sha256-${createHash('sha256').update(PAGE_SCRIPTS_LOADER).digest('base64')}'`;

/**
 * The only third parties the pages may load: Google sign-in and Paystack (when configured), the
 * helpdesk's Tawk.to chat (when configured), the OpenStreetMap venue map and the YouTube highlight video (both only after a click or
 * when scrolled into view). Everything else comes from our own origin, but for the server-rendered pages'
 * script loader (contracts' page/scripts.ts), inline.
 */
export function contentSecurityPolicy(config: Config) {
  const google = config.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [];
  // Paystack's inline script opens its checkout in a frame and calls its API from the page.
  const paystack = config.PAYMENT_PROVIDER === 'paystack';
  const paystackScript = paystack ? [new URL(config.PAYSTACK_SCRIPT_URL).origin] : [];
  const paystackFrames = paystack ? ['https://checkout.paystack.com'] : [];
  const paystackApi = paystack ? ['https://api.paystack.co'] : [];
  // The helpdesk's Tawk.to widget (TAWK_PROPERTY_ID): its loader, then its frames, assets and socket.
  const tawk = config.TAWK_PROPERTY_ID ? ['https://embed.tawk.to', 'https://*.tawk.to'] : [];
  const tawkSocket = config.TAWK_PROPERTY_ID ? ['wss://*.tawk.to'] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...google, ...paystackScript, ...tawk, pageScriptsLoader],
      styleSrc: ["'self'", "'unsafe-inline'", ...google, ...tawk],
      // The venue map's page loads one tile first, to know whether the map can show (use-map-status.ts).
      imgSrc: ["'self'", 'data:', 'https://i.ytimg.com', 'https://tile.openstreetmap.org', ...tawk],
      connectSrc: ["'self'", ...google, ...paystackApi, ...tawk, ...tawkSocket],
      frameSrc: [
        'https://www.openstreetmap.org',
        'https://www.youtube-nocookie.com',
        ...google,
        ...paystackFrames,
        ...tawk,
      ],
      fontSrc: ["'self'", 'data:', ...tawk],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
    },
  };
}
