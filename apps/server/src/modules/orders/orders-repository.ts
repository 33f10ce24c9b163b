import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema.ts';
import { newId } from './references.ts';

export type OrderRow = Selectable<OrdersTable>;

export interface NewOrder {
  reference: string;
  userId: string;
  eventId: string;
  ticketTypeId: string;
  unitPrice: number;
  quantity: number;
  provider: string;
  holdExpiresAt: Date;
  buyer: { firstName: string; lastName: string; email: string; phoneNumber: string };
  gift: { firstName: string; lastName: string; email: string } | null;
}

/**
 * Orders and the seats they hold. Every change of seats or status is one conditional UPDATE
 * (never read-then-write), so concurrent requests and processes cannot oversell or double-settle:
 * the row count says who won.
 */
export function ordersRepository(db: Kysely<Database>) {
  return {
    /** Takes `quantity` seats if that many are left. True when taken. */
    async takeSeats(eventId: string, quantity: number): Promise<boolean> {
      const result = await db
        .updateTable('events')
        .set({ remaining: sql`remaining - ${quantity}` })
        .where('id', '=', eventId)
        .where('remaining', '>=', quantity)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async returnSeats(eventId: string, quantity: number): Promise<void> {
      await db
        .updateTable('events')
        .set({ remaining: sql`remaining + ${quantity}` })
        .where('id', '=', eventId)
        .execute();
    },

    /** A pending order holding its seats, with its one line (call after takeSeats, in the same transaction). */
    async insertPending(order: NewOrder, now: Date): Promise<string> {
      const id = newId();
      const stamp = now.toISOString();
      await db
        .insertInto('orders')
        .values({
          id,
          reference: order.reference,
          user_id: order.userId,
          event_id: order.eventId,
          status: 'pending',
          quantity: order.quantity,
          amount: order.unitPrice * order.quantity,
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
        })
        .execute();
      await db
        .insertInto('order_lines')
        .values({
          id: newId(),
          order_id: id,
          ticket_type_id: order.ticketTypeId,
          quantity: order.quantity,
          unit_price: order.unitPrice,
        })
        .execute();
      return id;
    },

    /**
     * Moves an order from `from` to `to` if it is still in `from` with `holdsSeats` as given;
     * sets `holds_seats` to `nowHolds`. True for the one caller that made the change.
     */
    async transition(
      id: string,
      from: { status: OrderRow['status']; holdsSeats: 0 | 1 },
      to: { status: OrderRow['status']; holdsSeats: 0 | 1; paidAt?: string },
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({
          status: to.status,
          holds_seats: to.holdsSeats,
          updated_at: now.toISOString(),
          ...(to.paidAt ? { paid_at: to.paidAt } : {}),
        })
        .where('id', '=', id)
        .where('status', '=', from.status)
        .where('holds_seats', '=', from.holdsSeats)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Pending orders whose hold ran out and still hold seats (oldest first). */
    async expiredHolds(now: Date, eventId?: string, limit = 200) {
      let query = db
        .selectFrom('orders')
        .select(['id', 'event_id', 'quantity'])
        .where('status', '=', 'pending')
        .where('holds_seats', '=', 1)
        .where('hold_expires_at', '<=', now.toISOString());
      if (eventId) query = query.where('event_id', '=', eventId);
      return query.orderBy('hold_expires_at').limit(limit).execute();
    },
  };
}
