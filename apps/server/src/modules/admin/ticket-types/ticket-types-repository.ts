import type { AdminTicketType, TicketTypeFields } from '@storefront/contracts/rules';
import { type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Database, TicketTypesTable } from '../../../db/schema.ts';

export type TierRow = Selectable<TicketTypesTable>;
export interface TierSales {
  sold: number;
  held: number;
  orderLines: number;
}

/**
 * An event's tiers and their sales, counted from the orders (never from a counter): sold =
 * tickets of paid orders' lines, held = tickets of pending orders whose hold still runs, and
 * every line that names the tier (a tier with any cannot be deleted, decision 30).
 */
export function ticketTypesRepository(db: Kysely<Database>) {
  async function salesOf(eventId: string, now: Date, ticketTypeId?: string): Promise<Map<string, TierSales>> {
    const stamp = now.toISOString();
    let query = db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select([
        'order_lines.ticket_type_id as id',
        sql<number>`sum(case when orders.status = 'paid' and orders.holds_seats = 1 then order_lines.quantity else 0 end)`.as(
          'sold',
        ),
        sql<number>`sum(case when orders.status = 'pending' and orders.holds_seats = 1 and orders.hold_expires_at > ${stamp} then order_lines.quantity else 0 end)`.as(
          'held',
        ),
        sql<number>`count(*)`.as('lines'),
      ])
      .where('orders.event_id', '=', eventId)
      .groupBy('order_lines.ticket_type_id');
    if (ticketTypeId) query = query.where('order_lines.ticket_type_id', '=', ticketTypeId);
    const rows = await query.execute();
    return new Map(
      rows.map((row) => [row.id, { sold: Number(row.sold), held: Number(row.held), orderLines: Number(row.lines) }]),
    );
  }

  return {
    salesOf,

    async tiersOf(eventId: string): Promise<TierRow[]> {
      return db
        .selectFrom('ticket_types')
        .selectAll()
        .where('event_id', '=', eventId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    async list(eventId: string, now: Date): Promise<AdminTicketType[]> {
      const [rows, sales] = await Promise.all([this.tiersOf(eventId), salesOf(eventId, now)]);
      return rows.map((row) => toAdminTicketType(row, sales.get(row.id)));
    },
  };
}

export function toFields(row: TierRow): TicketTypeFields {
  return {
    name: row.name,
    description: row.description,
    price: Number(row.price),
    capacity: row.capacity === null ? null : Number(row.capacity),
    admits: Number(row.admits),
    minPerOrder: Number(row.min_per_order),
    maxPerOrder: row.max_per_order === null ? null : Number(row.max_per_order),
    salesStartAt: row.sales_start_at,
    salesEndAt: row.sales_end_at,
    afterTicketTypeId: row.after_ticket_type_id,
    accessCode: row.access_code,
    status: row.status,
  };
}

export function toAdminTicketType(
  row: TierRow,
  sales: TierSales = { sold: 0, held: 0, orderLines: 0 },
): AdminTicketType {
  return {
    id: row.id,
    eventId: row.event_id,
    sortOrder: Number(row.sort_order),
    ...toFields(row),
    remaining: row.remaining === null ? null : Number(row.remaining),
    ...sales,
  };
}

/** The columns of the fields an edit sets (capacity and remaining are the service's, by one conditional UPDATE). */
export function columnsOfTier(fields: Partial<TicketTypeFields>) {
  const columns: Omit<Updateable<TicketTypesTable>, 'id' | 'event_id' | 'capacity' | 'remaining'> = {};
  if (fields.name !== undefined) columns.name = fields.name;
  if (fields.description !== undefined) columns.description = fields.description;
  if (fields.price !== undefined) columns.price = fields.price;
  if (fields.admits !== undefined) columns.admits = fields.admits;
  if (fields.minPerOrder !== undefined) columns.min_per_order = fields.minPerOrder;
  if (fields.maxPerOrder !== undefined) columns.max_per_order = fields.maxPerOrder;
  if (fields.salesStartAt !== undefined) columns.sales_start_at = fields.salesStartAt;
  if (fields.salesEndAt !== undefined) columns.sales_end_at = fields.salesEndAt;
  if (fields.afterTicketTypeId !== undefined) columns.after_ticket_type_id = fields.afterTicketTypeId;
  if (fields.accessCode !== undefined) columns.access_code = fields.accessCode;
  if (fields.status !== undefined) columns.status = fields.status;
  return columns;
}
