import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Database } from '../../db/schema.ts';
import { publicLink } from '../../lib/public-link.ts';
import { type PaymentProvider, ProviderRejectedError } from './payment-provider.ts';

/**
 * The offline stand-in for Paystack (DESIGN §1.3): no keys, no network. Its transactions live
 * in the database, so every server process sees a payment the pop-up settled in another.
 * The pop-up's Pay and Decline buttons call `settle` through simulator-routes.ts.
 */
export function simulatorProvider(db: Kysely<Database>, { publicUrl, secret }: { publicUrl: string; secret: string }) {
  // Every verify reads a transaction, every Pay decides one: compiled once (db/compiled-query.ts).
  const byReference = compileOnce((reference: string) =>
    db.selectFrom('simulated_payments').selectAll().where('reference', '=', reference),
  );
  const decide = compileOnce((reference: string, status: 'success' | 'failed', paidAt: string | null) =>
    db
      .updateTable('simulated_payments')
      .set({ status, paid_at: paidAt })
      .where('reference', '=', reference)
      .where('status', '=', 'pending'),
  );
  const reverse = compileOnce((reference: string) =>
    db
      .updateTable('simulated_payments')
      .set({ status: 'reversed' })
      .where('reference', '=', reference)
      .where('status', '=', 'success'),
  );
  const find = async (reference: string) => (await byReference(db, reference)).rows[0];
  return {
    name: 'simulator',
    // Derived from SESSION_SECRET so webhooks the simulator posts to us are signed like Paystack's.
    webhookSecret: createHmac('sha256', secret).update('payment-simulator-webhook').digest('hex'),

    async initialize(input) {
      const accessCode = randomBytes(12).toString('base64url');
      await db
        .insertInto('simulated_payments')
        .values({
          reference: input.reference,
          access_code: accessCode,
          amount_kobo: input.amountKobo,
          currency: input.currency,
          email: input.email,
          subaccount: input.subaccount,
          metadata: JSON.stringify(input.metadata),
          status: 'pending',
          created_at: new Date().toISOString(),
          paid_at: null,
        })
        .execute();
      return {
        authorizationUrl: publicLink(
          publicUrl,
          `/api/payment-simulator/transactions/${encodeURIComponent(input.reference)}`,
        ),
        accessCode,
        reference: input.reference,
      };
    },

    async verify(reference) {
      const row = await find(reference);
      if (!row) throw new ProviderRejectedError('Transaction reference not found');
      // Paystack calls a transaction nobody finished paying 'abandoned'.
      const status = row.status === 'pending' ? 'abandoned' : row.status;
      return { reference: row.reference, status, amountKobo: Number(row.amount_kobo), currency: row.currency };
    },

    /** Instant, as a refund in the simulator should be: a paid transaction becomes 'reversed', once. */
    async refund({ reference }) {
      const result = await reverse(db, reference);
      if ((result.numAffectedRows ?? 0n) > 0n) return { status: 'processed' };
      const row = await find(reference);
      // Paystack's own words for these refusals.
      if (!row) throw new ProviderRejectedError('Transaction reference not found');
      if (row.status === 'reversed') throw new ProviderRejectedError('Transaction has been fully reversed');
      throw new ProviderRejectedError('Transaction has not been paid');
    },

    /** The pop-up's Pay ('success') or Decline ('failed'). True if this call decided it. */
    async settle(reference: string, outcome: 'success' | 'failed'): Promise<boolean> {
      const paidAt = outcome === 'success' ? new Date().toISOString() : null;
      const result = await decide(db, reference, outcome, paidAt);
      return (result.numAffectedRows ?? 0n) > 0n;
    },

    find,
  } satisfies PaymentProvider & Record<string, unknown>;
}

export type SimulatorProvider = ReturnType<typeof simulatorProvider>;
