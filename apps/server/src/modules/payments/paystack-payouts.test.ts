import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_BANKS, type FakePaystack, paystackLocalFee, startFakePaystack } from '../../../test/fake-paystack.ts';
import { type PaymentProvider, ProviderRejectedError, ProviderUnavailableError } from './payment-provider.ts';
import { paystackProvider } from './paystack-provider.ts';

// Getting paid through Paystack (decision 31): banks, resolution, subaccounts and the split, against
// the Paystack-shaped server on loopback.
const SECRET_KEY = 'sk_test_payouts_adapter';
let fake: FakePaystack;
let paystack: PaymentProvider;

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
  fake.addAccount('058', '0123456789', 'OBI ADAEZE CHIOMA');
  paystack = paystackProvider({ secretKey: SECRET_KEY, baseUrl: fake.baseUrl, timeoutMs: 1000 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe('Paystack payouts', () => {
  it("lists Nigeria's banks by name, asks once an hour, and a 5xx is unavailable", async () => {
    const cold = paystackProvider({ secretKey: SECRET_KEY, baseUrl: fake.baseUrl, timeoutMs: 1000 });
    fake.failNext('5xx');
    expect(await failure(cold.listBanks())).toBeInstanceOf(ProviderUnavailableError);
    const banks = await cold.listBanks();
    expect(banks.map((b) => b.code).sort()).toEqual(FAKE_BANKS.map((b) => b.code).sort());
    expect(banks[0]).toEqual({ code: '044', name: 'Access Bank' });
    const asked = fake.requests.filter((r) => r.path.startsWith('/bank?'));
    expect(asked.at(-1)?.path).toContain('country=nigeria');
    expect(asked.at(-1)?.path).toContain('currency=NGN');
    await cold.listBanks();
    expect(fake.requests.filter((r) => r.path.startsWith('/bank?'))).toHaveLength(asked.length);
  });

  it("resolves an account to its holder's name", async () => {
    expect(await paystack.resolveAccount('058', '0123456789')).toEqual({ accountName: 'OBI ADAEZE CHIOMA' });
    expect(fake.requests.at(-1)?.path).toBe('/bank/resolve?account_number=0123456789&bank_code=058');
  });

  it.each([
    ['an unknown bank', '999', '0123456789', 'Unknown bank code: 999'],
    ['an account nobody holds', '058', '0999999999', 'Could not resolve account name. Check parameters or try again.'],
  ])('refuses %s with Paystack’s words', async (_label, bank, number, message) => {
    const error = await failure(paystack.resolveAccount(bank, number));
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect(error.message).toBe(message);
  });

  it.each(['5xx', 'timeout', 'malformed'] as const)('a %s while resolving is unavailable', async (kind) => {
    fake.failNext(kind);
    expect(await failure(paystack.resolveAccount('058', '0123456789'))).toBeInstanceOf(ProviderUnavailableError);
  });

  it('creates a subaccount with the bank code, the number and the commission percent', async () => {
    const before = fake.subaccounts.length;
    const { subaccountCode } = await paystack.createSubaccount({
      businessName: 'Lagos Live',
      bankCode: '058',
      accountNumber: '0123456789',
      percentageCharge: 12.5,
    });
    expect(subaccountCode).toMatch(/^ACCT_/);
    expect(fake.subaccounts.slice(before)).toEqual([
      {
        subaccountCode,
        businessName: 'Lagos Live',
        bankCode: '058',
        accountNumber: '0123456789',
        percentageCharge: 12.5,
      },
    ]);
  });

  it('a refused or failed subaccount creation creates nothing', async () => {
    const before = fake.subaccounts.length;
    const input = { businessName: 'Lagos Live', bankCode: '058', accountNumber: '0999999999', percentageCharge: 10 };
    expect(await failure(paystack.createSubaccount(input))).toBeInstanceOf(ProviderRejectedError);
    fake.failNext('5xx');
    expect(await failure(paystack.createSubaccount({ ...input, accountNumber: '0123456789' }))).toBeInstanceOf(
      ProviderUnavailableError,
    );
    expect(fake.subaccounts).toHaveLength(before);
  });

  it('initializes a split with the subaccount, the flat charge and the bearer, and verify reports the split', async () => {
    const reference = `OWB-${randomUUID()}`;
    await paystack.initialize({
      reference,
      email: 'chioma@example.com',
      amountKobo: 600_000,
      currency: 'NGN',
      subaccount: 'ACCT_organizer',
      split: { transactionChargeKobo: 60_000, bearer: 'subaccount' },
      metadata: { eventTitle: 'Lagos Jazz Night', ticketQuantity: 2, customerName: 'Chioma Eze' },
    });
    expect(fake.requests.at(-1)?.body).toMatchObject({
      subaccount: 'ACCT_organizer',
      transaction_charge: 60_000,
      bearer: 'subaccount',
    });
    fake.settle(reference);
    const fee = paystackLocalFee(600_000);
    expect((await paystack.verify(reference)).split).toEqual({ feeKobo: fee, subaccountKobo: 600_000 - 60_000 - fee });
  });

  it('sends no charge nor bearer without a subaccount', async () => {
    const reference = `OWB-${randomUUID()}`;
    await paystack.initialize({
      reference,
      email: 'chioma@example.com',
      amountKobo: 100_000,
      currency: 'NGN',
      subaccount: null,
      split: { transactionChargeKobo: 10_000, bearer: 'account' },
      metadata: { eventTitle: 'Lagos Jazz Night', ticketQuantity: 1, customerName: 'Chioma Eze' },
    });
    const body = fake.requests.at(-1)?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('transaction_charge');
    expect(body).not.toHaveProperty('bearer');
    fake.settle(reference, { fees: 1500 });
    expect((await paystack.verify(reference)).split).toEqual({ feeKobo: 1500, subaccountKobo: null });
  });
});
