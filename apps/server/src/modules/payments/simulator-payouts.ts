import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { randomBytes } from '../../lib/random-bytes.ts';
import {
  type FeeBearer,
  type NewSubaccount,
  type PayoutBank,
  ProviderRejectedError,
  type ReportedSplit,
} from './payment-provider.ts';

/**
 * Getting paid in the offline simulator (decision 31), in Paystack's shapes: a short list of real
 * Nigerian banks (their Paystack codes), account numbers that resolve to a made-up holder, and
 * subaccounts kept in `simulated_subaccounts`.
 *
 * Test account numbers: any 10 digits at one of these banks resolves to the same holder's name
 * every time; a number ending in 0000 resolves to nobody (Paystack's "Could not resolve account
 * name"), for trying the error.
 */
export const SIMULATOR_BANKS: readonly PayoutBank[] = [
  { code: '044', name: 'Access Bank' },
  { code: '011', name: 'First Bank of Nigeria' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '033', name: 'United Bank For Africa' },
  { code: '057', name: 'Zenith Bank' },
];

/** Account numbers ending so resolve to nobody in the simulator. */
export const SIMULATOR_UNRESOLVABLE_SUFFIX = '0000';

const FIRST_NAMES = ['ADAEZE', 'BOLA', 'CHIDI', 'DAMILOLA', 'EMEKA', 'FUNMI', 'GBENGA', 'HAUWA', 'IFEOMA', 'JIDE'];
const SURNAMES = ['OKAFOR', 'ADEYEMI', 'BELLO', 'NWOSU', 'OLAWALE', 'EZE', 'ABUBAKAR', 'OKONKWO', 'SALAMI', 'UDO'];

/** The holder's name a simulated account resolves to: the same for the same bank and number. */
export function simulatedHolderName(bankCode: string, accountNumber: string): string {
  const digest = createHash('sha256').update(`${bankCode}:${accountNumber}`).digest();
  return `${SURNAMES[(digest[0] ?? 0) % SURNAMES.length]} ${FIRST_NAMES[(digest[1] ?? 0) % FIRST_NAMES.length]}`;
}

/**
 * Paystack's local card fee, in kobo: 1.5% plus ₦100, the ₦100 waived under ₦2,500, the whole
 * capped at ₦2,000 (what the simulator charges every payment).
 */
export function localFeeKobo(amountKobo: number): number {
  const fee = Math.round(amountKobo * 0.015) + (amountKobo < 250_000 ? 0 : 10_000);
  return Math.min(fee, 200_000);
}

/** The split recorded on a simulated payment, in the words of Paystack's `fees_split`. */
export interface SimulatedSplit {
  paystack: number;
  integration: number;
  subaccount: number;
  params: { bearer: FeeBearer; transaction_charge: number };
}

/**
 * How a payment of `amountKobo` divides when paid: the fee, and for a split payment, the
 * platform's (integration) and the organizer's (subaccount) shares. The bearer's share pays the fee.
 */
export function simulatedSplit(
  amountKobo: number,
  split: { transactionChargeKobo: number; bearer: FeeBearer } | null,
): { feesKobo: number; split: SimulatedSplit | null } {
  const feesKobo = localFeeKobo(amountKobo);
  if (!split) return { feesKobo, split: null };
  const subaccount = amountKobo - split.transactionChargeKobo - (split.bearer === 'subaccount' ? feesKobo : 0);
  return {
    feesKobo,
    split: {
      paystack: feesKobo,
      integration: amountKobo - feesKobo - subaccount,
      subaccount,
      params: { bearer: split.bearer, transaction_charge: split.transactionChargeKobo },
    },
  };
}

/** The fee and split a simulated payment reports once paid (verify, webhook), from its row. */
export function reportedSplitOf(row: { fees_kobo: number | null; split: string | null }): ReportedSplit | undefined {
  if (row.fees_kobo === null) return undefined;
  const split = row.split ? (JSON.parse(row.split) as SimulatedSplit) : null;
  return { feeKobo: Number(row.fees_kobo), subaccountKobo: split ? split.subaccount : null };
}

/** The simulator's bank list, resolution and subaccounts. */
export function simulatorPayouts(db: Kysely<Database>) {
  function bankOf(bankCode: string): PayoutBank {
    const bank = SIMULATOR_BANKS.find((b) => b.code === bankCode);
    // Paystack's words for a code it does not know.
    if (!bank) throw new ProviderRejectedError(`Unknown bank code: ${bankCode}`);
    return bank;
  }
  function resolve(bankCode: string, accountNumber: string) {
    bankOf(bankCode);
    if (!/^\d{10}$/.test(accountNumber) || accountNumber.endsWith(SIMULATOR_UNRESOLVABLE_SUFFIX)) {
      throw new ProviderRejectedError('Could not resolve account name. Check parameters or try again.');
    }
    return { accountName: simulatedHolderName(bankCode, accountNumber) };
  }
  return {
    async listBanks() {
      return [...SIMULATOR_BANKS];
    },
    async resolveAccount(bankCode: string, accountNumber: string) {
      return resolve(bankCode, accountNumber);
    },
    async createSubaccount({ businessName, bankCode, accountNumber, percentageCharge }: NewSubaccount) {
      resolve(bankCode, accountNumber);
      const subaccountCode = `ACCT_sim${randomBytes(6).toString('hex')}`;
      await db
        .insertInto('simulated_subaccounts')
        .values({
          code: subaccountCode,
          business_name: businessName,
          bank_code: bankCode,
          account_number: accountNumber,
          percentage_charge: percentageCharge,
          created_at: new Date().toISOString(),
        })
        .execute();
      return { subaccountCode };
    },
  };
}
