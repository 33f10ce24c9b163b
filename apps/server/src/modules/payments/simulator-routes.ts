import { createHash } from 'node:crypto';
import {
  apiErrorSchema,
  checkoutMessages,
  referenceParamsSchema,
  SIMULATOR_BANK_OTP,
  SIMULATOR_BANKS,
  SIMULATOR_DECLINE_REASONS,
  SIMULATOR_TRANSFER_MINUTES,
  simulatedTransactionSchema,
  simulatorDeclineRequestSchema,
  simulatorInFlightSchema,
  simulatorMessages,
  simulatorOutcomeSchema,
  simulatorPayRequestSchema,
  simulatorTransferSchema,
  simulatorUssdRequestSchema,
  simulatorUssdSchema,
} from '@storefront/contracts/api';
import type { PaymentChannel } from '@storefront/contracts/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrowserBundleUnavailable, browserBundle } from '../../lib/browser-bundle.ts';
import { httpError } from '../../lib/http-error.ts';
import { ownHostOnly } from '../../lib/own-host.ts';
import { sessionIdOf } from '../auth/index.ts';
import { SIMULATOR_SCRIPT_PATH } from './public-payment-config.ts';
import { GATEWAY_APPROVED, type SimulatedPayment, type SimulatorProvider } from './simulator-provider.ts';
import { feesOf, simulatorWebhooks } from './simulator-webhooks.ts';

/** The pop-up's source (browser code), bundled on first request. */
const scriptEntry = new URL('../../simulator-ui/payment-simulator-client.ts', import.meta.url);

/** The transfer account the simulator gives out: a made-up bank, our name, and a number of the payment's own. */
const TRANSFER_BANK = 'Titan Trust Bank (test)';
const TRANSFER_ACCOUNT_NAME = 'Owambe Tickets Checkout';

/** Ten digits derived from the reference: the same payment always gets the same account, another one another. */
function accountNumberOf(reference: string): string {
  const digest = createHash('sha256').update(`transfer:${reference}`).digest();
  // 9 digits from the hash behind a leading 1-9, so the number never starts with 0.
  return `${(digest[0] ?? 0) % 9 || 9}${String(digest.readUInt32BE(1) % 1_000_000_000).padStart(9, '0')}`;
}

/** The bank's USSD prefix and a four-digit code of this payment's, as `*737*000*1234#`. */
function dialCodeOf(reference: string, prefix: string): string {
  const code = createHash('sha256').update(`ussd:${reference}`).digest().readUInt16BE(0) % 10_000;
  return `*${prefix}*000*${String(code).padStart(4, '0')}#`;
}

const channelWords: Record<PaymentChannel, string> = {
  card: 'card',
  bank_transfer: 'bank transfer',
  ussd: 'USSD',
  bank: 'bank',
};

/** Why a payment cannot take the step asked for, in the words of the state it is in. */
function conflict(row: SimulatedPayment): never {
  if (row.status === 'success') throw httpError(409, simulatorMessages.alreadyPaid);
  if (row.status === 'failed') throw httpError(409, simulatorMessages.alreadyDeclined);
  if (row.status === 'reversed') throw httpError(409, simulatorMessages.alreadyReversed);
  if (row.status === 'ongoing' && row.settles_at !== null) throw httpError(409, simulatorMessages.onItsWay);
  throw httpError(409, simulatorMessages.nothingInFlight);
}

const answerOf = (row: SimulatedPayment) => ({
  reference: row.reference,
  status: row.status,
  gatewayResponse: row.gateway_response,
});

/**
 * The payment simulator's side (only when PAYMENT_PROVIDER=simulator), under
 * /api/payment-simulator:
 * - GET inline.js: the stand-in for Paystack's inline script (`PaystackPop`), built from
 *   simulator-ui/payment-simulator-client.ts with its banks, decline reasons and test code written
 *   into it;
 * - GET transactions/{reference}: a transaction as the simulator knows it;
 * - POST transactions/{reference}/pay and /decline: card (and "pay with bank"), decided at once;
 *   Pay also posts a signed `charge.success` webhook to this server, as Paystack would;
 * - POST .../transfer and /transfer-sent, .../ussd and /ussd-dialled: a bank transfer or USSD
 *   payment, 'ongoing' until its money arrives SIMULATOR_SETTLE_DELAY_SECONDS after the buyer
 *   says it is sent, by webhook only (simulator-webhooks.ts);
 * - POST .../arrive: the bank reports the money of an ongoing transfer or USSD payment arrived
 *   now (for tests and developers: no waiting).
 * A channel left out of PAYMENT_CHANNELS is refused here too, as Paystack refuses one the
 * transaction was not opened with. Every route answers only under a Host of ours (a loopback name
 * or PUBLIC_URL's): a page rebound to this machine's address must not pay or read payments (DNS rebinding, docs/security.md).
 * Every route of a transaction answers only its order's buyer, signed in: anyone else, a guest
 * included, gets the unknown reference's 404 (docs/security.md, "Buyers' payments"), since a
 * reference is printed on every ticket's QR.
 */
