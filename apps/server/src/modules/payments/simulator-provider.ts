import { createHmac } from 'node:crypto';
import {
  SIMULATOR_DECLINE_REASONS,
  SIMULATOR_PLAIN_DECLINE,
  SIMULATOR_TRANSFER_MINUTES,
  type SimulatorDeclineReason,
} from '@storefront/contracts/api';
import type { PaymentChannel } from '@storefront/contracts/rules';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Database } from '../../db/schema.ts';
import { publicLink } from '../../lib/public-link.ts';
import { randomBytes } from '../../lib/random-bytes.ts';
import { type PaymentProvider, ProviderRejectedError } from './payment-provider.ts';
import { reportedSplitOf, simulatedSplit, simulatorPayouts } from './simulator-payouts.ts';
import { nextWebhookAttempt, type WebhookRetries } from './webhook-retries.ts';

/** What Paystack's verify says of a charge that went through at once (card, bank) or by transfer or USSD. */
export const GATEWAY_APPROVED = 'Approved';
const ARRIVED = 'Successful';

/**
 * A payment the buyer may still pay or decline: nothing chosen yet, or a transfer or USSD payment
 * they looked at but never sent (a pop-up lets the buyer switch channels until money moves).
 */
const open = (eb: ExpressionBuilder<Database, 'simulated_payments'>) =>
  eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'ongoing'), eb('settles_at', 'is', null)])]);

const changed = (result: { numAffectedRows?: bigint; numUpdatedRows?: bigint }) =>
  (result.numAffectedRows ?? result.numUpdatedRows ?? 0n) > 0n;

/**
 * The offline stand-in for Paystack (architecture.md §6, §9.1): no keys, no network. Its transactions live
 * in the database, so every server process sees a payment the pop-up settled in another.
 * Every change is one conditional UPDATE on the state it starts from (decision 8), so a payment
 * is paid or declined once, and its webhook claimed once, whichever processes race.
 * The pop-up calls these through simulator-routes.ts; simulator-webhooks.ts posts the webhooks.
 */
