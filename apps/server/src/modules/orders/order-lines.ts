import { checkoutMessages, type OrderLineRequest } from '@storefront/contracts/api';
import { ticketsAvailable, ticketTypeState, tierMessages } from '@storefront/contracts/rules';
import type { Kysely, Selectable } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Database, TicketTypesTable } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { tierForSale } from '../events/index.ts';
import { wrongCode } from './code-attempts.ts';
import type { NewOrderLine } from './orders-repository.ts';

export type TierRow = Selectable<TicketTypesTable>;

/** Every column of a tier, named: a statement without `*` is prepared once per connection on PostgreSQL (db/prepared-statements.ts). */
export const TIER_COLUMNS = [
  'id',
  'event_id',
  'name',
  'price',
  'sort_order',
  'description',
  'capacity',
  'remaining',
  'admits',
  'min_per_order',
  'max_per_order',
  'sales_start_at',
  'sales_end_at',
  'after_ticket_type_id',
  'access_code',
  'status',
] as const satisfies readonly (keyof TicketTypesTable)[];

/** An event's tiers in display order, compiled once (a missing column fails the type check of the answer). */
export function tiersOfEvent(db: Kysely<Database>) {
  const query = compileOnce((eventId: string) =>
    db
      .selectFrom('ticket_types')
      .select(TIER_COLUMNS)
      .where('event_id', '=', eventId)
      .orderBy('sort_order')
      .orderBy('id'),
  );
  return async (eventId: string): Promise<TierRow[]> => (await query(db, eventId)).rows;
}

/** Whether a buyer with `accessCode` may see and buy a tier (a hidden tier wants its code, in any case). */
export const tierUnlocked = (row: TierRow, accessCode: string | undefined) =>
  row.access_code === null || (accessCode !== undefined && accessCode.toLowerCase() === row.access_code.toLowerCase());

export interface LinesRequest {
  ticketQuantity: number;
  lines?: OrderLineRequest[] | undefined;
  accessCode?: string | undefined;
}

/**
 * The order's lines as the buyer chose them, each checked against its tier's sale (decision 30):
 * a tier of this event the buyer may see, on sale now (or sold out: stock is the hold's question,
 * since holds running out may give some back), and within its per-order minimum and maximum.
 * Without `lines`, `ticketQuantity` of the first tier on sale: what a one-tier event and the
 * spec's client buy. Refuses with the buyer's sentence.
 */
export function chooseLines(
  request: LinesRequest,
  tiers: readonly TierRow[],
  event: { remaining: number; maxPerOrder: number },
  now: Date,
): NewOrderLine[] {
  const forSale = tiers.map(tierForSale);
  const stateOf = (row: TierRow) => ticketTypeState(tierForSale(row), forSale, event.remaining, now);
  const visible = tiers.filter((row) => tierUnlocked(row, request.accessCode));
  const asked = request.lines
    ? request.lines.filter((line) => line.quantity > 0)
    : (() => {
        const open = visible.filter((row) => row.access_code === null);
        const first =
          open.find((row) => stateOf(row) === 'on-sale') ?? open.find((row) => stateOf(row) === 'sold-out') ?? open[0];
        if (!first) throw httpError(409, checkoutMessages.soldOut);
        return [{ ticketTypeId: first.id, quantity: request.ticketQuantity }];
      })();
  if (asked.length === 0) throw httpError(400, tierMessages.noneChosen);
  return asked.map((line) => {
    const row = visible.find((tier) => tier.id === line.ticketTypeId);
    // With a code, a tier it does not unlock is that code tried and wrong: counted against the
    // wrong-code limits (code-attempts.ts), in the words a hidden tier gets without one.
    if (!row) throw request.accessCode ? wrongCode(400, tierMessages.unknown) : httpError(400, tierMessages.unknown);
    const state = stateOf(row);
    if (state !== 'on-sale' && state !== 'sold-out') throw httpError(409, tierMessages.notOnSale(row.name));
    const min = Number(row.min_per_order);
    const max = Math.min(row.max_per_order === null ? event.maxPerOrder : Number(row.max_per_order), event.maxPerOrder);
    if (line.quantity < min) throw httpError(409, tierMessages.belowMinimum(row.name, min));
    // The event's own maximum is the limits' sentence (buyer-limits.ts), for one tier as before.
    if (line.quantity > max && max < event.maxPerOrder) throw httpError(409, tierMessages.aboveMaximum(row.name, max));
    return {
      ticketTypeId: row.id,
      name: row.name,
      quantity: line.quantity,
      unitPrice: Number(row.price),
      admits: Number(row.admits),
    };
  });
}

/**
 * Why the stock as read cannot cover these lines, in the buyer's words, or null when it can: a
 * tier with stock of its own short of its line says so by name; otherwise the date's seats, for
 * an event with several (decision 50); otherwise the event's.
 */
export function stockRefusal(
  lines: readonly NewOrderLine[],
  tiers: readonly TierRow[],
  eventRemaining: number,
  showtimeRemaining?: number,
) {
  for (const line of lines) {
    const row = tiers.find((tier) => tier.id === line.ticketTypeId);
    if (!row || row.remaining === null) continue;
    const left = ticketsAvailable(tierForSale(row), eventRemaining);
    if (Number(row.remaining) < line.quantity) {
      return httpError(409, left === 0 ? tierMessages.soldOut(row.name) : tierMessages.onlyLeft(row.name, left));
    }
  }
  const seats = lines.reduce((sum, line) => sum + line.quantity * line.admits, 0);
  if (showtimeRemaining !== undefined && showtimeRemaining < seats && showtimeRemaining < eventRemaining) {
    const left = showtimeRemaining;
    return httpError(409, left === 0 ? checkoutMessages.showtimeSoldOut : checkoutMessages.showtimeOnlyLeft(left));
  }
  if (eventRemaining >= seats) return null;
  return httpError(409, eventRemaining === 0 ? checkoutMessages.soldOut : checkoutMessages.onlyLeft(eventRemaining));
}
