import type { PublicConfig, UserProfile } from '@storefront/contracts';

/**
 * Shape checks for what the account calls answer and what browser storage holds. Written by
 * hand (not with the contracts' Zod schemas) so Zod stays out of the main chunk.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The public profile `{ id, username, email }` (extra fields dropped), or null. */
export function toUserProfile(value: unknown): UserProfile | null {
  if (!isRecord(value)) return null;
  const { id, username, email } = value;
  if (typeof id !== 'string' || typeof username !== 'string' || typeof email !== 'string') return null;
  return { id, username, email };
}

export function toPublicConfig(value: unknown): PublicConfig | null {
  if (!isRecord(value)) return null;
  const { publicUrl, googleClientId, supportEmail, devMailbox, payment, testMode } = value;
  if (typeof publicUrl !== 'string' || typeof supportEmail !== 'string') return null;
  return {
    publicUrl,
    supportEmail,
    googleClientId: typeof googleClientId === 'string' && googleClientId ? googleClientId : null,
    devMailbox: devMailbox === true,
    payment: toPaymentConfig(payment),
    testMode: testMode === true,
  };
}

/** The pop-up's script and key; without a usable one the Pay button says the payment system failed to load. */
function toPaymentConfig(value: unknown): PublicConfig['payment'] {
  if (!isRecord(value)) return { provider: 'simulator', scriptUrl: '', publicKey: '' };
  const { provider, scriptUrl, publicKey } = value;
  return {
    provider: provider === 'paystack' ? 'paystack' : 'simulator',
    scriptUrl: typeof scriptUrl === 'string' ? scriptUrl : '',
    publicKey: typeof publicKey === 'string' ? publicKey : '',
  };
}
