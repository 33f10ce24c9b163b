import type { PaymentChannel } from '@storefront/contracts/rules';
import { z } from 'zod';
import {
  type InitializeInput,
  type NewSubaccount,
  type PaymentProvider,
  type PayoutBank,
  ProviderRejectedError,
  ProviderUnavailableError,
  type RefundInput,
  reportedSplit,
} from './payment-provider.ts';

export interface PaystackOptions {
  /** sk_test_... or sk_live_...; sent as a Bearer token and used to check webhooks. */
  secretKey: string;
  /** https://api.paystack.co, or a Paystack-shaped server in tests. */
  baseUrl: string;
  /** The whole call, answer body included, must finish within this. */
  timeoutMs: number;
  /** The channels Paystack's checkout offers for each transaction; unset: the integration's own. */
  channels?: readonly PaymentChannel[];
  fetch?: typeof fetch;
}

// Only the fields we use; Paystack's answers carry many more, which Zod drops.
const initializeAnswer = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.string(), access_code: z.string(), reference: z.string() }),
});

const verifyAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    reference: z.string(),
    status: z.string(),
    amount: z.number().int().nonnegative(),
    currency: z.string(),
    // Null on a transaction nobody tried to pay; text we only pass on, so any string is taken.
    gateway_response: z.string().nullish(),
    // The buyer's channel ('card', 'bank_transfer', 'ussd', ...); null before one is chosen.
    channel: z.string().nullish().catch(null),
    // The provider's fee and, for a split payment, who received what (kobo); absent before payment.
    // Read leniently: a payment is never refused for the shape of these.
    fees: z.number().nonnegative().nullish().catch(null),
    fees_split: z
      .object({ subaccount: z.number().nullish().catch(null) })
      .nullish()
      .catch(null),
  }),
});

// GET /bank: every bank of the country; a page at a time when asked with use_cursor.
const banksAnswer = z.object({
  status: z.literal(true),
  data: z.array(
    z.object({
      name: z.string(),
      code: z.string(),
      active: z.boolean().nullish(),
      is_deleted: z.boolean().nullish(),
    }),
  ),
  meta: z.object({ next: z.string().nullish() }).nullish(),
});

// GET /bank/resolve: the holder's name of an account.
const resolveAnswer = z.object({
  status: z.literal(true),
  data: z.object({ account_name: z.string().trim().min(1) }),
});

// POST /subaccount answers 201 with the subaccount it made.
const subaccountAnswer = z.object({
  status: z.literal(true),
  data: z.object({ subaccount_code: z.string().min(1) }),
});

/** The bank list is the same for everyone and rarely changes: kept for an hour. */
const BANKS_KEPT_MS = 60 * 60_000;
/** Pages of the bank list read at most (Nigeria's list is a few pages of 100). */
const MAX_BANK_PAGES = 10;

// POST /refund answers 200 with the refund it queued (Paystack's "Refund has been queued for processing").
const refundAnswer = z.object({
  status: z.literal(true),
  data: z.object({ status: z.string() }),
});

const rejection = z.object({ message: z.string().trim().min(1) });

const UNREADABLE = 'The payment service sent an answer we could not read.';

