import {
  normalPromoCode,
  type PromoKind,
  promoDescription,
  promoDiscount,
  promoMessages,
} from '@storefront/contracts/rules';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, PromoCodesTable } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { wrongCode } from './code-attempts.ts';
import type { NewOrderLine } from './orders-repository.ts';

export type PromoRow = Selectable<PromoCodesTable>;

/** A code that applies to an order, and what it takes off (decision 30). */
export interface PricedPromo {
  id: string;
  code: string;
  maxUsesPerAccount: number | null;
  /** Whole naira off the order's lines (never more than the lines the code covers). */
  discount: number;
  description: string;
}

/** Statuses of an order that used its code: a refund does not give the use back (it was used). */
const USED_STATUSES = ['paid', 'refund_pending', 'refunded'] as const;

/**
 * Promo codes at initialize and in the summary's preview (decision 30): the code is looked up
 * and checked against the order's lines before anything is held; inside the hold's transaction
 * the account's own uses are counted and one use is taken by one conditional UPDATE; a hold that
 * ends unpaid gives it back with its seats.
 */
export function promoPricing(db: Kysely<Database>) {
  return {
    /**
     * The code as it applies to these lines now, or a 4xx with the buyer's sentence. Not one of
     * this event's codes now (unknown, paused, not yet open, another event's, or a platform code
     * on an organizer's event): not valid, one answer for all, so a guess never learns that a
     * code exists elsewhere, and a `WrongCode` the routes count (code-attempts.ts). This event's
     * code past its end: expired; with no use left: used up; for none of these tiers: does not
     * apply. Those three tell a buyer holding the code why, and are not counted: the code is
     * this event's, and a crowd retrying a code that ran out must not trip its address's limit.
     */
    async price(typed: string, eventId: string, lines: readonly NewOrderLine[], now: Date): Promise<PricedPromo> {
      const code = normalPromoCode(typed);
      const row = await db.selectFrom('promo_codes').selectAll().where('code', '=', code).executeTakeFirst();
      if (row?.status !== 'active') throw wrongCode(400, promoMessages.notValid);
      const at = now.getTime();
      if (row.starts_at !== null && Date.parse(row.starts_at) > at) throw wrongCode(400, promoMessages.notValid);
      // Whose code it is comes before its dates and uses: another event's expired code says what
      // an unknown one says.
      if (row.event_id !== null && row.event_id !== eventId) throw wrongCode(400, promoMessages.notValid);
      // A platform code for every event is the platform's discount: it never reaches an organizer's
      // event, whose takings are the organizer's (decision 31).
      if (row.event_id === null) {
        const event = await db.selectFrom('events').select('organizer_id').where('id', '=', eventId).executeTakeFirst();
        if (event?.organizer_id != null) throw wrongCode(400, promoMessages.notValid);
      }
      if (row.ends_at !== null && Date.parse(row.ends_at) <= at) throw httpError(409, promoMessages.expired);
      if (row.max_uses !== null && Number(row.uses) >= Number(row.max_uses)) throw httpError(409, promoMessages.usedUp);
      const tiers = await db
        .selectFrom('promo_code_ticket_types')
        .innerJoin('ticket_types', 'ticket_types.id', 'promo_code_ticket_types.ticket_type_id')
        .select(['ticket_types.id', 'ticket_types.name'])
        .where('promo_code_ticket_types.promo_code_id', '=', row.id)
        .orderBy('ticket_types.sort_order')
        .execute();
      const covers = (line: NewOrderLine) => tiers.length === 0 || tiers.some((tier) => tier.id === line.ticketTypeId);
      const covered = lines.filter((line) => line.quantity > 0 && covers(line));
      if (covered.length === 0) throw httpError(409, promoMessages.notApplicable);
      const coveredTotal = covered.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
      const kind = row.kind as PromoKind;
      return {
        id: row.id,
        code: row.code,
        maxUsesPerAccount: row.max_uses_per_account === null ? null : Number(row.max_uses_per_account),
        discount: promoDiscount(kind, Number(row.amount), coveredTotal),
        description: promoDescription(
          kind,
          Number(row.amount),
          tiers.map((tier) => tier.name),
        ),
      };
    },
  };
}

/**
 * In the hold's transaction, under the account's lock (so the count cannot change under it):
 * refuses when the account's orders holding seats or paid with this code reach its per-account
 * limit, then takes one use by one conditional UPDATE (`uses < max_uses`), so however many
 * orders race for the last use, one gets it. Throws the buyer's sentence; the caller's
 * transaction rolls back with it.
 */
export async function takePromoUse(trx: Kysely<Database>, promo: PricedPromo, userId: string): Promise<void> {
  if (promo.maxUsesPerAccount !== null) {
    const row = await trx
      .selectFrom('orders')
      .select(sql<number>`count(*)`.as('uses'))
      .where('promo_code_id', '=', promo.id)
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('holds_seats', '=', 1), eb('status', 'in', USED_STATUSES)]))
      .executeTakeFirstOrThrow();
    if (Number(row.uses) >= promo.maxUsesPerAccount) throw httpError(409, promoMessages.alreadyUsed);
  }
  const result = await trx
    .updateTable('promo_codes')
    .set({ uses: sql`uses + 1` })
    .where('id', '=', promo.id)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw httpError(409, promoMessages.usedUp);
}

/**
 * The order's use back, in the transaction that gives back its seats unpaid (expired, cancelled,
 * failed at the provider, replaced). One statement; nothing for an order without a code.
 */
export async function returnPromoUse(trx: Kysely<Database>, orderId: string): Promise<void> {
  await trx
    .updateTable('promo_codes')
    .set({ uses: sql`uses - 1` })
    .where('id', '=', (eb) => eb.selectFrom('orders').select('promo_code_id').where('orders.id', '=', orderId))
    .where('uses', '>', 0)
    .execute();
}

/**
 * A late payment that takes its seats again (the hold had ended and given its use back) takes
 * the use again too, within the code's maximum like any hold: false when none is left (the late
 * payment is then refunded, settle.ts). True for an order without a code.
 */
export async function retakePromoUse(trx: Kysely<Database>, order: { id: string; promo_code_id: string | null }) {
  if (order.promo_code_id === null) return true;
  const result = await trx
    .updateTable('promo_codes')
    .set({ uses: sql`uses + 1` })
    .where('id', '=', order.promo_code_id)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
