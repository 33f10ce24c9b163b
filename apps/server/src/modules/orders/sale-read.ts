import type { UserProfile } from '@storefront/contracts/api';
import type { Kysely, Selectable } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Database, EventsTable, OrganizersTable } from '../../db/schema.ts';
import { TIER_COLUMNS, type TierRow } from './order-lines.ts';
import type { ChosenShowtime } from './showtime-choice.ts';

/**
 * What initialize needs to know of a sale, in one statement: who is buying (the request's
 * session and its account, decision 39); the buyer's order already paid with this order key, if
 * any (decision 21); the event, its organizer, its tiers; and whether seats may come free for
 * this buyer (a hold of the event past its expiry, or the buyer's own open hold, which this order
 * would replace).
 *
 * In a sold-out rush nine buyers in ten are refused from this read alone. It was six statements,
 * then two with the session's own read; on PostgreSQL each is a round trip, and sending one costs
 * the process more than the query's own work (decision 37). The two checks for seats coming free
 * are index look-ups a hold does not need; they cost less than a second statement would for the
 * refusals that do.
 */
export interface Sale {
  event: Pick<
    Selectable<EventsTable>,
    'id' | 'title' | 'starts_at' | 'subaccount_code' | 'status' | 'remaining' | 'organizer_id'
  > & {
    max_per_order: number;
    max_per_account: number;
    /** The waiting room's on-sale (decision 54): while set, an order must carry its pass. */
    waiting_room_on_sale_at: string | null;
  };
  /** The event's organizer, when it has one. */
  organizer: Pick<Selectable<OrganizersTable>, 'status' | 'subaccount_code' | 'commission_bps'> | null;
  /** In display order. */
  tiers: TierRow[];
  /** A hold of the event past its expiry, or the buyer's own open hold: seats may come free for this buyer. */
  seatsMayComeFree: boolean;
  /** The buyer's order with this order key that was paid (whatever became of it since), if any. */
  paidWithKey: { reference: string; status: MoneyTaken } | null;
  /** The event has several dates (decision 50): an order is for one of them. */
  hasShowtimes: boolean;
  /** The date this order is for, once initialize has chosen it (showtime-choice.ts); null for a one-date event. */
  showtime: ChosenShowtime | null;
}

const MONEY_TAKEN = ['paid', 'refund_pending', 'refunded'] as const;
type MoneyTaken = (typeof MONEY_TAKEN)[number];

/** The sale and who is buying: `buyer` null when the session is unknown or has expired. */
export interface BuyerAndSale {
  buyer: UserProfile | null;
  sale: Sale;
}