/** Paystack's REST API (architecture.md §9). Errors never quote the request, so the key cannot leak through them. */
export function paystackProvider({
  secretKey,
  baseUrl,
  timeoutMs,
  channels,
  fetch: fetchFn = globalThis.fetch,
}: PaystackOptions): PaymentProvider {
  const root = baseUrl.replace(/\/+$/, '');
  let banks: { list: PayoutBank[]; until: number } | null = null;

  /** One call, its answer as JSON; every way it can go wrong becomes one of the provider errors. */
  async function call(path: string, body?: unknown): Promise<unknown> {
    let status: number;
    let text: string;
    try {
      const response = await fetchFn(`${root}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // Paystack's API does not redirect; following one would hand the key to another address.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      // The timeout's signal also aborts reading a body that trickles in too slowly.
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new ProviderUnavailableError('The payment service did not answer in time.');
      }
      throw new ProviderUnavailableError('The payment service could not be reached.');
    }
    // A 5xx page is often HTML from a proxy: judge it by its status before trying to parse it.
    if (status >= 500) throw new ProviderUnavailableError(`The payment service is unavailable (HTTP ${status}).`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (status >= 400) {
      const parsed = rejection.safeParse(json);
      throw new ProviderRejectedError(
        parsed.success ? parsed.data.message : `The payment service refused the request (HTTP ${status}).`,
      );
    }
    if (status < 200 || status >= 300 || json === undefined) throw new ProviderUnavailableError(UNREADABLE);
    return json;
  }

  function read<T>(schema: z.ZodType<T>, json: unknown): T {
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ProviderUnavailableError(UNREADABLE);
    return parsed.data;
  }

  /** The same guard as initialize: Paystack reads a fractional amount as a different sum. */
  function wholeKobo(amountKobo: number): number {
    if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) {
      throw new RangeError(`amountKobo must be a positive whole number of kobo, got ${amountKobo}`);
    }
    return amountKobo;
  }

  return {
    name: 'paystack',
    webhookSecret: secretKey,

    async initialize({ reference, email, amountKobo, currency, subaccount, split, metadata }: InitializeInput) {
      const { data } = read(
        initializeAnswer,
        await call('/transaction/initialize', {
          email,
          amount: wholeKobo(amountKobo),
          currency,
          reference,
          ...(subaccount === null ? {} : { subaccount }),
          // An organizer's sale (decision 31): the platform's commission as a flat charge, and who bears the fee.
          ...(subaccount !== null && split
            ? { transaction_charge: split.transactionChargeKobo, bearer: split.bearer }
            : {}),
          // The pop-up is also told (PaystackPop's `channels`); here the transaction itself is limited to them.
          ...(channels ? { channels } : {}),
          metadata,
        }),
      );
      return { authorizationUrl: data.authorization_url, accessCode: data.access_code, reference: data.reference };
    },

    async verify(reference: string) {
      const { data } = read(verifyAnswer, await call(`/transaction/verify/${encodeURIComponent(reference)}`));
      // Passed on as Paystack reported them: the checkout compares them with the stored order.
      return {
        reference: data.reference,
        status: data.status,
        amountKobo: data.amount,
        currency: data.currency,
        ...(data.gateway_response ? { reason: data.gateway_response } : {}),
        ...(data.channel ? { channel: data.channel } : {}),
        ...reportedSplit(data),
      };
    },

    async listBanks() {
      if (banks && banks.until > Date.now()) return banks.list;
      const found = new Map<string, PayoutBank>();
      let cursor: string | null = null;
      for (let page = 0; page < MAX_BANK_PAGES; page += 1) {
        const query = new URLSearchParams({ country: 'nigeria', currency: 'NGN', perPage: '100', use_cursor: 'true' });
        if (cursor) query.set('next', cursor);
        const answer = read(banksAnswer, await call(`/bank?${query}`));
        for (const bank of answer.data) {
          if (bank.active === false || bank.is_deleted === true || found.has(bank.code)) continue;
          found.set(bank.code, { code: bank.code, name: bank.name.trim() });
        }
        cursor = answer.meta?.next ?? null;
        if (!cursor) break;
      }
      const list = [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
      banks = { list, until: Date.now() + BANKS_KEPT_MS };
      return list;
    },

    async resolveAccount(bankCode: string, accountNumber: string) {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const { data } = read(resolveAnswer, await call(`/bank/resolve?${query}`));
      return { accountName: data.account_name.trim() };
    },

    async createSubaccount({ businessName, bankCode, accountNumber, percentageCharge }: NewSubaccount) {
      const { data } = read(
        subaccountAnswer,
        await call('/subaccount', {
          business_name: businessName,
          // The bank's code: `settlement_bank` in Paystack's API reference, `bank_code` in its newer guides.
          settlement_bank: bankCode,
          bank_code: bankCode,
          account_number: accountNumber,
          percentage_charge: percentageCharge,
        }),
      );
      return { subaccountCode: data.subaccount_code };
    },

    async refund({ reference, amountKobo, customerNote, merchantNote }: RefundInput) {
      // Paystack's Create Refund: the transaction by its reference, the amount so a partial refund
      // can never happen by accident (it must equal what was paid), and both notes.
      const { data } = read(
        refundAnswer,
        await call('/refund', {
          transaction: reference,
          amount: wholeKobo(amountKobo),
          customer_note: customerNote,
          merchant_note: merchantNote,
        }),
      );
      return { status: data.status };
    },
  };
}
