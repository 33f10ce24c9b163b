import type { PublicConfig } from '@storefront/contracts/api';
import type { Config } from '../../config.ts';

/** Where the simulator's stand-in for Paystack's inline script is served. */
export const SIMULATOR_SCRIPT_PATH = '/api/payment-simulator/inline.js';
/** The simulator accepts any key; the pop-up shows this one so the call looks like Paystack's. */
export const SIMULATOR_PUBLIC_KEY = 'pk_test_simulator';

/** What the web app needs to open the pop-up: the script to load, the public key and the channels to offer. */
export function publicPaymentConfig(config: Config): PublicConfig['payment'] {
  const channels = config.PAYMENT_CHANNELS;
  if (config.PAYMENT_PROVIDER === 'paystack') {
    return {
      provider: 'paystack',
      scriptUrl: config.PAYSTACK_SCRIPT_URL,
      publicKey: config.PAYSTACK_PUBLIC_KEY ?? '',
      channels,
    };
  }
  return { provider: 'simulator', scriptUrl: SIMULATOR_SCRIPT_PATH, publicKey: SIMULATOR_PUBLIC_KEY, channels };
}
