import type { PublicConfig } from '@storefront/contracts/api';
import { isPaymentChannel, PAYMENT_CHANNELS } from '@storefront/contracts/rules';
import { apiRequest } from './api.ts';
import { isRecord } from './records.ts';

/**
 * GET /api/config: the public settings every part of the app may need (Google sign-in or its simulator, the
 * payment pop-up's script, the support address, the helpdesk's Tawk.to property, test mode). Checked by hand, not with the
 * contracts' Zod schema, so Zod stays out of the page chunks.
 */
export function toPublicConfig(value: unknown): PublicConfig | null {
  if (!isRecord(value)) return null;
  const { publicUrl, google, supportEmail, tawkPropertyId, devMailbox, payment, testMode } = value;
  if (typeof publicUrl !== 'string' || typeof supportEmail !== 'string') return null;
  return {
    publicUrl,
    supportEmail,
    google: toGoogleConfig(google),
    tawkPropertyId: typeof tawkPropertyId === 'string' && tawkPropertyId ? tawkPropertyId : null,
    devMailbox: devMailbox === true,
    payment: toPaymentConfig(payment),
    testMode: testMode === true,
  };
}

/** Google sign-in's provider, client id and script; anything unusable means no Google button. */
function toGoogleConfig(value: unknown): PublicConfig['google'] {
  if (!isRecord(value)) return null;
  const { provider, clientId, scriptUrl } = value;
  if (provider !== 'google' && provider !== 'simulator') return null;
  if (typeof clientId !== 'string' || !clientId || typeof scriptUrl !== 'string' || !scriptUrl) return null;
  return { provider, clientId, scriptUrl };
}

/**
 * The pop-up's script, key and channels; without a usable script the Pay button says the payment
 * system failed to load. Without a usable channel list the pop-up is offered every channel, as
 * Paystack's pop-up does when it is given none.
 */
function toPaymentConfig(value: unknown): PublicConfig['payment'] {
  if (!isRecord(value)) return { provider: 'simulator', scriptUrl: '', publicKey: '', channels: [...PAYMENT_CHANNELS] };
  const { provider, scriptUrl, publicKey, channels } = value;
  const known = Array.isArray(channels) ? channels.filter(isPaymentChannel) : [];
  return {
    provider: provider === 'paystack' ? 'paystack' : 'simulator',
    scriptUrl: typeof scriptUrl === 'string' ? scriptUrl : '',
    publicKey: typeof publicKey === 'string' ? publicKey : '',
    channels: known.length > 0 ? known : [...PAYMENT_CHANNELS],
  };
}

/** An answer that is not the configuration (the caller shows its own fallback). */
export class UnexpectedConfigError extends Error {
  constructor() {
    super('Unexpected answer from the server.');
    this.name = 'UnexpectedConfigError';
  }
}

let configPromise: Promise<PublicConfig> | null = null;

/** GET /api/config, once per page load (a failure is retried on the next call). */
export function fetchPublicConfig(): Promise<PublicConfig> {
  configPromise ??= apiRequest<unknown>('/api/config').then((answer) => {
    const config = toPublicConfig(answer);
    if (!config) throw new UnexpectedConfigError();
    return config;
  });
  configPromise.catch(() => {
    configPromise = null;
  });
  return configPromise;
}

/** Tests only: forget the cached configuration. */
export function resetPublicConfigCache(): void {
  configPromise = null;
}