/** The sale's one statement (exported for the test of its plan, migration 030). */
export const saleQuery =
  (db: Kysely<Database>) => (sessionId: string, eventId: string, now: string, orderKey: string | null) =>
    db
      .selectFrom('events')
      // The buyer: none when the session is unknown or has expired.
      .leftJoin('sessions', (join) => join.on('sessions.id', '=', sessionId).on('sessions.expires_at', '>', now))
      .leftJoin('users', 'users.id', 'sessions.user_id')
      .leftJoin('organizers', 'organizers.id', 'events.organizer_id')
      .leftJoin('ticket_types', 'ticket_types.event_id', 'events.id')
      .select([
        'events.id as event_key',
        'events.title as event_title',
        'events.starts_at as event_starts_at',
        'events.subaccount_code as event_subaccount_code',
        'events.status as event_status',
        'events.max_per_order as event_max_per_order',
        'events.max_per_account as event_max_per_account',
        'events.remaining as event_remaining',
        'events.organizer_id as event_organizer_id',
        'events.waiting_room_on_sale_at as event_waiting_room_on_sale_at',
        'organizers.status as organizer_status',
        'organizers.subaccount_code as organizer_subaccount_code',
        'organizers.commission_bps as organizer_commission_bps',
        'users.id as buyer_id',
        'users.username as buyer_username',
        'users.email as buyer_email',
      ])
      .select(TIER_COLUMNS.map((column) => `ticket_types.${column}` as const))
      // Bound to the event and the session again, not correlated with the outer row: each is run
      // once, not per tier. Without a buyer they match nothing, and nothing is sold.
      .select((eb) => {
        const buyerId = eb.selectFrom('sessions').select('user_id').where('id', '=', sessionId);
        // The buyer's order paid with this key; none without a key (`order_key = null` matches nothing).
        const paidWithKey = eb
          .selectFrom('orders')
          .where('user_id', '=', buyerId)
          .where('order_key', '=', orderKey)
          .where('status', 'in', MONEY_TAKEN)
          .limit(1);
        return [
          eb
            .exists(
              eb
                .selectFrom('orders')
                .select('id')
                .where('event_id', '=', eventId)
                .where('status', '=', 'pending')
                .where('holds_seats', '=', 1)
                .where('hold_expires_at', '<=', now),
            )
            .as('expired_hold'),
          eb
            .exists(
              eb
                .selectFrom('orders')
                .select('id')
                .where('user_id', '=', buyerId)
                .where('event_id', '=', eventId)
                .where('status', '=', 'pending')
                .where('holds_seats', '=', 1),
            )
            .as('own_hold'),
          eb.exists(eb.selectFrom('showtimes').select('id').where('event_id', '=', eventId)).as('has_showtimes'),
          paidWithKey.select('reference').as('paid_reference'),
          paidWithKey.select('status').as('paid_status'),
        ];
      })
      .where('events.id', '=', eventId)
      .orderBy('ticket_types.sort_order')
      .orderBy('ticket_types.id')
      // A tier's columns are null only in the one row of an event without tiers, read as none below.
      .$narrowType<TierRow>();

export function saleRead(db: Kysely<Database>) {
  const query = compileOnce(saleQuery(db));
  /**
   * The session's buyer and the sale, or undefined when there is no event by that id (the row
   * then says nothing of the buyer either). `sessionId` is the session's stored id (its token hashed).
   */
  return async (
    sessionId: string,
    eventId: string,
    now: Date,
    orderKey?: string,
  ): Promise<BuyerAndSale | undefined> => {
    const { rows } = await query(db, sessionId, eventId, now.toISOString(), orderKey ?? null);
    const [first] = rows;
    if (!first) return undefined;
    const { buyer_id: id, buyer_username: username, buyer_email: email } = first;
    return {
      buyer: id !== null && username !== null && email !== null ? { id, username, email } : null,
      sale: {
        event: {
          id: first.event_key,
          title: first.event_title,
          starts_at: first.event_starts_at,
          subaccount_code: first.event_subaccount_code,
          status: first.event_status,
          max_per_order: Number(first.event_max_per_order),
          max_per_account: Number(first.event_max_per_account),
          remaining: first.event_remaining,
          organizer_id: first.event_organizer_id,
          waiting_room_on_sale_at: first.event_waiting_room_on_sale_at,
        },
        organizer:
          first.organizer_status === null
            ? null
            : {
                status: first.organizer_status,
                subaccount_code: first.organizer_subaccount_code,
                commission_bps: first.organizer_commission_bps,
              },
        // Each row is a tier with its event's columns beside; an event without tiers comes as one
        // row with no tier (the left join).
        tiers: first.id === null ? [] : rows,
        // SQLite answers 0 or 1, PostgreSQL a boolean.
        seatsMayComeFree: Boolean(Number(first.expired_hold)) || Boolean(Number(first.own_hold)),
        paidWithKey:
          first.paid_reference && first.paid_status
            ? { reference: first.paid_reference, status: first.paid_status as MoneyTaken }
            : null,
        hasShowtimes: Boolean(Number(first.has_showtimes)),
        showtime: null,
      },
    };
  };
}
