import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RecordedRequest, readBody } from './fake-http.ts';

/**
 * A Paystack-shaped HTTP server on loopback, for tests of the Paystack adapter and of the checkout.
 *
 *   const fake = await startFakePaystack('sk_test_abc');          // fake.baseUrl = http://127.0.0.1:port
 *   ... the code under test initializes a transaction ...
 *   fake.settle(reference);                                      // the buyer paid: verify now says 'success'
 *   fake.settle(reference, { amount: 100 });                     // or Paystack reports another amount
 *   fake.settle(reference, { status: 'failed', gatewayResponse: 'Declined: insufficient funds' });
 *   fake.failNext('timeout');                                    // the next request hangs
 *   ... the code under test refunds it (POST /refund) ...
 *   fake.refunds;                                                // the refunds Paystack queued
 *   fake.addAccount('058', '0123456789', 'ADA OBI');             // an account /bank/resolve knows
 *   fake.subaccounts;                                            // the subaccounts POST /subaccount made
 *   await fake.close();
 */

export type FailureKind = '5xx' | 'timeout' | 'malformed';

export interface Settlement {
  /** 'ongoing': a bank transfer or USSD payment the bank has not reported yet. */
  status?: 'success' | 'failed' | 'ongoing';
  /** What verify reports, in kobo; defaults to the amount initialized. */
  amount?: number;
  currency?: string;
  /** Verify's `gateway_response`; defaults to Paystack's usual words for the status. */
  gatewayResponse?: string;
  /**
   * Verify's `fees` (kobo); by default Paystack's local fee for a split payment (one with a
   * subaccount) and none for others. Null: verify reports no fees and no split.
   */
  fees?: number | null;
}

/** A subaccount POST /subaccount created. */
export interface CreatedSubaccount {
  subaccountCode: string;
  businessName: string;
  bankCode: string;
  accountNumber: string;
  percentageCharge: number;
}

/** The banks GET /bank lists (real Paystack codes), a page at a time with use_cursor. */
export const FAKE_BANKS = [
  { name: 'Access Bank', code: '044' },
  { name: 'Ecobank Nigeria', code: '050' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Kuda Bank', code: '50211' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Zenith Bank', code: '057' },
];

/** Paystack's local fee in kobo: 1.5% + ₦100 (waived under ₦2,500), capped at ₦2,000. */
export function paystackLocalFee(amountKobo: number): number {
  return Math.min(Math.round(amountKobo * 0.015) + (amountKobo < 250_000 ? 0 : 10_000), 200_000);
}

export interface FakePaystack {
  baseUrl: string;
  /** Every request, in order, including those answered with a failure. */
  requests: RecordedRequest[];
  /** Every refund queued by POST /refund, in order (a refused one is not listed). */
  refunds: QueuedRefund[];
  /** Every subaccount POST /subaccount created, in order. */
  subaccounts: CreatedSubaccount[];
  /** An account GET /bank/resolve resolves (any other is "Could not resolve account name"). */
  addAccount(bankCode: string, accountNumber: string, accountName: string): void;
  /** What verify reports from now on; a transaction nobody settled stays 'abandoned'. */
  settle(reference: string, settlement?: Settlement): void;
  /**
   * The next request (whatever it is, or the next whose path starts with `path`) answers 502,
   * hangs until the client gives up, or is not JSON.
   */
  failNext(kind: FailureKind, path?: string): void;
  close(): Promise<void>;
}

export interface QueuedRefund {
  reference: string;
  /** Kobo. */
  amount: number;
  customerNote: string | null;
  merchantNote: string | null;
}

interface StoredTransaction {
  reference: string;
  amount: number;
  currency: string;
  email: string;
  subaccount: string | null;
  /** The flat charge (kobo) and bearer initialize was given for the subaccount. */
  transactionCharge: number | null;
  bearer: 'account' | 'subaccount';
  /** Set by settle(); undefined: Paystack's local fee; null: none reported. */
  fees?: number | null;
  metadata: unknown;
  /** Set by settle(); otherwise verify gives Paystack's usual words for the status. */
  gatewayResponse: string | null;
  /** 'reversed' once refunded in full, as Paystack reports it. */
  status: 'abandoned' | 'success' | 'failed' | 'ongoing' | 'reversed';
  /** Reported by verify; differs from `amount`/`currency` only when a test settled it so. */
  reportedAmount: number;
  reportedCurrency: string;
}