export function simulatorProvider(
  db: Kysely<Database>,
  { publicUrl, secret, retries }: { publicUrl: string; secret: string; retries: WebhookRetries },
) {
  // Every verify reads a transaction, every Pay decides one: compiled once (db/compiled-query.ts).
  const byReference = compileOnce((reference: string) =>
    db.selectFrom('simulated_payments').selectAll().where('reference', '=', reference),
  );
  // The pop-up's steps act for the order's own buyer only (simulator-routes.ts): the payment is
  // read with the buyer's session, in the one read every step already made. What makes a session
  // active is sessionsRepository.findActiveById's rule (unexpired; decision 39): change both.
  const byReferenceForBuyer = compileOnce((reference: string, sessionId: string, now: string) =>
    db
      .selectFrom('simulated_payments')
      .innerJoin('orders', 'orders.reference', 'simulated_payments.reference')
      .innerJoin('sessions', 'sessions.user_id', 'orders.user_id')
      .selectAll('simulated_payments')
      .where('simulated_payments.reference', '=', reference)
      .where('sessions.id', '=', sessionId)
      .where('sessions.expires_at', '>', now),
  );
  // Pay claims the webhook's first attempt in the same update (and schedules the second, in
  // case this one fails or its process dies): the caller whose update won posts it.
  const pay = compileOnce((reference: string, channel: PaymentChannel, at: string, retryAt: string | null) =>
    db
      .updateTable('simulated_payments')
      .set({
        status: 'success',
        channel,
        paid_at: at,
        settles_at: at,
        webhook_sent_at: at,
        webhook_attempts: 1,
        webhook_next_at: retryAt,
        gateway_response: GATEWAY_APPROVED,
      })
      .where('reference', '=', reference)
      .where(open),
  );
  const markDelivered = compileOnce((reference: string, at: string) =>
    db
      .updateTable('simulated_payments')
      .set({ webhook_delivered_at: at, webhook_next_at: null })
      .where('reference', '=', reference)
      .where('webhook_delivered_at', 'is', null),
  );
  /** The second attempt's time, for a first attempt claimed now on a payment made now. */
  const retryAfterFirst = (now: Date) => nextWebhookAttempt(1, now, now, retries);
  const reverse = compileOnce((reference: string) =>
    db
      .updateTable('simulated_payments')
      .set({ status: 'reversed' })
      .where('reference', '=', reference)
      .where('status', '=', 'success'),
  );
  const find = async (reference: string) => (await byReference(db, reference)).rows[0];
  const splitOf = (row: { fees_kobo: number | null; split: string | null }) => {
    const split = reportedSplitOf(row);
    return split ? { split } : {};
  };

  /**
   * Money on its way arrives: the payment succeeds when it was due (or now, `arrive`). True if
   * this call did it. `claim`: this caller posts the first attempt of its webhook; otherwise
   * (verify recording it) the webhook stays due for whoever claims it.
   */
  async function arrived(reference: string, now: Date, { claim, dueOnly }: { claim: boolean; dueOnly: boolean }) {
    const at = now.toISOString();
    let update = db
      .updateTable('simulated_payments')
      .set((eb) => ({
        status: 'success',
        gateway_response: ARRIVED,
        // Due: it arrived when it was due. Arrive: now, whatever was expected.
        paid_at: dueOnly ? eb.ref('settles_at') : at,
        settles_at: dueOnly ? eb.ref('settles_at') : at,
        ...(claim
          ? { webhook_sent_at: at, webhook_attempts: 1, webhook_next_at: retryAfterFirst(now) }
          : { webhook_next_at: eb.fn.coalesce('webhook_next_at', eb.ref('settles_at')) }),
      }))
      .where('reference', '=', reference)
      .where('status', '=', 'ongoing');
    if (dueOnly) update = update.where('settles_at', 'is not', null).where('settles_at', '<=', at);
    return changed(await update.executeTakeFirst());
  }

  return {
    name: 'simulator',
    // Derived from SESSION_SECRET so webhooks the simulator posts to us are signed like Paystack's.
    webhookSecret: createHmac('sha256', secret).update('payment-simulator-webhook').digest('hex'),

    // The bank list, account resolution and subaccounts (simulator-payouts.ts).
    ...simulatorPayouts(db),

    async initialize(input) {
      const accessCode = randomBytes(12).toString('base64url');
      // The fee and split this payment will report once paid, as Paystack would divide it.
      const divided = simulatedSplit(input.amountKobo, input.subaccount !== null ? (input.split ?? null) : null);
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
          channel: null,
          gateway_response: null,
          settles_at: null,
          expires_at: null,
          webhook_sent_at: null,
          fees_kobo: divided.feesKobo,
          split: divided.split ? JSON.stringify({ subaccount_code: input.subaccount, ...divided.split }) : null,
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

    /**
     * Paystack's verify. The simulator's own record is the truth: a transfer whose money was due
     * is reported (and recorded) as paid even if its webhook has not been posted yet.
     */
    async verify(reference, now = new Date()) {
      let row = await find(reference);
      if (!row) throw new ProviderRejectedError('Transaction reference not found');
      if (row.status === 'ongoing' && row.settles_at !== null && row.settles_at <= now.toISOString()) {
        // The webhook is left to whoever claims it (simulator-webhooks.ts): verify only records the arrival.
        await arrived(reference, now, { claim: false, dueOnly: true });
        row = (await find(reference)) ?? row;
      }
      // Paystack calls a transaction nobody finished paying 'abandoned'.
      const status = row.status === 'pending' ? 'abandoned' : row.status;
      return {
        reference: row.reference,
        status,
        amountKobo: Number(row.amount_kobo),
        currency: row.currency,
        ...(row.gateway_response ? { reason: row.gateway_response } : {}),
        ...(row.channel ? { channel: row.channel } : {}),
        // Paystack reports the fee and the split of a paid transaction.
        ...(status === 'success' || status === 'reversed' ? splitOf(row) : {}),
      };
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

    find,

    /**
     * The payment, when the session `sessionId` (its stored id: the cookie's token hashed) is
     * unexpired and signed in as the buyer of the payment's order; else undefined, as for an
     * unknown reference.
     */
    async findForBuyer(reference: string, sessionId: string, now = new Date()) {
      return (await byReferenceForBuyer(db, reference, sessionId, now.toISOString())).rows[0];
    },

    /** Pay (card) or the approve step (bank): paid now. True if this call decided it (and so posts the webhook). */
    async pay(reference: string, channel: 'card' | 'bank', now = new Date()): Promise<boolean> {
      return changed(await pay(db, reference, channel, now.toISOString(), retryAfterFirst(now)));
    },

    /** Decline: the card or bank refuses, in Paystack's words. True if this call decided it. */
    async decline(reference: string, channel: 'card' | 'bank', reason: SimulatorDeclineReason | undefined) {
      const result = await db
        .updateTable('simulated_payments')
        .set({
          status: 'failed',
          channel,
          gateway_response: reason ? SIMULATOR_DECLINE_REASONS[reason] : SIMULATOR_PLAIN_DECLINE,
        })
        .where('reference', '=', reference)
        .where(open)
        .executeTakeFirst();
      return changed(result);
    },

    /**
     * The buyer chose bank transfer: the payment is 'ongoing' and its account takes money for 30
     * minutes. Choosing it again while that account is still open keeps its deadline.
     * True if this call started it (or it was already running).
     */
    async startTransfer(reference: string, now = new Date()): Promise<boolean> {
      const at = now.toISOString();
      const expiresAt = new Date(now.getTime() + SIMULATOR_TRANSFER_MINUTES * 60_000).toISOString();
      const result = await db
        .updateTable('simulated_payments')
        .set((eb) => ({
          status: 'ongoing',
          channel: 'bank_transfer',
          expires_at: eb
            .case()
            .when(eb.and([eb('channel', '=', 'bank_transfer'), eb('expires_at', '>', at)]))
            .then(eb.ref('expires_at'))
            .else(expiresAt)
            .end(),
        }))
        .where('reference', '=', reference)
        .where(open)
        .executeTakeFirst();
      return changed(result);
    },

    /** The buyer chose USSD: the payment is 'ongoing' until they dial and the money arrives. */
    async startUssd(reference: string): Promise<boolean> {
      const result = await db
        .updateTable('simulated_payments')
        .set({ status: 'ongoing', channel: 'ussd', expires_at: null })
        .where('reference', '=', reference)
        .where(open)
        .executeTakeFirst();
      return changed(result);
    },

    /**
     * 'I have sent the money' or 'I have dialled the code': the money arrives at `settlesAt`. Only
     * for an ongoing payment of that channel whose money is not on its way yet (and, for a
     * transfer, whose account is still open). True if this call set it.
     */
    async sent(reference: string, channel: 'bank_transfer' | 'ussd', settlesAt: Date, now = new Date()) {
      let update = db
        .updateTable('simulated_payments')
        // The webhook is due when the money is: whichever process looks then posts it.
        .set({ settles_at: settlesAt.toISOString(), webhook_next_at: settlesAt.toISOString() })
        .where('reference', '=', reference)
        .where('status', '=', 'ongoing')
        .where('channel', '=', channel)
        .where('settles_at', 'is', null);
      if (channel === 'bank_transfer') update = update.where('expires_at', '>', now.toISOString());
      return changed(await update.executeTakeFirst());
    },

    /** The bank reports the money of an ongoing transfer or USSD payment arrived now. True if this call did it (and so posts the webhook). */
    arrive: (reference: string, now = new Date()) => arrived(reference, now, { claim: true, dueOnly: false }),

    /** A due arrival, recorded and claimed for its webhook at once. True if this call did it (and so posts the webhook). */
    arriveDue: (reference: string, now = new Date()) => arrived(reference, now, { claim: true, dueOnly: true }),

    /**
     * Payments whose webhook attempt is due: arrivals due while no process had a timer for them,
     * arrivals verify recorded, and retries of attempts that failed (or whose process died before
     * posting). Read from the small partial index of migration 016 (delivered ones leave it).
     */
    async webhooksDue(now = new Date()) {
      return db
        .selectFrom('simulated_payments')
        .select(['reference', 'status', 'webhook_attempts', 'webhook_next_at', 'paid_at'])
        .where('webhook_next_at', 'is not', null)
        .where('webhook_next_at', '<=', now.toISOString())
        .where('status', 'in', ['ongoing', 'success'])
        .orderBy('webhook_next_at')
        .limit(100)
        .execute();
    },

    /**
     * Claims the next attempt of a paid payment's webhook, due at `due.webhook_next_at`, and
     * schedules the one after (or none, past the 72 hours). The claim when this call won, else null.
     */
    async claimWebhook(
      reference: string,
      due: { webhook_attempts: number; webhook_next_at: string | null; paid_at: string | null },
      now = new Date(),
    ): Promise<string | null> {
      if (due.webhook_next_at === null) return null;
      const at = now.toISOString();
      const attempt = Number(due.webhook_attempts) + 1;
      const result = await db
        .updateTable('simulated_payments')
        .set({
          webhook_sent_at: at,
          webhook_attempts: attempt,
          webhook_next_at: nextWebhookAttempt(attempt, now, new Date(due.paid_at ?? at), retries),
        })
        .where('reference', '=', reference)
        .where('status', '=', 'success')
        .where('webhook_next_at', '=', due.webhook_next_at)
        .where('webhook_delivered_at', 'is', null)
        .executeTakeFirst();
      return changed(result) ? at : null;
    },

    /** Our route answered 200: no more attempts. */
    async webhookDelivered(reference: string, now = new Date()): Promise<void> {
      await markDelivered(db, reference, now.toISOString());
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}

export type SimulatorProvider = ReturnType<typeof simulatorProvider>;
export type SimulatedPayment = NonNullable<Awaited<ReturnType<SimulatorProvider['find']>>>;
