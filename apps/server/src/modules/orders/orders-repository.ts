import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { isPostgres } from '../../db/commit-durability.ts';
import { commitWith, sqlInteger, sqlText } from '../../db/commit-in-one-message.ts';
import { compiledFor, compileOnce } from '../../db/compiled-query.ts';
import { isCheckViolation } from '../../db/database-errors.ts';
import {
  type OrderLine,
  orderLinesFromJson,
  orderLinesJson,
  orderLinesOf,
  orderSeatsOf,
} from '../../db/order-lines.ts';
import type { Database, OrdersTable } from '../../db/schema.ts';
import { move } from './order-states.ts';
import { newId } from './references.ts';

export type OrderRow = Selectable<OrdersTable>;

/**
 * Every column of the orders table, by name: a statement prepared on PostgreSQL cannot read `*`
 * (db/prepared-statements.ts). The type checker holds the list complete: a column added to
 * OrdersTable and not here fails it.
 */
export const ORDER_COLUMNS = Object.keys({
  id: true,
  reference: true,
  user_id: true,
  event_id: true,
  status: true,
  quantity: true,
  amount: true,
  currency: true,
  holds_seats: true,
  hold_expires_at: true,
  provider: true,
  first_name: true,
  last_name: true,
  email: true,
  phone_number: true,
  is_gift: true,
  recipient_first_name: true,
  recipient_last_name: true,
  recipient_email: true,
  created_at: true,
  updated_at: true,
  paid_at: true,
  refund_requested_at: true,
  refund_claimed_until: true,
  refund_provider_status: true,
  refund_error: true,
  refunded_at: true,
  order_key: true,
  provider_checked_at: true,
  recheck_at: true,
  seats: true,
  promo_code_id: true,
  discount: true,
  fee_kobo: true,
  commission_kobo: true,
  organizer_share_kobo: true,
  fee_bearer: true,
  subaccount: true,
  refund_reason: true,
  showtime_id: true,
} satisfies Record<keyof OrdersTable, true>) as (keyof OrdersTable)[];

/** Columns only a later step writes (a refund, a provider check, a settle's fee and shares). */
const SET_AFTER_THE_HOLD = [
  'refund_requested_at',
  'refund_claimed_until',
  'refund_provider_status',
  'refund_error',
  'refunded_at',
  'provider_checked_at',
  'recheck_at',
  'fee_kobo',
  'organizer_share_kobo',
  'refund_reason',
] as const satisfies readonly (keyof OrdersTable)[];
type NewOrderColumn = Exclude<keyof OrdersTable, (typeof SET_AFTER_THE_HOLD)[number]>;
/** The columns a new order is written with (`insertPending`), in the order its statement binds them. */
const NEW_ORDER_COLUMNS = ORDER_COLUMNS.filter(
  (column): column is NewOrderColumn => !(SET_AFTER_THE_HOLD as readonly string[]).includes(column),
);
/** A new order's row: every one of those columns given, none other. */
type NewOrderRow = { [Column in NewOrderColumn]-?: Insertable<OrdersTable>[Column] };

/** One line of an order: tickets of one tier, at its price and admits when bought. */
export interface NewOrderLine {
  ticketTypeId: string;
  name: string;
  quantity: number;
  unitPrice: number;
  admits: number;
}

export interface NewOrder {
  reference: string;
  userId: string;
  eventId: string;
  /** The event's date this order is for (decision 50); null for a one-date event. */
  showtimeId: string | null;
  lines: NewOrderLine[];
  provider: string;
  holdExpiresAt: Date;
  /** The purchase form's key (null when the client sent none). */
  orderKey: string | null;
  buyer: { firstName: string; lastName: string; email: string; phoneNumber: string };
  gift: { firstName: string; lastName: string; email: string } | null;
  /** Its reserved seats, in the order the buyer sees them (decision 51); empty for unnumbered seats. */
  chosenSeats: ChosenSeat[];
  /** The promo code whose use this hold took, and its discount (whole naira): `amount` is what is left to pay. */
  promo?: { id: string; discount: number } | null | undefined;
  /**
   * An organizer's sale (decision 31): the subaccount it is paid into, the platform's commission
   * (kobo) asked for at initialize, and who bears the provider's fee. Null: the platform's own event.
   */
  split?: { subaccount: string; commissionKobo: number; feeBearer: 'account' | 'subaccount' } | null | undefined;
}

