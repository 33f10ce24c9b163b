import type { Config } from '../../config.ts';
import {
  addressEmailKey,
  addressFailureLimits,
  addressKey,
  authRateLimits,
  type Check,
  emailCeilingLimits,
  emailKey,
} from '../../lib/rate-limiter.ts';

/**
 * The counters a sign-in is checked against (decision 22). Each attempt is counted as it
 * arrives and given back if it succeeds, so they count failures and attempts in flight, never
 * successes: thousands of buyers share one carrier address, and their sign-ins must not use up
 * each other's allowance.
 *
 * Checked most specific first (pair, email, address): an attempt refused for its own account
 * (and given back) never reaches the address's count, which everyone behind that address
 * shares, so hammering one account cannot lock out the rest of the carrier's customers. Google
 * sign-in is the exception: its email is known only once the token is checked, so its address
 * is counted before the token, and its pair and email after.
 */
export function signInLimits(config: Config, name: 'login' | 'google-login') {
  const perPair = authRateLimits(config);
  const perEmail = emailCeilingLimits(config);
  const perAddress = addressFailureLimits(config);
  return {
    /** Wrong passwords for one account from one address: AUTH_RATE_LIMIT_*. */
    pair: (ip: string, email: string): Check => ({
      name: `${name}-pair`,
      key: addressEmailKey(ip, email),
      limit: perPair,
    }),
    /** One account from every address together: AUTH_EMAIL_RATE_LIMIT_*, high and short so others cannot lock the owner out for long. */
    email: (email: string): Check => ({ name: `${name}-email`, key: emailKey(email), limit: perEmail }),
    /** Every account from one address: AUTH_ADDRESS_FAILURE_LIMIT_*, a ceiling for a carrier's shared address. */
    address: (ip: string): Check => ({ name: `${name}-address`, key: addressKey(ip), limit: perAddress }),
  };
}
