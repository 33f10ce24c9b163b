import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ProviderRejectedError } from './payment-provider.ts';
import { choosePaymentProvider } from './providers.ts';
import { localFeeKobo, SIMULATOR_BANKS, simulatedHolderName, simulatedSplit } from './simulator-payouts.ts';

describe("the simulator's fee and split", () => {
  it.each([
    ['₦1,000: 1.5%, the ₦100 waived under ₦2,500', 100_000, 1_500],
    ['₦2,499.99: still waived', 249_999, 3_750],
    ['₦2,500: 1.5% + ₦100', 250_000, 13_750],
    ['₦6,000', 600_000, 19_000],
    ['₦126,666: just under the cap', 12_666_600, 199_999],
    ['₦1,000,000: capped at ₦2,000', 100_000_000, 200_000],
  ])('%s', (_label, amount, fee) => {
    expect(localFeeKobo(amount)).toBe(fee);
  });

  it('divides a split payment: the platform bears the fee, or the organizer does', () => {
    expect(simulatedSplit(600_000, { transactionChargeKobo: 60_000, bearer: 'account' })).toEqual({
      feesKobo: 19_000,
      split: {
        paystack: 19_000,
        integration: 41_000,
        subaccount: 540_000,
        params: { bearer: 'account', transaction_charge: 60_000 },
      },
    });
    const organizerBears = simulatedSplit(600_000, { transactionChargeKobo: 60_000, bearer: 'subaccount' }).split;
    expect(organizerBears).toMatchObject({ paystack: 19_000, integration: 60_000, subaccount: 521_000 });
    expect(simulatedSplit(600_000, null)).toEqual({ feesKobo: 19_000, split: null });
  });
});

describe("the simulator's banks, resolution and subaccounts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const simulator = () => choosePaymentProvider(t.app.config, t.app.db).provider;

  it('lists five Nigerian banks with their Paystack codes', async () => {
    expect(await simulator().listBanks()).toEqual(SIMULATOR_BANKS);
    expect(SIMULATOR_BANKS.map((b) => b.code)).toEqual(['044', '011', '058', '033', '057']);
  });

  it('resolves any ten digits to the same holder every time, except a number ending in 0000', async () => {
    const first = await simulator().resolveAccount('058', '0123456789');
    expect(first.accountName).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(await simulator().resolveAccount('058', '0123456789')).toEqual(first);
    expect(first.accountName).toBe(simulatedHolderName('058', '0123456789'));
    await expect(simulator().resolveAccount('058', '0123450000')).rejects.toThrow(
      new ProviderRejectedError('Could not resolve account name. Check parameters or try again.'),
    );
    await expect(simulator().resolveAccount('999', '0123456789')).rejects.toThrow('Unknown bank code: 999');
  });

  it('keeps the subaccounts it creates; an unresolvable account creates none', async () => {
    const { subaccountCode } = await simulator().createSubaccount({
      businessName: 'Lagos Live',
      bankCode: '044',
      accountNumber: '0011223344',
      percentageCharge: 10,
    });
    expect(subaccountCode).toMatch(/^ACCT_sim[0-9a-f]{12}$/);
    const rows = await t.database.db.selectFrom('simulated_subaccounts').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        code: subaccountCode,
        business_name: 'Lagos Live',
        bank_code: '044',
        account_number: '0011223344',
        percentage_charge: 10,
      }),
    ]);
    await expect(
      simulator().createSubaccount({
        businessName: 'Lagos Live',
        bankCode: '044',
        accountNumber: '0011220000',
        percentageCharge: 10,
      }),
    ).rejects.toBeInstanceOf(ProviderRejectedError);
    expect(await t.database.db.selectFrom('simulated_subaccounts').selectAll().execute()).toHaveLength(1);
  });
});