/**
 * What an order takes from stock (decision 30): each line's tickets from its tier, and the
 * order's people (`seats`: quantity × admits over its lines) from the event and, for an event
 * with several dates, from its date as well (decision 50).
 */
export interface SeatClaim {
  eventId: string;
  showtimeId: string | null;
  seats: number;
  lines: { ticketTypeId: string; quantity: number }[];
  /**
   * Reserved seats (decision 51): the order they are taken for and the date's seats, by id.
   * Absent for unnumbered seats; `orderId` is empty until the hold has written the order.
   */
  reserved?: { orderId: string; seatIds: string[] } | undefined;
  /**
   * The date sells reserved seats (decision 51): every take and give-back of its orders, with seats
   * or standing beside them, locks the date's row first, so that they lock rows in one order with
   * the holds picking best available under it (date, seats, tiers, event) and never deadlock.
   */
  seatedDate?: boolean | undefined;
}

/** A reserved seat an order chose, named as its ticket shows it (decision 51). */
export interface ChosenSeat {
  seatId: string;
  label: string;
}

/** Tickets and people of an order's lines. */
export const orderTotals = (lines: readonly Pick<NewOrderLine, 'quantity' | 'unitPrice' | 'admits'>[]) => ({
  quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
  seats: lines.reduce((sum, line) => sum + line.quantity * line.admits, 0),
  amount: lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0),
});

// Rows are always taken in the same order (tiers by id, then the event, then its date), so two holds on
// PostgreSQL never wait for each other in a cycle.
const byTier = (claim: SeatClaim) =>
  claim.lines.filter((line) => line.quantity > 0).sort((a, b) => (a.ticketTypeId < b.ticketTypeId ? -1 : 1));

/** An order's change of status, from one status and hold to another (`transition`). */
function changeOfStatus(db: Kysely<Database>) {
  return (
    id: string,
    fromStatus: OrderRow['status'],
    fromHoldsSeats: number,
    toStatus: OrderRow['status'],
    toHoldsSeats: number,
    updatedAt: string,
    recheckAt: string | null,
    paidAt: string | null,
  ) =>
    db
      .updateTable('orders')
      .set({
        status: toStatus,
        holds_seats: toHoldsSeats,
        updated_at: updatedAt,
        recheck_at: recheckAt,
        paid_at: sql`coalesce(${paidAt}, paid_at)`,
      })
      .where('id', '=', id)
      .where('status', '=', fromStatus)
      .where('holds_seats', '=', fromHoldsSeats);
}

/** Where an order's change of status starts: the status and hold it must still have. */
interface StatusFrom {
  status: OrderRow['status'];
  holdsSeats: 0 | 1;
}

/** Where it goes; `paidAt` unset keeps the stored payment time, `recheckAt` unset clears it. */
interface StatusTo {
  status: OrderRow['status'];
  holdsSeats: 0 | 1;
  paidAt?: string;
  recheckAt?: Date;
}

/** `changeOfStatus`'s arguments for one change. */
const changeArguments = (id: string, from: StatusFrom, to: StatusTo, now: Date) =>
  [
    id,
    from.status,
    from.holdsSeats,
    move(from.status, to.status),
    to.holdsSeats,
    now.toISOString(),
    to.recheckAt ? to.recheckAt.toISOString() : null,
    to.paidAt ?? null,
  ] as const;

/**
 * The statements every hold and every refusal of a rush runs, compiled once (compileOnce): Kysely
 * building them anew cost about as much as running them (docs/performance-history.md §2 and §19).
 */
