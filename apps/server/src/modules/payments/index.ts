// The payments module's public entry: what other modules may use (the import rules in
// .dependency-cruiser.cjs refuse any other way in).
export {
  type PaymentProvider,
  ProviderRejectedError,
  ProviderUnavailableError,
  reportedSplit,
  type VerifiedTransaction,
} from './payment-provider.ts';
export { choosePaymentProvider } from './providers.ts';
export { publicPaymentConfig } from './public-payment-config.ts';
// The simulator's fee and split as it reports them, for the money path's model (money-path-world.ts).
export { localFeeKobo, simulatedSplit } from './simulator-payouts.ts';
export type { SimulatorProvider } from './simulator-provider.ts';
export { simulatorRoutes } from './simulator-routes.ts';
export { feesOf } from './simulator-webhooks.ts';
export { isValidWebhookSignature } from './webhook-signature.ts';
