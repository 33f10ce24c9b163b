import { z } from 'zod';
import { PAYMENT_CHANNELS } from '../rules/payment-channels.ts';

/** Public settings the web app reads from GET /api/config. Never holds a secret. */
export const publicConfigSchema = z.object({
  publicUrl: z.string(),
  /**
   * Google sign-in: real Google (GOOGLE_CLIENT_ID), or outside production without one the local
   * simulator (for clients on the server's own machine). Null: no Google button at all.
   */
  google: z
    .object({
      provider: z.enum(['google', 'simulator']),
      /** The client id the Google Identity Services script is initialized with. */
      clientId: z.string(),
      /** That script: Google's, or the simulator's stand-in served by our server. */
      scriptUrl: z.string(),
    })
    .nullable(),
  supportEmail: z.string(),
  /** The helpdesk's Tawk.to property (or property/widget); null: the built-in chat assistant. */
  tawkPropertyId: z.string().nullable(),
  devMailbox: z.boolean(),
  payment: z.object({
    /** 'simulator' (the offline default) or 'paystack'. */
    provider: z.enum(['simulator', 'paystack']),
    /** The inline script exposing `PaystackPop` (ours in simulator mode). */
    scriptUrl: z.string(),
    /** Paystack's public key (pk_...), or a placeholder for the simulator. Never a secret. */
    publicKey: z.string(),
    /** The channels the pop-up offers (PAYMENT_CHANNELS), passed to it as its `channels` option. */
    channels: z.array(z.enum(PAYMENT_CHANNELS)),
  }),
  /** True while any simulator stands in for a real service: every page shows 'Test mode'. */
  testMode: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.string() });
