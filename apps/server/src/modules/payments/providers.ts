import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { paystackProvider } from './paystack-provider.ts';
import { type SimulatorProvider, simulatorProvider } from './simulator-provider.ts';

/** The provider PAYMENT_PROVIDER names; the simulator is also returned on its own for its routes. */
export function choosePaymentProvider(
  config: Config,
  db: Kysely<Database>,
): { provider: PaymentProvider; simulator: SimulatorProvider | null } {
  if (config.PAYMENT_PROVIDER === 'paystack') {
    return {
      provider: paystackProvider({
        secretKey: config.PAYSTACK_SECRET_KEY ?? '',
        baseUrl: config.PAYSTACK_BASE_URL,
        timeoutMs: config.PAYSTACK_TIMEOUT_MS,
        channels: config.PAYMENT_CHANNELS,
      }),
      simulator: null,
    };
  }
  const simulator = simulatorProvider(db, {
    publicUrl: config.PUBLIC_URL,
    secret: config.SESSION_SECRET,
    retries: {
      retryMs: config.SIMULATOR_WEBHOOK_RETRY_SECONDS * 1000,
      lateRetryMs: config.SIMULATOR_WEBHOOK_LATE_RETRY_SECONDS * 1000,
    },
  });
  return { provider: simulator, simulator };
}
