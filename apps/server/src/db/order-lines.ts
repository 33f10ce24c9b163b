import type { Ticket } from '@storefront/contracts/api';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { compiledFor, compileOnce } from './compiled-query.ts';
import type { Database, OrderLinesTable } from './schema.ts';

// An order's lines (its tiers, how many of each, the people each admits) as every reader needs
// them: the checkout that takes and gives back their stock, the ticket and its emails that list
// them, the door and the back office. Kept here, below the modules, so that orders and tickets
// both read them and neither imports the other for it.

/**
 * The lines of the row's order (`orders.id`) as JSON text: one object a line, with a key for each
 * of `columns` (an order_lines column each). Each database spells JSON aggregation its own way.
 */
function orderLinesAsJson(db: Kysely<Database>, columns: Record<string, keyof OrderLinesTable>) {
  const object = sql.join(Object.entries(columns).flatMap(([key, column]) => [sql.lit(key), sql.ref(`l.${column}`)]));
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`(select json_agg(json_build_object(${object}))::text from order_lines l where l.order_id = orders.id)`
    : sql<string>`(select json_group_array(json_object(${object})) from order_lines l where l.order_id = orders.id)`;
}

/**
 * The order's lines (architecture.md §9.3: the tiers bought) as JSON text, in the ticket's own row; read them
 * with `linesFromJson`, which puts them in order.
 */
export function linesJson(db: Kysely<Database>) {
  return orderLinesAsJson(db, {
    name: 'ticket_type_name',
    quantity: 'quantity',
    admits: 'admits',
    unitPrice: 'unit_price',
  });
}

type TicketLine = Ticket['lines'][number];

/**
 * The row's order's reserved seats (decision 51) as JSON text, each with its place in the
 * buyer's choice; read them with `seatsFromJson`. An order of unnumbered seats has none.
 */
export function seatsJson(db: Kysely<Database>) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<
        string | null
      >`(select json_agg(json_build_object('label', s.label, 'position', s.position))::text from order_seats s where s.order_id = orders.id)`
    : sql<
        string | null
      >`(select json_group_array(json_object('label', s.label, 'position', s.position)) from order_seats s where s.order_id = orders.id)`;
}

/** The seats `seatsJson` read, as their labels in the buyer's order. */
export function seatsFromJson(text: string | null): string[] {
  return (JSON.parse(text ?? '[]') as { label: string; position: number }[])
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map((seat) => seat.label);
}

/**
 * The order every view and email lists an order's lines in: cheapest first, then by name in code
 * point order. Lines are put in order in code, not in SQL: an ordered aggregate made SQLite build
 * a temporary B-tree on every ticket read, about a tenth of the statement's time
 * (docs/performance-history.md §24), and PostgreSQL's collation can order names otherwise than SQLite's.
 */
function cheapestFirst(priceA: number, nameA: string, priceB: number, nameB: string): number {
  return priceA - priceB || (nameA < nameB ? -1 : nameA > nameB ? 1 : 0);
}

/** The lines `linesJson` read, in order (cheapestFirst). */
export function linesFromJson(text: string | null): TicketLine[] {
  return (JSON.parse(text ?? '[]') as TicketLine[])
    .map((line) => ({
      name: line.name,
      quantity: Number(line.quantity),
      admits: Number(line.admits),
      unitPrice: Number(line.unitPrice),
    }))
    .sort((a, b) => cheapestFirst(a.unitPrice, a.name, b.unitPrice, b.name));
}

/** The statement every settle runs for its lines, compiled once (compileOnce). */
const orderLinesStatement = compiledFor((db) => ({
  // Put in order by orderLinesOf (cheapestFirst).
  orderLines: compileOnce((orderId: string) =>
    db
      .selectFrom('order_lines')
      .select(['ticket_type_id', 'ticket_type_name', 'quantity', 'admits', 'unit_price'])
      .where('order_id', '=', orderId),
  ),
}));

/** One line of a placed order: its tier, how many, and how many people each admits. */
export interface OrderLine {
  ticket_type_id: string;
  ticket_type_name: string;
  quantity: number;
  admits: number;
}

/** An order's lines as stored, with the price that puts them in order. */
type StoredLine = OrderLine & { unit_price: number };

/** Stored lines in order (cheapestFirst), as `OrderLine`s. */
function inOrder(lines: StoredLine[]): OrderLine[] {
  return lines
    .sort((a, b) => cheapestFirst(Number(a.unit_price), a.ticket_type_name, Number(b.unit_price), b.ticket_type_name))
    .map((line) => ({
      ticket_type_id: line.ticket_type_id,
      ticket_type_name: line.ticket_type_name,
      quantity: Number(line.quantity),
      admits: Number(line.admits),
    }));
}

/**
 * An order's lines, in the order its ticket lists them: what it took from stock, and what its
 * ticket's emails list. They never change once the order is placed.
 */
export async function orderLinesOf(db: Kysely<Database>, orderId: string): Promise<OrderLine[]> {
  return inOrder((await orderLinesStatement(db).orderLines(db, orderId)).rows);
}

/**
 * The lines of the row's order as JSON text, with what `orderLinesOf` reads: for a statement
 * that has the order's row at hand (the settle's change of status, which returns them). Read them
 * with `orderLinesFromJson`.
 */
export function orderLinesJson(db: Kysely<Database>) {
  return orderLinesAsJson(db, {
    ticket_type_id: 'ticket_type_id',
    ticket_type_name: 'ticket_type_name',
    quantity: 'quantity',
    admits: 'admits',
    unit_price: 'unit_price',
  });
}

/** The lines `orderLinesJson` read, in `orderLinesOf`'s order. */
export function orderLinesFromJson(text: string | null): OrderLine[] {
  return inOrder(JSON.parse(text ?? '[]') as StoredLine[]);
}

/** The seats an order chose (decision 51), in the buyer's order, with their names; none for unnumbered seats. */
export async function orderSeatsOf(
  db: Kysely<Database>,
  orderId: string,
): Promise<{ seatId: string; label: string }[]> {
  const rows = await db
    .selectFrom('order_seats')
    .select(['seat_id', 'label'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ seatId: row.seat_id, label: row.label }));
}
