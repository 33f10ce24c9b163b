import type { AdminOrdersExportQuery, AdminOrdersQuery } from '@storefront/contracts/api';
import {
  type AdminOrderDetail,
  type AdminOrderRow,
  BUSINESS_TIME_ZONE,
  type PagedAnswer,
} from '@storefront/contracts/messages';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { linesJson } from '../../../db/order-lines.ts';
import type { Database } from '../../../db/schema.ts';
import { nextDate, startOfDate } from '../../../lib/business-time.ts';
import { likePattern, pageOf } from '../../../lib/paging.ts';
import { platformScope, type Scope, scopedOrganizer } from '../../organizers/index.ts';
import { phoneDigits } from './phone-search.ts';

type Filters = Omit<AdminOrdersExportQuery, 'sort' | 'dir'>;

/** Every list column the client may sort by, as the database names it (never the client's text). */
const sortColumns = {
  createdAt: 'orders.created_at',
  paidAt: 'orders.paid_at',
  amount: 'orders.amount',
  quantity: 'orders.quantity',
  status: 'orders.status',
  email: 'orders.email',
  eventTitle: 'events.title',
} as const satisfies Record<AdminOrdersQuery['sort'], string>;

/**
 * An order with the event fields its page and its emails show; undefined when unknown or outside
 * the scope (an organizer's orders are those of their events: a 404 like an unknown id).
 */
export function orderWithEvent(db: Kysely<Database>, id: string, scope: Scope = platformScope) {
  const organizerId = scopedOrganizer(scope);
  return db
    .selectFrom('orders')
    .innerJoin('events', 'events.id', 'orders.event_id')
    .selectAll('orders')
    .select(['events.title', 'events.starts_at', 'events.time_zone', 'events.venue', 'events.city'])
    .where('orders.id', '=', id)
    .$if(organizerId !== null, (query) => query.where('events.organizer_id', '=', organizerId as string))
    .executeTakeFirst();
}

/** Orders with their event and ticket, of the scope's events only (decision 31). */
function joined(db: Kysely<Database>, scope: Scope) {
  const organizerId = scopedOrganizer(scope);
  return db
    .selectFrom('orders')
    .innerJoin('events', 'events.id', 'orders.event_id')
    .leftJoin('tickets', 'tickets.order_id', 'orders.id')
    .$if(organizerId !== null, (query) => query.where('events.organizer_id', '=', organizerId as string));
}

/**
 * `q` finds an order by its buyer's email or name, the gift recipient's email, its reference or
 * its ticket id, case-insensitively and literally (the client's %, _ and \ are escaped), and by
 * the buyer's phone when `q` is a phone number however it is written (phone-search.ts).
 */