export const simulatorRoutes: FastifyPluginAsyncZod<{
  simulator: SimulatorProvider;
  /** The root app: the webhook goes through its full request pipeline, signature check included. */
  root: FastifyInstance;
}> = async (app, { simulator, root }) => {
  app.addHook('onRequest', ownHostOnly(app.config.PUBLIC_URL, 'The payment simulator'));
  // A transaction's routes read the buyer's session with the payment, in the one read they make
  // anyway (ownPayment), not by the session hook: Pay costs no statement more (decision 39's way).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, session: false };
  });
  const webhooks = simulatorWebhooks({ simulator, root, log: app.log });
  app.addHook('onClose', () => webhooks.close());
  const channels = new Set(app.config.PAYMENT_CHANNELS);
  const settleDelayMs = app.config.SIMULATOR_SETTLE_DELAY_SECONDS * 1000;

  // The data comes from the contracts here, not in the browser: their file holds Zod schemas too.
  const script = browserBundle(scriptEntry, {
    SIMULATOR_DATA: {
      banks: SIMULATOR_BANKS,
      declineReasons: SIMULATOR_DECLINE_REASONS,
      otp: SIMULATOR_BANK_OTP,
      transferMinutes: SIMULATOR_TRANSFER_MINUTES,
    },
  });
  app.get(SIMULATOR_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const body = await script().catch((error: unknown) => {
      if (error instanceof BrowserBundleUnavailable) throw httpError(503, error.message);
      throw error;
    });
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });

  /**
   * The payment, when the request is signed in as its order's buyer; else 404, word for word the
   * unknown reference's, so another account or a guest learns nothing of it (simulator-channels.test.ts
   * "another account or a guest").
   */
  async function ownPayment(request: FastifyRequest, reference: string): Promise<SimulatedPayment> {
    const sessionId = sessionIdOf(request, app.config);
    const row = sessionId ? await simulator.findForBuyer(reference, sessionId) : undefined;
    if (!row) throw httpError(404, checkoutMessages.referenceUnknown);
    return row;
  }

  /** The buyer's own payment (ownPayment), or 404; and 409 when its channel is not offered. */
  async function paymentFor(request: FastifyRequest, reference: string, channel: PaymentChannel) {
    const row = await ownPayment(request, reference);
    if (!channels.has(channel)) throw httpError(409, simulatorMessages.channelOff(channelWords[channel]));
    return row;
  }

  /**
   * The payment as it is now (after an update this request won, or lost to another), or 404.
   * Only after ownPayment: the request is its buyer's already.
   */
  async function current(reference: string): Promise<SimulatedPayment> {
    const row = await simulator.find(reference);
    if (!row) throw httpError(404, checkoutMessages.referenceUnknown);
    return row;
  }

  const tags = ['payment simulator'];
  const params = referenceParamsSchema;
  const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
  // The API description says a transaction's routes need the buyer's session (and a step the
  // CSRF pair), though ownPayment reads it, not a preHandler.
  const buyersRead = [{ session: [] }];
  const buyersStep = [{ session: [], csrfHeader: [], csrfCookie: [] }];

  app.get(
    '/api/payment-simulator/transactions/:reference',
    {
      schema: {
        tags,
        summary: "A simulated transaction (its order's buyer only)",
        params,
        security: buyersRead,
        response: { 200: simulatedTransactionSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await ownPayment(request, request.params.reference);
      reply.header('cache-control', 'no-store');
      return {
        reference: row.reference,
        status: row.status,
        amount: Number(row.amount_kobo),
        currency: row.currency,
        email: row.email,
        channel: row.channel,
        gatewayResponse: row.gateway_response,
        settlesAt: row.settles_at,
      };
    },
  );

  app.post(
    '/api/payment-simulator/transactions/:reference/pay',
    {
      schema: {
        tags,
        summary: "The pop-up's Pay (card) or approve step (bank): the payment succeeds now",
        params,
        security: buyersStep,
        body: simulatorPayRequestSchema,
        response: { 200: simulatorOutcomeSchema, ...errors },
      },
    },
    async (request) => {
      const { reference } = request.params;
      const channel = request.body.channel ?? 'card';
      const row = await paymentFor(request, reference, channel);
      const now = new Date();
      if (!(await simulator.pay(reference, channel, now))) {
        const after = await current(reference);
        // A repeated Pay of the same payment (a double click) is answered as the first was.
        if (after.status === 'success' && after.channel === channel) return answerOf(after);
        conflict(after);
      }
      // The hot path of every simulated purchase: the answer and the webhook need no second read.
      const paidAt = now.toISOString();
      webhooks.postSoon(reference, {
        amount: Number(row.amount_kobo),
        currency: row.currency,
        channel,
        gateway_response: GATEWAY_APPROVED,
        paid_at: paidAt,
        ...feesOf(row),
      });
      return { reference, status: 'success', gatewayResponse: GATEWAY_APPROVED };
    },
  );

  app.post(
    '/api/payment-simulator/transactions/:reference/decline',
    {
      schema: {
        tags,
        summary: "The pop-up's Decline: the card or bank refuses, with the provider's reason",
        params,
        security: buyersStep,
        body: simulatorDeclineRequestSchema,
        response: { 200: simulatorOutcomeSchema, ...errors },
      },
    },
    async (request) => {
      const { reference } = request.params;
      const channel = request.body.channel ?? 'card';
      await paymentFor(request, reference, channel);
      if (!(await simulator.decline(reference, channel, request.body.reason))) {
        const row = await current(reference);
        if (row.status === 'failed' && row.channel === channel) return answerOf(row);
        conflict(row);
      }
      return answerOf(await current(reference));
    },
  );

  app.post(
    '/api/payment-simulator/transactions/:reference/transfer',
    {
      schema: {
        tags,
        summary: 'The buyer chose bank transfer: the account to send the exact amount to, open for 30 minutes',
        params,
        security: buyersStep,
        response: { 200: simulatorTransferSchema, ...errors },
      },
    },
    async (request) => {
      const { reference } = request.params;
      await paymentFor(request, reference, 'bank_transfer');
      if (!(await simulator.startTransfer(reference))) conflict(await current(reference));
      const row = await current(reference);
      return {
        bankName: TRANSFER_BANK,
        accountNumber: accountNumberOf(reference),
        accountName: TRANSFER_ACCOUNT_NAME,
        amount: Number(row.amount_kobo),
        currency: row.currency,
        expiresAt: row.expires_at ?? new Date().toISOString(),
      };
    },
  );

  /** 'I have sent the money' / 'I have dialled the code': the money arrives after the settle delay. */
  async function sent(request: FastifyRequest, reference: string, channel: 'bank_transfer' | 'ussd') {
    await paymentFor(request, reference, channel);
    const now = new Date();
    const settlesAt = new Date(now.getTime() + settleDelayMs);
    if (await simulator.sent(reference, channel, settlesAt, now)) {
      webhooks.checkAt(settlesAt);
      return { reference, status: 'ongoing', settlesAt: settlesAt.toISOString() };
    }
    const row = await current(reference);
    // Said twice (a double click, or another tab): the same arrival, and a timer here too.
    if (row.channel === channel && row.settles_at !== null && (row.status === 'ongoing' || row.status === 'success')) {
      if (row.status === 'ongoing') webhooks.checkAt(new Date(row.settles_at));
      return { reference, status: row.status, settlesAt: row.settles_at };
    }
    if (row.status === 'ongoing' && row.channel === channel && channel === 'bank_transfer') {
      throw httpError(409, simulatorMessages.transferExpired);
    }
    if (row.status === 'pending' || row.status === 'ongoing') {
      throw httpError(409, channel === 'bank_transfer' ? simulatorMessages.noTransfer : simulatorMessages.noUssd);
    }
    conflict(row);
  }

  app.post(
    '/api/payment-simulator/transactions/:reference/transfer-sent',
    {
      schema: {
        tags,
        summary: "'I have sent the money': the transfer arrives SIMULATOR_SETTLE_DELAY_SECONDS later, by webhook",
        params,
        security: buyersStep,
        response: { 200: simulatorInFlightSchema, ...errors },
      },
    },
    async (request) => sent(request, request.params.reference, 'bank_transfer'),
  );

  app.post(
    '/api/payment-simulator/transactions/:reference/ussd',
    {
      schema: {
        tags,
        summary: 'The buyer chose USSD and their bank: the code to dial for this payment',
        params,
        security: buyersStep,
        body: simulatorUssdRequestSchema,
        response: { 200: simulatorUssdSchema, ...errors },
      },
    },
    async (request) => {
      const { reference } = request.params;
      const bank = SIMULATOR_BANKS.find((each) => each.id === request.body.bank);
      if (!bank) throw httpError(400, 'Choose one of the banks offered.');
      await paymentFor(request, reference, 'ussd');
      if (!(await simulator.startUssd(reference))) conflict(await current(reference));
      const row = await current(reference);
      return { bankName: bank.name, dialCode: dialCodeOf(reference, bank.ussd), amount: Number(row.amount_kobo) };
    },
  );

  app.post(
    '/api/payment-simulator/transactions/:reference/ussd-dialled',
    {
      schema: {
        tags,
        summary: "'I have dialled the code': the USSD payment arrives SIMULATOR_SETTLE_DELAY_SECONDS later, by webhook",
        params,
        security: buyersStep,
        response: { 200: simulatorInFlightSchema, ...errors },
      },
    },
    async (request) => sent(request, request.params.reference, 'ussd'),
  );

  app.post(
    '/api/payment-simulator/transactions/:reference/arrive',
    {
      schema: {
        tags,
        summary:
          'For tests and developers: the bank reports the money of an ongoing transfer or USSD payment arrived now',
        params,
        security: buyersStep,
        response: { 200: simulatorOutcomeSchema, ...errors },
      },
    },
    async (request) => {
      const { reference } = request.params;
      await ownPayment(request, reference);
      const now = new Date();
      if (!(await simulator.arrive(reference, now))) conflict(await current(reference));
      webhooks.postSoon(reference);
      return answerOf(await current(reference));
    },
  );
};