const holdStatementsOf = compiledFor((db) => ({
  takeFromTier: compileOnce((ticketTypeId: string, quantity: number) =>
    db
      .updateTable('ticket_types')
      .set({ remaining: sql`remaining - ${quantity}` })
      .where('id', '=', ticketTypeId)
      .where((eb) => eb.or([eb('remaining', 'is', null), eb('remaining', '>=', quantity)])),
  ),
  takeFromEvent: compileOnce((eventId: string, seats: number) =>
    db
      .updateTable('events')
      .set({ remaining: sql`remaining - ${seats}` })
      .where('id', '=', eventId)
      .where('remaining', '>=', seats),
  ),
  // The seat version changes with the date's seats: the picker's ETag (decision 51).
  takeFromShowtime: compileOnce((showtimeId: string, seats: number) =>
    db
      .updateTable('showtimes')
      .set({ remaining: sql`remaining - ${seats}`, seat_version: sql`seat_version + 1` })
      .where('id', '=', showtimeId)
      .where('remaining', '>=', seats),
  ),
  lockAccount: compileOnce((userId: string) =>
    db
      .updateTable('users')
      .set({ updated_at: sql`updated_at` })
      .where('id', '=', userId)
      .returning('email_verified_at'),
  ),
  lockBuyer: compileOnce((userId: string, firstName: string, lastName: string | null, phone: string) =>
    db
      .updateTable('users')
      .set({ first_name: firstName, last_name: lastName, phone })
      .where('id', '=', userId)
      .returning('email_verified_at'),
  ),
  openHolds: compileOnce((userId: string, eventId: string) =>
    db
      .selectFrom('orders')
      .select(['id', 'event_id', 'quantity', 'seats'])
      .where('user_id', '=', userId)
      .where('event_id', '=', eventId)
      .where('status', '=', 'pending')
      .where('holds_seats', '=', 1),
  ),
  holdingSeats: compileOnce((userId: string, eventId: string) =>
    db
      .selectFrom('orders')
      .select(['id', 'event_id', 'showtime_id', 'quantity', 'seats', 'status'])
      .where('user_id', '=', userId)
      .where('event_id', '=', eventId)
      .where('holds_seats', '=', 1),
  ),
  seatsTakenBy: compileOnce((userId: string, eventId: string) =>
    db
      .selectFrom('orders')
      .select(sql<number>`coalesce(sum(quantity), 0)`.as('seats'))
      .where('user_id', '=', userId)
      .where('event_id', '=', eventId)
      .where('holds_seats', '=', 1),
  ),
  // One shape for every change of status: `paidAt` null keeps the stored one.
  transition: compileOnce(changeOfStatus(db)),
  // The same change, answering the order's lines (PostgreSQL: transitionWithLines): the settle's,
  // which needs them for the ticket and its emails. They never change once placed.
  transitionWithLines: compileOnce(
    (...change: Parameters<ReturnType<typeof changeOfStatus>>) =>
      changeOfStatus(db)(...change).returning(orderLinesJson(db).as('lines')),
    changeOfStatus(db).length,
  ),
  // A hold's order and each of its lines (SQLite; PostgreSQL writes both in one statement).
  insertOrder: compileOnce(
    (...values: unknown[]) =>
      db
        .insertInto('orders')
        .values(Object.fromEntries(NEW_ORDER_COLUMNS.map((column, i) => [column, values[i]])) as NewOrderRow),
    NEW_ORDER_COLUMNS.length,
  ),
  insertLine: compileOnce(
    (
      id: string,
      orderId: string,
      ticketTypeId: string,
      name: string,
      quantity: number,
      unitPrice: number,
      admits: number,
    ) =>
      db.insertInto('order_lines').values({
        id,
        order_id: orderId,
        ticket_type_id: ticketTypeId,
        ticket_type_name: name,
        quantity,
        unit_price: unitPrice,
        admits,
      }),
  ),
  // Every verify of a pending order runs it: the one that claims the check asks the provider.
  claimProviderCheck: compileOnce((id: string, now: string, checkedBefore: string) =>
    db
      .updateTable('orders')
      .set({ provider_checked_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('provider_checked_at', 'is', null), eb('provider_checked_at', '<=', checkedBefore)])),
  ),
}));