function search(q: string): Expression<SqlBool> {
  const pattern = likePattern(q);
  const like = (expression: ReturnType<typeof sql>) => sql<SqlBool>`lower(${expression}) like ${pattern} escape '\\'`;
  const tests = [
    like(sql`orders.email`),
    like(sql`orders.first_name || ' ' || orders.last_name`),
    like(sql`orders.recipient_email`),
    like(sql`orders.reference`),
    like(sql`tickets.id`),
  ];
  const phone = phoneDigits(q);
  // Digits only, so nothing in the pattern needs escaping.
  if (phone) tests.push(sql<SqlBool>`orders.phone_number like ${`%${phone}%`}`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** Orders with a line of this ticket type (architecture.md §9.3: the orders list and the attendees by tier). */
const hasLineOf =
  (ticketTypeId: string) =>
  ({ exists, selectFrom }: ExpressionBuilder<Database, 'orders'>) =>
    exists(
      selectFrom('order_lines')
        .select('order_lines.id')
        .whereRef('order_lines.order_id', '=', 'orders.id')
        .where('order_lines.ticket_type_id', '=', ticketTypeId),
    );

function filtered(db: Kysely<Database>, scope: Scope, filters: Filters) {
  let query = joined(db, scope);
  if (filters.status) query = query.where('orders.status', '=', filters.status);
  if (filters.eventId) query = query.where('orders.event_id', '=', filters.eventId);
  if (filters.ticketTypeId) query = query.where(hasLineOf(filters.ticketTypeId));
  // Days in Lagos time: from its midnight, up to (not including) the midnight after `to`.
  if (filters.from)
    query = query.where('orders.created_at', '>=', startOfDate(BUSINESS_TIME_ZONE, filters.from).toISOString());
  if (filters.to) {
    query = query.where('orders.created_at', '<', startOfDate(BUSINESS_TIME_ZONE, nextDate(filters.to)).toISOString());
  }
  if (filters.q) query = query.where(search(filters.q));
  return query;
}

function rowsQuery(db: Kysely<Database>, scope: Scope, query: AdminOrdersExportQuery) {
  const column = sortColumns[query.sort];
  return filtered(db, scope, query)
    .select([
      'orders.id',
      'orders.reference',
      'orders.status',
      'orders.event_id',
      'events.title',
      'orders.first_name',
      'orders.last_name',
      'orders.email',
      'orders.phone_number',
      'orders.quantity',
      'orders.amount',
      'orders.is_gift',
      'orders.recipient_first_name',
      'orders.recipient_last_name',
      'orders.recipient_email',
      'orders.created_at',
      'orders.paid_at',
      'orders.refunded_at',
      'tickets.id as ticket_id',
      'tickets.status as ticket_status',
      'tickets.used_at',
    ])
    .orderBy(sql.ref(column), query.dir)
    .orderBy('orders.id', query.dir);
}

export type OrderExportRow = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

function toRow(row: OrderExportRow): AdminOrderRow {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    eventId: row.event_id,
    eventTitle: row.title,
    buyerName: fullName(row.first_name, row.last_name),
    email: row.email,
    phoneNumber: row.phone_number,
    quantity: Number(row.quantity),
    amount: Number(row.amount),
    ticketId: row.ticket_id,
    ticketStatus: row.ticket_status,
    createdAt: row.created_at,
    paidAt: row.paid_at,
  };
}

/** How long a refund attempt's lease may still be running: until then, nobody else may try. */
const refundClaimLive = (claimedUntil: string | null, now: Date) =>
  claimedUntil !== null && claimedUntil > now.toISOString();

/**
 * The back office's orders, and the organizer console's (architecture.md §16): every function takes the
 * Scope whose orders it may see and filters by it here, whatever the route passes as filters.
 */
export function adminOrdersRepository(db: Kysely<Database>) {
  return {
    /** GET /api/admin/orders: one page of the orders the filters match. */
    list(scope: Scope, query: AdminOrdersQuery): Promise<PagedAnswer<AdminOrderRow>> {
      return pageOf(query, {
        count: async () =>
          Number((await filtered(db, scope, query).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
        rows: async (limit, offset) =>
          (await rowsQuery(db, scope, query).limit(limit).offset(offset).execute()).map(toRow),
      });
    },

    /** Every matching order for the CSV export, a batch at a time so no one query is huge. */
    async *exportRows(scope: Scope, query: AdminOrdersExportQuery, batch = 1000): AsyncGenerator<OrderExportRow[]> {
      for (let offset = 0; ; offset += batch) {
        const rows = await rowsQuery(db, scope, query).limit(batch).offset(offset).execute();
        if (rows.length > 0) yield rows;
        if (rows.length < batch) return;
      }
    },

    /** GET /api/admin/orders/{id}: the order, its payment, ticket and emails; undefined when unknown. */
    async detail(scope: Scope, id: string, now = new Date()): Promise<AdminOrderDetail | undefined> {
      const order = await orderWithEvent(db, id, scope);
      if (!order) return undefined;
      const [ticket, line, emails] = await Promise.all([
        db.selectFrom('tickets').selectAll().where('order_id', '=', id).executeTakeFirst(),
        db.selectFrom('order_lines').select('unit_price').where('order_id', '=', id).executeTakeFirst(),
        db
          .selectFrom('outbox')
          .select(['id', 'to_address', 'subject', 'created_at', 'sent_at', 'failed_at', 'attempts', 'last_error'])
          .where('order_id', '=', id)
          .orderBy('id')
          .execute(),
      ]);
      const isGift = Number(order.is_gift) === 1;
      const quantity = Number(order.quantity);
      // Someone already went in on the ticket: its seats must not go back on sale (architecture.md §11).
      const admitted = Number(ticket?.admitted ?? 0);
      const refundable =
        (order.status === 'paid' && admitted === 0) ||
        (order.status === 'refund_pending' &&
          order.refund_provider_status === null &&
          !refundClaimLive(order.refund_claimed_until, now));
      const ticketUnused = ticket?.status === 'unused';
      const ticketCancellable = ticket !== undefined && ticket.status !== 'cancelled';
      return {
        id: order.id,
        reference: order.reference,
        status: order.status,
        createdAt: order.created_at,
        updatedAt: order.updated_at,
        event: {
          id: order.event_id,
          title: order.title,
          startsAt: order.starts_at,
          timeZone: order.time_zone,
          venue: order.venue,
          city: order.city,
        },
        buyer: {
          firstName: order.first_name,
          lastName: order.last_name,
          email: order.email,
          phoneNumber: order.phone_number,
          userId: order.user_id,
        },
        gift: isGift
          ? {
              firstName: order.recipient_first_name,
              lastName: order.recipient_last_name,
              email: order.recipient_email,
            }
          : null,
        quantity,
        unitPrice: line ? Number(line.unit_price) : Number(order.amount) / Math.max(1, quantity),
        amount: Number(order.amount),
        currency: order.currency,
        payment: {
          provider: order.provider,
          paidAt: order.paid_at,
          holdExpiresAt: order.hold_expires_at,
          refundRequestedAt: order.refund_requested_at,
          refundProviderStatus: order.refund_provider_status,
          refundError: order.refund_error,
          refundedAt: order.refunded_at,
        },
        ticket: ticket
          ? {
              id: ticket.id,
              status: ticket.status,
              issuedAt: ticket.issued_at,
              usedAt: ticket.used_at,
              admits: Number(ticket.admits),
              admitted,
              pagePath: `/ticket/${encodeURIComponent(ticket.reference)}`,
            }
          : null,
        emails: emails.map((email) => ({
          id: email.id,
          to: email.to_address,
          subject: email.subject,
          createdAt: email.created_at,
          sentAt: email.sent_at,
          failedAt: email.failed_at,
          attempts: Number(email.attempts),
          lastError: email.last_error,
        })),
        actions: {
          refund: refundable,
          cancelTicket: ticketCancellable,
          resendTicketEmail: order.status === 'paid' && ticketUnused,
        },
      };
    },

    /** The tickets of an event's paid orders, for its attendee list; undefined for an unknown event. */
    async attendees(scope: Scope, eventId: string, ticketTypeId?: string) {
      const organizerId = scopedOrganizer(scope);
      const event = await db
        .selectFrom('events')
        .select(['id', 'title'])
        .where('id', '=', eventId)
        .$if(organizerId !== null, (query) => query.where('organizer_id', '=', organizerId as string))
        .executeTakeFirst();
      if (!event) return undefined;
      const rows = await db
        .selectFrom('tickets')
        .innerJoin('orders', 'orders.id', 'tickets.order_id')
        .select([
          'tickets.id as ticket_id',
          'tickets.status',
          'tickets.used_at',
          'tickets.admitted',
          'orders.reference',
          'orders.first_name',
          'orders.last_name',
          'orders.email',
          'orders.phone_number',
          'orders.quantity',
          'orders.is_gift',
          'orders.recipient_first_name',
          'orders.recipient_last_name',
          'orders.recipient_email',
          'orders.paid_at',
          linesJson(db).as('lines'),
        ])
        .where('orders.event_id', '=', eventId)
        .where('orders.status', '=', 'paid')
        .$if(ticketTypeId !== undefined, (query) => query.where(hasLineOf(ticketTypeId as string)))
        .orderBy('orders.last_name')
        .orderBy('orders.first_name')
        .orderBy('tickets.id')
        .execute();
      return { event, rows };
    },

    /** The events of the scope as {id, title, startsAt}, for the lists' filters. */
    async eventOptions(scope: Scope) {
      const organizerId = scopedOrganizer(scope);
      const rows = await db
        .selectFrom('events')
        .select(['id', 'title', 'starts_at'])
        .$if(organizerId !== null, (query) => query.where('organizer_id', '=', organizerId as string))
        .orderBy('starts_at')
        .orderBy('id')
        .execute();
      return rows.map((event) => ({ id: event.id, title: event.title, startsAt: event.starts_at }));
    },
  };
}