/** Every channel Paystack's checkout knows; initialize refuses others. */
const PAYSTACK_CHANNELS = new Set(['card', 'bank', 'ussd', 'qr', 'mobile_money', 'bank_transfer', 'eft', 'apple_pay']);

const GATEWAY_RESPONSES = {
  abandoned: 'The transaction was not completed',
  success: 'Successful',
  failed: 'Declined',
  ongoing: 'Waiting for the transfer',
  reversed: 'Successful',
};

/** A Paystack answer: an HTTP status and its JSON body. */
interface Answer {
  status: number;
  body: unknown;
}

const refusal = (status: number, message: string): Answer => ({ status, body: { status: false, message } });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function startFakePaystack(secretKey: string): Promise<FakePaystack> {
  const transactions = new Map<string, StoredTransaction>();
  const requests: RecordedRequest[] = [];
  const refunds: QueuedRefund[] = [];
  const subaccounts: CreatedSubaccount[] = [];
  const accounts = new Map<string, string>();
  let nextFailure: { kind: FailureKind; path: string } | null = null;

  function initialize(body: unknown): Answer {
    if (!isRecord(body)) return refusal(400, 'Invalid JSON body');
    const {
      email,
      amount,
      currency = 'NGN',
      reference,
      subaccount,
      metadata,
      channels,
      transaction_charge,
      bearer,
    } = body;
    // Paystack accepts amounts as numbers or strings; ours must send whole kobo, so only that passes here.
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      return refusal(400, 'Invalid Amount Sent');
    }
    if (typeof email !== 'string' || !email.includes('@')) return refusal(400, 'Invalid Email Address Passed');
    if (typeof currency !== 'string' || typeof reference !== 'string' || reference === '') {
      return refusal(400, 'Invalid currency or reference');
    }
    if (
      channels !== undefined &&
      !(Array.isArray(channels) && channels.length > 0 && channels.every((c) => PAYSTACK_CHANNELS.has(c)))
    ) {
      return refusal(400, "Invalid channels: each must be one of Paystack's payment channels");
    }
    if (transactions.has(reference)) return refusal(400, 'Duplicate Transaction Reference');
    if (
      transaction_charge !== undefined &&
      (typeof transaction_charge !== 'number' || !Number.isInteger(transaction_charge) || transaction_charge < 0)
    ) {
      return refusal(400, 'Invalid transaction charge');
    }
    if (bearer !== undefined && bearer !== 'account' && bearer !== 'subaccount') {
      return refusal(400, 'Invalid bearer: account or subaccount');
    }
    transactions.set(reference, {
      reference,
      amount,
      currency,
      email,
      subaccount: typeof subaccount === 'string' ? subaccount : null,
      transactionCharge: typeof transaction_charge === 'number' ? transaction_charge : null,
      bearer: bearer === 'subaccount' ? 'subaccount' : 'account',
      metadata,
      gatewayResponse: null,
      status: 'abandoned',
      reportedAmount: amount,
      reportedCurrency: currency,
    });
    const accessCode = randomBytes(8).toString('hex');
    return {
      status: 200,
      body: {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `https://checkout.paystack.com/${accessCode}`, access_code: accessCode, reference },
      },
    };
  }

  function verify(reference: string): Answer {
    const transaction = transactions.get(reference);
    if (!transaction) return refusal(400, 'Transaction reference not found');
    const paid = transaction.status === 'success' || transaction.status === 'reversed';
    // The fee of a split payment (what the tests of the split read); settle({ fees }) sets any.
    const fees =
      paid && (transaction.fees !== undefined || transaction.subaccount)
        ? (transaction.fees ?? (transaction.fees === null ? null : paystackLocalFee(transaction.amount)))
        : null;
    // The split of a subaccount's payment: the flat charge to the integration, the rest to the
    // subaccount, and the fee out of the bearer's part.
    let feesSplit: unknown = null;
    if (paid && fees !== null && transaction.subaccount) {
      const charge = transaction.transactionCharge ?? 0;
      const subaccount = transaction.amount - charge - (transaction.bearer === 'subaccount' ? fees : 0);
      feesSplit = {
        paystack: fees,
        integration: transaction.amount - fees - subaccount,
        subaccount,
        params: { bearer: transaction.bearer, transaction_charge: charge, percentage_charge: 0 },
      };
    }
    return {
      status: 200,
      body: {
        status: true,
        message: 'Verification successful',
        data: {
          id: 1,
          domain: 'test',
          status: transaction.status,
          reference,
          amount: transaction.reportedAmount,
          currency: transaction.reportedCurrency,
          gateway_response: transaction.gatewayResponse ?? GATEWAY_RESPONSES[transaction.status],
          paid_at: transaction.status === 'success' ? new Date().toISOString() : null,
          channel: 'card',
          metadata: transaction.metadata,
          customer: { email: transaction.email },
          subaccount: transaction.subaccount ? { subaccount_code: transaction.subaccount } : {},
          fees,
          fees_split: feesSplit,
        },
      },
    };
  }

  /** Create Refund: a paid transaction, by reference, at most its amount; once it is fully refunded, refused. */
  function refund(body: unknown): Answer {
    if (!isRecord(body) || typeof body.transaction !== 'string')
      return refusal(400, 'Transaction reference is required');
    const transaction = transactions.get(body.transaction);
    if (!transaction) return refusal(404, 'Transaction not found');
    if (transaction.status === 'reversed') return refusal(400, 'Transaction has been fully reversed');
    if (transaction.status !== 'success') return refusal(400, 'Cannot refund a transaction that was not successful');
    const amount = body.amount ?? transaction.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || amount > transaction.amount) {
      return refusal(400, 'Refund amount cannot be more than the transaction amount');
    }
    transaction.status = 'reversed';
    const note = (value: unknown) => (typeof value === 'string' ? value : null);
    refunds.push({
      reference: transaction.reference,
      amount,
      customerNote: note(body.customer_note),
      merchantNote: note(body.merchant_note),
    });
    return {
      status: 200,
      body: {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: { id: 1, domain: 'test', reference: transaction.reference, amount: transaction.amount },
          integration: 1,
          deducted_amount: 0,
          channel: null,
          merchant_note: note(body.merchant_note),
          customer_note: note(body.customer_note),
          status: 'pending',
          refunded_by: 'tests@example.com',
          expected_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
          currency: transaction.currency,
          domain: 'test',
          amount,
          fully_deducted: false,
          id: refunds.length,
        },
      },
    };
  }

  /** GET /bank: Nigeria's banks, `perPage` at a time, the next page named by `meta.next`. */
  function listBanks(query: URLSearchParams): Answer {
    if (query.get('country') !== 'nigeria') return refusal(400, 'Invalid country');
    const perPage = Number(query.get('perPage') ?? 50);
    const start = Number(query.get('next') ?? 0);
    const page = FAKE_BANKS.slice(start, start + perPage).map((bank, i) => ({
      id: start + i + 1,
      ...bank,
      slug: bank.name.toLowerCase().replaceAll(' ', '-'),
      longcode: '',
      gateway: null,
      pay_with_bank: false,
      active: true,
      is_deleted: false,
      country: 'Nigeria',
      currency: 'NGN',
      type: 'nuban',
    }));
    const next = start + perPage < FAKE_BANKS.length ? String(start + perPage) : null;
    return { status: 200, body: { status: true, message: 'Banks retrieved', data: page, meta: { next, perPage } } };
  }

  function resolveAccount(query: URLSearchParams): Answer {
    const bankCode = query.get('bank_code') ?? '';
    const accountNumber = query.get('account_number') ?? '';
    if (!FAKE_BANKS.some((bank) => bank.code === bankCode)) return refusal(422, `Unknown bank code: ${bankCode}`);
    const accountName = accounts.get(`${bankCode}:${accountNumber}`);
    if (!accountName) return refusal(422, 'Could not resolve account name. Check parameters or try again.');
    return {
      status: 200,
      body: {
        status: true,
        message: 'Account number resolved',
        data: { account_number: accountNumber, account_name: accountName, bank_id: 9 },
      },
    };
  }

  function createSubaccount(body: unknown): Answer {
    if (!isRecord(body)) return refusal(400, 'Invalid JSON body');
    const { business_name, account_number, percentage_charge } = body;
    const bankCode = body.settlement_bank ?? body.bank_code;
    if (typeof business_name !== 'string' || business_name.trim() === '')
      return refusal(400, 'Business name is required');
    if (typeof percentage_charge !== 'number' || percentage_charge < 0 || percentage_charge > 100) {
      return refusal(400, 'Percentage charge must be a number from 0 to 100');
    }
    const bank = FAKE_BANKS.find((b) => b.code === bankCode);
    if (!bank) return refusal(400, 'Unknown bank code');
    if (typeof account_number !== 'string' || !accounts.has(`${bank.code}:${account_number}`)) {
      return refusal(400, 'Account details are invalid');
    }
    const subaccountCode = `ACCT_${randomBytes(7).toString('hex')}`;
    subaccounts.push({
      subaccountCode,
      businessName: business_name,
      bankCode: bank.code,
      accountNumber: account_number,
      percentageCharge: percentage_charge,
    });
    return {
      status: 201,
      body: {
        status: true,
        message: 'Subaccount created',
        data: {
          business_name,
          account_number,
          percentage_charge,
          settlement_bank: bank.name,
          integration: 1,
          domain: 'test',
          subaccount_code: subaccountCode,
          is_verified: false,
          settlement_schedule: 'AUTO',
          active: true,
          migrate: false,
          id: subaccounts.length,
        },
      },
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = request.url ?? '/';
    const body = await readBody(request);
    requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });

    const failure = nextFailure && path.startsWith(nextFailure.path) ? nextFailure.kind : null;
    if (failure) nextFailure = null;
    if (failure === '5xx') {
      // What a proxy in front of Paystack answers: HTML, not Paystack's JSON.
      response.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
      return;
    }
    if (failure === 'timeout') return; // No answer: the client's timeout ends it (or close() does).
    if (failure === 'malformed') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":true,"data":');
      return;
    }

    const answer = route(request.method, path, request.headers.authorization, body);
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  }

  function route(method: string | undefined, path: string, authorization: string | undefined, body: unknown): Answer {
    if (authorization !== `Bearer ${secretKey}`) return refusal(401, 'Invalid key');
    const { pathname, searchParams } = new URL(path, 'http://fake.paystack');
    if (method === 'GET' && pathname === '/bank') return listBanks(searchParams);
    if (method === 'GET' && pathname === '/bank/resolve') return resolveAccount(searchParams);
    if (method === 'POST' && pathname === '/subaccount') return createSubaccount(body);
    if (method === 'POST' && pathname === '/transaction/initialize') return initialize(body);
    if (method === 'POST' && pathname === '/refund') return refund(body);
    const verifyMatch = /^\/transaction\/verify\/([^/]+)$/.exec(pathname);
    if (method === 'GET' && verifyMatch?.[1]) return verify(decodeURIComponent(verifyMatch[1]));
    return refusal(404, 'Not found');
  }

  // A client that goes away mid-body is not an error of the fake's: drop the connection.
  const server = createServer((request, response) => void handle(request, response).catch(() => response.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    refunds,
    subaccounts,
    addAccount(bankCode, accountNumber, accountName) {
      accounts.set(`${bankCode}:${accountNumber}`, accountName);
    },
    settle(reference, { status = 'success', amount, currency, gatewayResponse, fees } = {}) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`fake Paystack: no transaction ${reference} to settle`);
      transaction.status = status;
      transaction.reportedAmount = amount ?? transaction.amount;
      transaction.reportedCurrency = currency ?? transaction.currency;
      transaction.gatewayResponse = gatewayResponse ?? null;
      transaction.fees = fees;
    },
    failNext(kind, path = '/') {
      nextFailure = { kind, path };
    },
    close() {
      // Hung requests would otherwise keep server.close() waiting.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
