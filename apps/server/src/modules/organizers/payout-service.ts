import type { PayoutAccount, PayoutResolveAnswer, UserProfile } from '@storefront/contracts/api';
import { payoutMessages } from '@storefront/contracts/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import { type PaymentProvider, ProviderRejectedError, ProviderUnavailableError } from '../payments/index.ts';
import { commissionBps, organizersRepository, payoutAccountOf } from './organizers-repository.ts';

/** Holder names compared as a person would: case, spacing and punctuation aside. */
const sameName = (a: string, b: string) => {
  const plain = (name: string) =>
    name
      .toUpperCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return plain(a) === plain(b);
};

/**
 * Getting paid (decision 31): the banks to choose from, an account resolved to its holder's name,
 * and the payout account saved with the provider's subaccount. Only the organizer's own row is
 * read or changed (its id comes from the guard, never from the request). The provider is asked
 * first and the row written last, so a refusal or an outage leaves the row as it was.
 */
export function payoutService({
  db,
  config,
  provider,
  log,
}: {
  db: Kysely<Database>;
  config: Config;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}) {
  const organizers = organizersRepository(db);

  /** Runs a provider call; its failures become the organizer's sentences. */
  async function ask<T>(call: () => Promise<T>, rejected: (error: ProviderRejectedError) => Error): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ProviderRejectedError) throw rejected(error);
      if (error instanceof ProviderUnavailableError) {
        log.warn({ err: error }, 'payment provider unavailable for a payout account');
        throw httpError(503, payoutMessages.unavailable);
      }
      throw error;
    }
  }

  async function banks() {
    try {
      return await provider.listBanks();
    } catch (error) {
      if (error instanceof ProviderUnavailableError || error instanceof ProviderRejectedError) {
        log.warn({ err: error }, 'payment provider: the bank list could not be read');
        throw httpError(503, payoutMessages.banksUnavailable);
      }
      throw error;
    }
  }

  async function bankOf(bankCode: string) {
    const bank = (await banks()).find((b) => b.code === bankCode);
    if (!bank) throw httpError(422, payoutMessages.unknownBank);
    return bank;
  }

  async function resolve(bankCode: string, accountNumber: string): Promise<PayoutResolveAnswer> {
    const bank = await bankOf(bankCode);
    const { accountName } = await ask(
      () => provider.resolveAccount(bankCode, accountNumber),
      () => httpError(422, payoutMessages.unresolvable),
    );
    return { accountName, bankName: bank.name };
  }

  return {
    banks,
    resolve,

    /**
     * Resolves the account again (it must still be the holder the organizer confirmed), creates
     * the provider's subaccount with today's commission, then stores the account on the
     * organizer's row with an audit entry. Never the whole account number: its last four digits.
     */
    async save(
      organizerId: string,
      actor: UserProfile,
      input: { bankCode: string; accountNumber: string; accountName: string },
    ): Promise<PayoutAccount> {
      const row = await organizers.byId(organizerId);
      if (!row) throw httpError(404, 'not found');
      const resolved = await resolve(input.bankCode, input.accountNumber);
      if (!sameName(resolved.accountName, input.accountName)) throw httpError(409, payoutMessages.nameChanged);
      const { subaccountCode } = await ask(
        () =>
          provider.createSubaccount({
            businessName: row.name,
            bankCode: input.bankCode,
            accountNumber: input.accountNumber,
            percentageCharge: commissionBps(row, config) / 100,
          }),
        (error) => httpError(422, payoutMessages.refused(error.message)),
      );
      const now = new Date().toISOString();
      const account = {
        bank_code: input.bankCode,
        bank_name: resolved.bankName,
        account_last4: input.accountNumber.slice(-4),
        account_name: resolved.accountName,
        subaccount_code: subaccountCode,
        payout_updated_at: now,
      };
      const updated = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('organizers')
          .set({ ...account, updated_at: now })
          .where('id', '=', organizerId)
          .execute();
        const before = payoutAccountOf(row);
        await recordAudit(trx, {
          actor,
          action: before ? 'organizer.payout_account.change' : 'organizer.payout_account.add',
          targetType: 'organizer',
          targetId: organizerId,
          before: before ?? undefined,
          after: payoutAccountOf({ ...row, ...account }),
        });
        return trx.selectFrom('organizers').selectAll().where('id', '=', organizerId).executeTakeFirstOrThrow();
      });
      const saved = payoutAccountOf(updated);
      if (!saved) throw new Error(`organizer ${organizerId}: payout account not saved`);
      return saved;
    },
  };
}
