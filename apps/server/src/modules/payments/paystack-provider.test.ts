import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakePaystack, startFakePaystack } from '../../../test/fake-paystack.ts';
import {
  type InitializeInput,
  type PaymentProvider,
  ProviderRejectedError,
  ProviderUnavailableError,
} from './payment-provider.ts';
import { paystackProvider } from './paystack-provider.ts';

const SECRET_KEY = 'sk_test_owambe_adapter_tests';

let fake: FakePaystack;
let paystack: PaymentProvider;

function order(overrides: Partial<InitializeInput> = {}): InitializeInput {
  return {
    reference: `OWB-${randomUUID()}`,
    email: 'chioma@example.com',
    amountKobo: 1_500_000,
    currency: 'NGN',
    subaccount: null,
    metadata: { eventTitle: 'Lagos Jazz Night', ticketQuantity: 3, customerName: 'Chioma Eze' },
    ...overrides,
  };
}

/** The error a call fails with, so its class and message can both be checked. */
async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof Error)) throw new Error('expected the call to fail');
  expect(error.message).not.toContain(SECRET_KEY);
  return error;
}

beforeAll(async () => {
  fake = await startFakePaystack(SECRET_KEY);
  paystack = paystackProvider({ secretKey: SECRET_KEY, baseUrl: fake.baseUrl, timeoutMs: 300 });
});

afterAll(() => fake.close());

beforeEach(() => {
  fake.requests.length = 0;
});