/** The seats and tier tickets an order takes (or gives back), from its lines (`orderLinesOf`). */
export function claimFrom(
  order: { id: string; event_id: string; seats: number; showtime_id: string | null },
  lines: Pick<OrderLine, 'ticket_type_id' | 'quantity'>[],
  seatIds: string[],
  seatedDate: boolean,
): SeatClaim {
  return {
    seatedDate,
    eventId: order.event_id,
    showtimeId: order.showtime_id,
    seats: Number(order.seats),
    lines: lines.map((line) => ({ ticketTypeId: line.ticket_type_id, quantity: line.quantity })),
    ...(seatIds.length > 0 ? { reserved: { orderId: order.id, seatIds } } : {}),
  };
}

/** Whether a date sells reserved seats (decision 51). */
export async function isSeatedDate(db: Kysely<Database>, showtimeId: string): Promise<boolean> {
  const row = await db.selectFrom('showtimes').select('seat_plan_id').where('id', '=', showtimeId).executeTakeFirst();
  return (row?.seat_plan_id ?? null) !== null;
}

/** The seats an order chose (decision 51), in the buyer's order; none for unnumbered seats. */
export const chosenSeatsOf: (db: Kysely<Database>, orderId: string) => Promise<ChosenSeat[]> = orderSeatsOf;

/**
 * Orders and the seats they hold. Every change of seats or status is one conditional UPDATE
 * (never read-then-write), so concurrent requests and processes cannot oversell or double-settle:
 * the row count says who won.
 */
