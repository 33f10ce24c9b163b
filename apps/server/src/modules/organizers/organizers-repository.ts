import type { Kysely, Selectable } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database, OrganizersTable } from '../../db/schema.ts';

export type OrganizerRow = Selectable<OrganizersTable>;

/** The platform's commission for an organizer, in basis points: an admin's override, else the setting. */
export function commissionBps(
  row: Pick<OrganizerRow, 'commission_bps'>,
  config: Pick<Config, 'PLATFORM_COMMISSION_PERCENT'>,
) {
  return row.commission_bps ?? Math.round(config.PLATFORM_COMMISSION_PERCENT * 100);
}

/** The payout account as the console shows it (null: none yet). */
export function payoutAccountOf(row: OrganizerRow) {
  if (!row.subaccount_code || !row.bank_code) return null;
  return {
    bankCode: row.bank_code,
    bankName: row.bank_name ?? '',
    accountLast4: row.account_last4 ?? '',
    accountName: row.account_name ?? '',
    subaccountCode: row.subaccount_code,
  };
}

/** Organizer rows by id; each caller's scoping is its own (an organizer reads only their own row). */
export function organizersRepository(db: Kysely<Database>) {
  return {
    async byId(id: string): Promise<OrganizerRow | undefined> {
      return db.selectFrom('organizers').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async byUser(userId: string): Promise<OrganizerRow | undefined> {
      return db.selectFrom('organizers').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },
  };
}