describe('paystackProvider', () => {
  it('is named paystack and checks webhooks with the secret key', () => {
    expect(paystack.name).toBe('paystack');
    expect(paystack.webhookSecret).toBe(SECRET_KEY);
  });

  describe('initialize', () => {
    it('sends the key, whole kobo in NGN, our reference and the metadata, and maps the answer', async () => {
      const input = order();
      const answer = await paystack.initialize(input);

      expect(fake.requests).toHaveLength(1);
      const [request] = fake.requests;
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe('/transaction/initialize');
      expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
      expect(request?.headers['content-type']).toBe('application/json');
      expect(request?.body).toEqual({
        email: 'chioma@example.com',
        amount: 1_500_000,
        currency: 'NGN',
        reference: input.reference,
        metadata: { eventTitle: 'Lagos Jazz Night', ticketQuantity: 3, customerName: 'Chioma Eze' },
      });
      expect(request?.body).not.toHaveProperty('subaccount');

      expect(answer.reference).toBe(input.reference);
      expect(answer.accessCode).toMatch(/^[0-9a-f]{16}$/);
      expect(answer.authorizationUrl).toBe(`https://checkout.paystack.com/${answer.accessCode}`);
    });

    it('limits the transaction to the configured channels when it is given them', async () => {
      const limited = paystackProvider({
        secretKey: SECRET_KEY,
        baseUrl: fake.baseUrl,
        timeoutMs: 300,
        channels: ['card', 'bank_transfer', 'ussd'],
      });
      const input = order();
      await limited.initialize(input);
      expect(fake.requests[0]?.body).toMatchObject({
        reference: input.reference,
        channels: ['card', 'bank_transfer', 'ussd'],
      });
    });

    it("sends the event's subaccount when it has one", async () => {
      await paystack.initialize(order({ subaccount: 'ACCT_owambe123' }));
      expect(fake.requests[0]?.body).toMatchObject({ subaccount: 'ACCT_owambe123' });
    });

    it('refuses a fractional or non-positive amount before calling Paystack', async () => {
      for (const amountKobo of [1500.5, 0, -100, Number.NaN]) {
        expect(await failure(paystack.initialize(order({ amountKobo })))).toBeInstanceOf(RangeError);
      }
      expect(fake.requests).toHaveLength(0);
    });

    it("passes on Paystack's own refusal as ProviderRejectedError with its message", async () => {
      const input = order();
      await paystack.initialize(input);
      const error = await failure(paystack.initialize(input));
      expect(error).toBeInstanceOf(ProviderRejectedError);
      expect(error.message).toBe('Duplicate Transaction Reference');
    });
  });

  describe('verify', () => {
    it('reports an unpaid transaction as abandoned', async () => {
      const { reference } = await paystack.initialize(order());
      expect(await paystack.verify(reference)).toEqual({
        reference,
        status: 'abandoned',
        amountKobo: 1_500_000,
        currency: 'NGN',
        reason: 'The transaction was not completed',
        channel: 'card',
      });
    });

    it('maps a settled success: status, amount and currency', async () => {
      const { reference } = await paystack.initialize(order());
      fake.settle(reference);
      fake.requests.length = 0;

      expect(await paystack.verify(reference)).toEqual({
        reference,
        status: 'success',
        amountKobo: 1_500_000,
        currency: 'NGN',
        reason: 'Successful',
        channel: 'card',
      });
      const [request] = fake.requests;
      expect(request?.method).toBe('GET');
      expect(request?.path).toBe(`/transaction/verify/${reference}`);
      expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    });

    it("reports a declined card as failed, with Paystack's gateway_response as the reason", async () => {
      const { reference } = await paystack.initialize(order());
      fake.settle(reference, { status: 'failed', gatewayResponse: 'Declined: insufficient funds' });
      expect(await paystack.verify(reference)).toMatchObject({
        status: 'failed',
        reason: 'Declined: insufficient funds',
      });
    });

    it('passes a wrong amount or currency through unchanged: the checkout compares them', async () => {
      const { reference } = await paystack.initialize(order());
      fake.settle(reference, { amount: 100, currency: 'USD' });
      expect(await paystack.verify(reference)).toEqual({
        reference,
        status: 'success',
        amountKobo: 100,
        currency: 'USD',
        reason: 'Successful',
        channel: 'card',
      });
    });

    it('escapes the reference in the path', async () => {
      const error = await failure(paystack.verify('a/../b?x=1'));
      expect(error).toBeInstanceOf(ProviderRejectedError);
      expect(fake.requests[0]?.path).toBe('/transaction/verify/a%2F..%2Fb%3Fx%3D1');
    });

    it('turns an unknown reference into ProviderRejectedError', async () => {
      const error = await failure(paystack.verify('OWB-never-initialized'));
      expect(error).toBeInstanceOf(ProviderRejectedError);
      expect(error.message).toBe('Transaction reference not found');
    });
  });

  describe('refund', () => {
    const refundOf = (reference: string, amountKobo = 1_500_000) =>
      paystack.refund({
        reference,
        amountKobo,
        customerNote: `Refund of order ${reference}`,
        merchantNote: 'Refunded from the back office by admin@example.com',
      });

    it("POSTs /refund with the transaction's reference, the whole amount and both notes; maps Paystack's status", async () => {
      const { reference } = await paystack.initialize(order());
      fake.settle(reference);
      fake.requests.length = 0;

      expect(await refundOf(reference)).toEqual({ status: 'pending' });
      const [request] = fake.requests;
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe('/refund');
      expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
      expect(request?.body).toEqual({
        transaction: reference,
        amount: 1_500_000,
        customer_note: `Refund of order ${reference}`,
        merchant_note: 'Refunded from the back office by admin@example.com',
      });
      expect(fake.refunds.at(-1)).toMatchObject({ reference, amount: 1_500_000 });
      expect((await paystack.verify(reference)).status).toBe('reversed');
    });

    it("passes on Paystack's refusal of a second refund, of an unpaid transaction and of an unknown one", async () => {
      const { reference } = await paystack.initialize(order());
      const unpaid = await failure(refundOf(reference));
      expect(unpaid).toBeInstanceOf(ProviderRejectedError);
      expect(unpaid.message).toBe('Cannot refund a transaction that was not successful');
      fake.settle(reference);
      await refundOf(reference);
      const again = await failure(refundOf(reference));
      expect(again).toBeInstanceOf(ProviderRejectedError);
      expect(again.message).toBe('Transaction has been fully reversed');
      expect((await failure(refundOf('OWB-never-initialized'))).message).toBe('Transaction not found');
    });

    it('refuses a fractional or non-positive amount before calling Paystack', async () => {
      for (const amountKobo of [1500.5, 0, -100]) {
        expect(await failure(refundOf('OWB-any', amountKobo))).toBeInstanceOf(RangeError);
      }
      expect(fake.requests).toHaveLength(0);
    });

    it('turns a 5xx, a timeout or an unreadable answer into ProviderUnavailableError', async () => {
      for (const kind of ['5xx', 'timeout', 'malformed'] as const) {
        fake.failNext(kind);
        expect(await failure(refundOf('OWB-any'))).toBeInstanceOf(ProviderUnavailableError);
      }
      const odd = paystackProvider({
        secretKey: SECRET_KEY,
        baseUrl: fake.baseUrl,
        timeoutMs: 300,
        fetch: async () => Response.json({ status: true, message: 'Refund has been queued', data: {} }),
      });
      expect(
        await failure(odd.refund({ reference: 'r', amountKobo: 100, customerNote: '', merchantNote: '' })),
      ).toBeInstanceOf(ProviderUnavailableError);
    });
  });

  describe('when Paystack does not answer usefully', () => {
    it('turns a 5xx into ProviderUnavailableError naming the status', async () => {
      fake.failNext('5xx');
      const error = await failure(paystack.verify('OWB-any'));
      expect(error).toBeInstanceOf(ProviderUnavailableError);
      expect(error.message).toBe('The payment service is unavailable (HTTP 502).');
    });

    it('gives up after timeoutMs with ProviderUnavailableError', async () => {
      fake.failNext('timeout');
      const started = performance.now();
      const error = await failure(paystack.initialize(order()));
      const elapsed = performance.now() - started;
      expect(error).toBeInstanceOf(ProviderUnavailableError);
      expect(error.message).toBe('The payment service did not answer in time.');
      expect(elapsed).toBeGreaterThanOrEqual(290);
      expect(elapsed).toBeLessThan(1000);
    });

    it('turns an answer that is not JSON into ProviderUnavailableError', async () => {
      fake.failNext('malformed');
      const error = await failure(paystack.initialize(order()));
      expect(error).toBeInstanceOf(ProviderUnavailableError);
      expect(error.message).toBe('The payment service sent an answer we could not read.');
    });

    it('turns JSON of the wrong shape into ProviderUnavailableError', async () => {
      const transaction = { reference: 'r', status: 'success', amount: 1_500_000, currency: 'NGN' };
      const initialized = { authorization_url: 'https://checkout.paystack.com/x', access_code: 'x', reference: 'r' };
      const answers = [
        { status: true, message: 'ok', data: { ...transaction, amount: '1500000' } },
        { status: true, message: 'ok', data: { ...transaction, amount: 15000.5 } },
        { status: true, message: 'ok', data: { ...initialized, access_code: null } },
        { status: false, message: 'ok', data: transaction },
        { status: false, message: 'ok', data: initialized },
        [],
      ];
      for (const answer of answers) {
        const oddPaystack = paystackProvider({
          secretKey: SECRET_KEY,
          baseUrl: fake.baseUrl,
          timeoutMs: 300,
          fetch: async () => Response.json(answer),
        });
        // Each answer is readable by at most one of the two calls, so both must refuse it.
        expect(await failure(oddPaystack.verify('r'))).toBeInstanceOf(ProviderUnavailableError);
        expect(await failure(oddPaystack.initialize(order()))).toBeInstanceOf(ProviderUnavailableError);
      }
    });

    it('does not follow a redirect, so the key goes nowhere but the configured address', async () => {
      let requests = 0;
      const redirecting = createServer((_request, response) => {
        requests += 1;
        response.writeHead(302, { location: '/transaction/verify/elsewhere' }).end();
      });
      await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
      const baseUrl = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`;
      try {
        const error = await failure(paystackProvider({ secretKey: SECRET_KEY, baseUrl, timeoutMs: 300 }).verify('r'));
        expect(error).toBeInstanceOf(ProviderUnavailableError);
        expect(requests).toBe(1);
      } finally {
        redirecting.close();
      }
    });

    it('turns a refused connection into ProviderUnavailableError', async () => {
      const closed = await startFakePaystack(SECRET_KEY);
      await closed.close();
      const unreachable = paystackProvider({ secretKey: SECRET_KEY, baseUrl: closed.baseUrl, timeoutMs: 300 });
      const error = await failure(unreachable.verify('OWB-any'));
      expect(error).toBeInstanceOf(ProviderUnavailableError);
      expect(error.message).toBe('The payment service could not be reached.');
    });

    it('turns a wrong key into ProviderRejectedError without repeating the key', async () => {
      const wrongKey = 'sk_test_not_the_right_one';
      const misconfigured = paystackProvider({ secretKey: wrongKey, baseUrl: fake.baseUrl, timeoutMs: 300 });
      const error = await failure(misconfigured.initialize(order()));
      expect(error).toBeInstanceOf(ProviderRejectedError);
      expect(error.message).toBe('Invalid key');
      expect(error.message).not.toContain(wrongKey);
      expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${wrongKey}`);
    });

    it('describes a 4xx without a Paystack message by its status', async () => {
      const error = await failure(
        paystackProvider({
          secretKey: SECRET_KEY,
          baseUrl: fake.baseUrl,
          timeoutMs: 300,
          fetch: async () => new Response('<html>Forbidden</html>', { status: 403 }),
        }).verify('r'),
      );
      expect(error).toBeInstanceOf(ProviderRejectedError);
      expect(error.message).toBe('The payment service refused the request (HTTP 403).');
    });
  });
});