export function ordersRepository(db: Kysely<Database>) {
  const statements = holdStatementsOf(db);
  /** Takes one line's tickets from its tier if that many are left (a tier without stock of its own always has them). */
  async function takeFromTier(ticketTypeId: string, quantity: number): Promise<boolean> {
    const result = await statements.takeFromTier(db, ticketTypeId, quantity);
    return (result.numAffectedRows ?? 0n) > 0n;
  }
  async function returnToTier(ticketTypeId: string, quantity: number): Promise<void> {
    await db
      .updateTable('ticket_types')
      .set({ remaining: sql`remaining + ${quantity}` })
      .where('id', '=', ticketTypeId)
      .execute();
  }
  /** Takes a date's seats if that many are left (decision 50); an order of a one-date event has no date to take from. */
  async function takeFromShowtime(claim: SeatClaim): Promise<boolean> {
    if (!claim.showtimeId) return true;
    const result = await statements.takeFromShowtime(db, claim.showtimeId, claim.seats);
    return (result.numAffectedRows ?? 0n) > 0n;
  }
  async function returnToShowtime(claim: SeatClaim): Promise<void> {
    if (!claim.showtimeId) return;
    await db
      .updateTable('showtimes')
      .set({ remaining: sql`remaining + ${claim.seats}`, seat_version: sql`seat_version + 1` })
      .where('id', '=', claim.showtimeId)
      .execute();
  }
  /**
   * Takes the order's reserved seats, all or none (decision 51): one conditional UPDATE, and the
   * row count says whether every seat was still free. On PostgreSQL a hold racing for one of them
   * waits on its row and then finds it taken. False, with none of them taken, when one was gone.
   */
  /** A seated date's row, locked first by every take and give-back of its orders (SeatClaim.seatedDate). */
  async function lockSeatedDate(claim: SeatClaim): Promise<void> {
    if (!claim.seatedDate || !claim.showtimeId) return;
    await db
      .updateTable('showtimes')
      .set({ seat_version: sql`seat_version + 1` })
      .where('id', '=', claim.showtimeId)
      .execute();
  }
  async function takeReserved(claim: SeatClaim): Promise<boolean> {
    const { reserved, showtimeId } = claim;
    if (!reserved || !showtimeId || reserved.seatIds.length === 0) return true;
    if (!reserved.orderId) throw new Error('reserved seats are taken for a written order');
    const result = await db
      .updateTable('showtime_seats')
      .set({ order_id: reserved.orderId })
      .where('showtime_id', '=', showtimeId)
      .where('seat_id', 'in', reserved.seatIds)
      .where('order_id', 'is', null)
      .where('claim_id', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === reserved.seatIds.length) return true;
    await returnReserved(claim);
    return false;
  }
  async function returnReserved(claim: SeatClaim): Promise<void> {
    if (!claim.reserved || !claim.showtimeId) return;
    await db
      .updateTable('showtime_seats')
      .set({ order_id: null })
      .where('showtime_id', '=', claim.showtimeId)
      .where('order_id', '=', claim.reserved.orderId)
      .execute();
  }

  return {
    /**
     * Takes an order's tickets from each tier and its people from the event and its date, each
     * by one conditional UPDATE, all or nothing: when one is short, what this call took is given
     * back (in the same transaction) and it answers false.
     */
    async takeSeats(claim: SeatClaim): Promise<boolean> {
      // A seated date's row, then its seats, as every path that gives them back does: a hold
      // never waits for a seat while keeping a tier's or the event's row locked.
      await lockSeatedDate(claim);
      if (!(await takeReserved(claim))) return false;
      const taken: SeatClaim['lines'] = [];
      for (const line of byTier(claim)) {
        if (!(await takeFromTier(line.ticketTypeId, line.quantity))) break;
        taken.push(line);
      }
      if (taken.length === byTier(claim).length) {
        const result = await statements.takeFromEvent(db, claim.eventId, claim.seats);
        if ((result.numAffectedRows ?? 0n) > 0n) {
          if (await takeFromShowtime(claim)) return true;
          await db
            .updateTable('events')
            .set({ remaining: sql`remaining + ${claim.seats}` })
            .where('id', '=', claim.eventId)
            .execute();
        }
      }
      for (const line of taken) await returnToTier(line.ticketTypeId, line.quantity);
      await returnReserved(claim);
      return false;
    },

    /**
     * Takes the order's reserved seats alone (decision 51): the order of a date's waitlist claim,
     * which holds the tiers', the event's and the date's counts (decision 53). False, with none
     * taken, when one is gone.
     */
    async takeReservedSeats(claim: SeatClaim): Promise<boolean> {
      await lockSeatedDate(claim);
      return takeReserved(claim);
    },

    /**
     * Takes the order's date's seats alone (decision 50), and its reserved seats (decision 51): a
     * waitlist claim's order, whose tiers' and event's seats the claim already holds. False, with
     * nothing taken, when the date is short or a seat is gone.
     */
    async takeFromShowtime(claim: SeatClaim): Promise<boolean> {
      await lockSeatedDate(claim);
      if (!(await takeReserved(claim))) return false;
      if (await takeFromShowtime(claim)) return true;
      await returnReserved(claim);
      return false;
    },

    /**
     * A hold's last step: takes its seats, as takeSeats does, and ends the transaction. On
     * PostgreSQL the updates and the commit go as one message (decision 35), so the tier's and
     * the event's rows, which every hold of the event needs, are locked only inside the server;
     * a row short of stock fails its CHECK constraint (events: 001, tiers: 028) and nothing is
     * committed. The rows are unlocked before the commit reaches the disk, and the hold is on
     * disk by the time the transaction's promise resolves (decision 41). On SQLite the
     * transaction commits when its callback returns, straight after.
     * False when the seats are gone; the caller must then let the transaction roll back.
     */
    async takeSeatsAndCommit(claim: SeatClaim): Promise<boolean> {
      if (!isPostgres(db)) return this.takeSeats(claim);
      // Reserved seats by their own statement, whose row count answers; the counts with the commit.
      await lockSeatedDate(claim);
      if (!(await takeReserved(claim))) return false;
      // Every line's tier is updated, with stock of its own or not: the row lock is what a change
      // of the tier's capacity waits for (ticket-types-service.ts). Null minus n stays null.
      const updates = [
        ...byTier(claim).map(
          (line) =>
            `update ticket_types set remaining = remaining - ${sqlInteger(line.quantity)} where id = ${sqlText(line.ticketTypeId)}`,
        ),
        `update events set remaining = remaining - ${sqlInteger(claim.seats)} where id = ${sqlText(claim.eventId)}`,
        // The date's seats: short, its CHECK fails (migration 033).
        ...(!claim.showtimeId
          ? []
          : [
              `update showtimes set remaining = remaining - ${sqlInteger(claim.seats)}, seat_version = seat_version + 1 where id = ${sqlText(claim.showtimeId)}`,
            ]),
      ];
      try {
        await commitWith(db, updates);
        return true;
      } catch (error) {
        if (isCheckViolation(error)) return false;
        throw error;
      }
    },

    async returnSeats(claim: SeatClaim): Promise<void> {
      await lockSeatedDate(claim);
      await returnReserved(claim);
      for (const line of byTier(claim)) await returnToTier(line.ticketTypeId, line.quantity);
      await db
        .updateTable('events')
        .set({ remaining: sql`remaining + ${claim.seats}` })
        .where('id', '=', claim.eventId)
        .execute();
      await returnToShowtime(claim);
    },

    /** What an order took (or would take) from stock: its lines, its people and its date. */
    async claimOf(order: {
      id: string;
      event_id: string;
      seats: number;
      showtime_id: string | null;
    }): Promise<SeatClaim> {
      const seats = order.showtime_id ? await chosenSeatsOf(db, order.id) : [];
      const seated = order.showtime_id !== null && (await isSeatedDate(db, order.showtime_id));
      return claimFrom(
        order,
        await orderLinesOf(db, order.id),
        seats.map((seat) => seat.seatId),
        seated,
      );
    },

    /** A pending order holding its seats, with its lines (takeSeats in the same transaction, or it is rolled back). */
    async insertPending(order: NewOrder, now: Date): Promise<string> {
      const id = newId();
      const stamp = now.toISOString();
      const totals = orderTotals(order.lines);
      const row: NewOrderRow = {
        id,
        reference: order.reference,
        user_id: order.userId,
        event_id: order.eventId,
        showtime_id: order.showtimeId,
        status: 'pending',
        quantity: totals.quantity,
        seats: totals.seats,
        amount: totals.amount - (order.promo?.discount ?? 0),
        promo_code_id: order.promo?.id ?? null,
        discount: order.promo?.discount ?? 0,
        currency: 'NGN',
        holds_seats: 1,
        hold_expires_at: order.holdExpiresAt.toISOString(),
        provider: order.provider,
        first_name: order.buyer.firstName,
        last_name: order.buyer.lastName,
        email: order.buyer.email,
        phone_number: order.buyer.phoneNumber,
        is_gift: order.gift ? 1 : 0,
        recipient_first_name: order.gift?.firstName ?? '',
        recipient_last_name: order.gift?.lastName ?? '',
        recipient_email: order.gift?.email ?? '',
        created_at: stamp,
        updated_at: stamp,
        paid_at: null,
        order_key: order.orderKey,
        subaccount: order.split?.subaccount ?? null,
        commission_kobo: order.split?.commissionKobo ?? null,
        fee_bearer: order.split?.feeBearer ?? null,
      };
      const lines = order.lines.map((line) => ({
        id: newId(),
        order_id: id,
        ticket_type_id: line.ticketTypeId,
        ticket_type_name: line.name,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        admits: line.admits,
      }));
      if (isPostgres(db)) {
        // One statement, one round trip fewer inside the hold's transaction (decision 35); the
        // lines' foreign key is checked at the end of the statement, with the order written.
        await db
          .with('new_order', (q) => q.insertInto('orders').values(row).returning('id'))
          .insertInto('order_lines')
          .values(lines)
          .execute();
      } else {
        // SQLite has no INSERT inside WITH; its statements cost no round trip. Compiled once, the
        // two take about half the time Kysely took to build them each time: 3 to 5% of a hold's
        // CPU (docs/performance-history.md §25).
        const { insertOrder, insertLine } = holdStatementsOf(db);
        await insertOrder(db, ...NEW_ORDER_COLUMNS.map((column) => row[column]));
        for (const line of lines) {
          await insertLine(
            db,
            line.id,
            line.order_id,
            line.ticket_type_id,
            line.ticket_type_name,
            line.quantity,
            line.unit_price,
            line.admits,
          );
        }
      }
      if (order.chosenSeats.length > 0) {
        await db
          .insertInto('order_seats')
          .values(
            order.chosenSeats.map((seat, position) => ({
              order_id: id,
              seat_id: seat.seatId,
              label: seat.label,
              position,
            })),
          )
          .execute();
      }
      return id;
    },

    /**
     * Moves an order from `from` to `to` if it is still in `from` with `holdsSeats` as given;
     * sets `holds_seats` to `to.holdsSeats`, and `recheck_at` to `to.recheckAt` (when an order
     * closing unpaid is next asked about at the provider; any other move clears it). True for
     * the one caller that made the change.
     */
    async transition(id: string, from: StatusFrom, to: StatusTo, now: Date): Promise<boolean> {
      const result = await statements.transition(db, ...changeArguments(id, from, to, now));
      return (result.numAffectedRows ?? 0n) > 0n;
    },

    /**
     * `transition`, answering the order's lines when this caller made the change, else null. On
     * PostgreSQL the update returns them, a round trip fewer. SQLite reads them after it: there a
     * read costs no round trip, and an update of `orders` with RETURNING took twice the update's
     * time (docs/performance-history.md §31).
     */
    async transitionWithLines(id: string, from: StatusFrom, to: StatusTo, now: Date): Promise<OrderLine[] | null> {
      if (!isPostgres(db)) return (await this.transition(id, from, to, now)) ? orderLinesOf(db, id) : null;
      const [changed] = (await statements.transitionWithLines(db, ...changeArguments(id, from, to, now))).rows;
      return changed ? orderLinesFromJson(changed.lines) : null;
    },

    /**
     * Takes the account's row lock for the rest of the transaction and says whether its email is
     * confirmed. The first statement is a write, so SQLite takes its write lock here too: what the
     * transaction then reads of this account's orders cannot change under it (decision 21).
     */
    async lockAccount(userId: string, buyer?: NewOrder['buyer']): Promise<{ emailConfirmed: boolean } | undefined> {
      // A new order's hold also remembers its buyer's names and phone as the account's own, in
      // the same statement (migration 032, architecture.md §9.2): kept only if the hold is.
      const [row] = (
        buyer
          ? await statements.lockBuyer(db, userId, buyer.firstName, buyer.lastName || null, buyer.phoneNumber)
          : await statements.lockAccount(db, userId)
      ).rows;
      return row && { emailConfirmed: row.email_verified_at !== null };
    },

    /** The account's pending orders for an event that still hold seats (one at most, once initialize keeps to it). */
    async openHolds(userId: string, eventId: string) {
      return (await statements.openHolds(db, userId, eventId)).rows;
    },

    /**
     * The account's orders for an event still counted in the event's seats (held or bought): its
     * open hold, if any, and the seats it has taken, in one read.
     */
    async holdingSeats(userId: string, eventId: string) {
      return (await statements.holdingSeats(db, userId, eventId)).rows;
    },

    /** Seats the account holds or has bought for an event: every order of it still counted in the event's seats. */
    async seatsTakenBy(userId: string, eventId: string): Promise<number> {
      const [row] = (await statements.seatsTakenBy(db, userId, eventId)).rows;
      return Number(row?.seats ?? 0);
    },

    /** Tickets the account has bought for an event (paid orders; a refund takes them away). */
    async ticketsBoughtBy(userId: string, eventId: string): Promise<number> {
      const row = await db
        .selectFrom('orders')
        .select(sql<number>`coalesce(sum(quantity), 0)`.as('tickets'))
        .where('user_id', '=', userId)
        .where('event_id', '=', eventId)
        .where('status', '=', 'paid')
        .executeTakeFirstOrThrow();
      return Number(row.tickets);
    },

    /** The account's order with this key that was paid (whatever became of it since), if any. */
    async paidWithKey(userId: string, orderKey: string) {
      return db
        .selectFrom('orders')
        .select(['reference', 'status', 'quantity', 'amount', 'discount'])
        .where('user_id', '=', userId)
        .where('order_key', '=', orderKey)
        .where('status', 'in', ['paid', 'refund_pending', 'refunded'])
        .$narrowType<{ status: 'paid' | 'refund_pending' | 'refunded' }>()
        .executeTakeFirst();
    },

    /**
     * Claims the right to ask the provider about a pending order now: true for one caller per
     * `intervalMs`, across processes, so whoever holds a reference cannot make us call the
     * provider on every request.
     */
    async claimProviderCheck(id: string, now: Date, intervalMs: number): Promise<boolean> {
      const result = await statements.claimProviderCheck(
        db,
        id,
        now.toISOString(),
        new Date(now.getTime() - intervalMs).toISOString(),
      );
      return (result.numAffectedRows ?? 0n) > 0n;
    },

    /** Holds a pending order's seats until `until` (never shortens a hold). True if it moved. */
    async extendHold(id: string, until: Date): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ hold_expires_at: until.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('holds_seats', '=', 1)
        .where('hold_expires_at', '<', until.toISOString())
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The account's latest orders with their event's title, newest first. */
    async latestOf(userId: string, limit: number) {
      return db
        .selectFrom('orders')
        .innerJoin('events', 'events.id', 'orders.event_id')
        .select([
          'orders.reference',
          'orders.event_id',
          'events.title',
          'events.status as event_status',
          'events.max_per_account',
          'orders.status',
          'orders.refund_reason',
          'orders.quantity',
          'orders.amount',
          'orders.created_at',
        ])
        .where('orders.user_id', '=', userId)
        .orderBy('orders.created_at', 'desc')
        .limit(limit)
        .execute();
    },

    /** Pending orders whose hold ran out and still hold seats (oldest first). */
    async expiredHolds(now: Date, eventId: string | undefined, limit: number): Promise<OrderRow[]> {
      let query = db
        .selectFrom('orders')
        .selectAll()
        .where('status', '=', 'pending')
        .where('holds_seats', '=', 1)
        .where('hold_expires_at', '<=', now.toISOString());
      if (eventId) query = query.where('event_id', '=', eventId);
      return query.orderBy('hold_expires_at').limit(limit).execute();
    },

    /** Orders that closed unpaid and are due to be asked about at the provider again (migration 016's index). */
    async rechecksDue(now: Date, limit: number): Promise<OrderRow[]> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('recheck_at', 'is not', null)
        .where('recheck_at', '<=', now.toISOString())
        .where('status', 'in', ['expired', 'failed'])
        .orderBy('recheck_at')
        .limit(limit)
        .execute();
    },

    /**
     * Claims the recheck of a closed order that was due at `due`, moving its next one to `next`
     * (null: no more): true for one caller across processes, who then asks the provider.
     */
    async claimRecheck(id: string, due: string, next: Date | null): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ recheck_at: next ? next.toISOString() : null })
        .where('id', '=', id)
        .where('recheck_at', '=', due)
        .where('status', 'in', ['expired', 'failed'])
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** No more rechecks for this order (the provider never knew it, or its payment can never match). */
    async stopRechecks(id: string): Promise<void> {
      await db.updateTable('orders').set({ recheck_at: null }).where('id', '=', id).execute();
    },
  };
}
