import { apiErrorSchema, type MyTicket, myTicketsResponseSchema } from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { signedInUser } from '../auth/index.ts';
import { ticketStartsAt, ticketsWithOrderAndEvent } from './tickets-repository.ts';

/**
 * The tickets of one account, newest first: those it bought, and gifts to its email once the
 * account has confirmed that email (otherwise anyone could sign up as a recipient and read
 * their tickets).
 */
export async function myTickets(db: Kysely<Database>, userId: string): Promise<MyTicket[]> {
  const account = await db
    .selectFrom('users')
    .select(['email', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account) return [];
  const rows = await myTicketsQuery(db, userId, account.email_verified_at ? account.email : null).execute();
  // The tiers of every order in one more query (architecture.md §9.3), cheapest first as the ticket lists them.
  const lines =
    rows.length === 0
      ? []
      : await db
          .selectFrom('order_lines')
          .select(['order_id', 'ticket_type_name', 'quantity', 'admits'])
          .where(
            'order_id',
            'in',
            rows.map((row) => row.order_id),
          )
          .orderBy('unit_price')
          .orderBy('ticket_type_name')
          .execute();
  const linesOf = (orderId: string) =>
    lines
      .filter((line) => line.order_id === orderId)
      .map((line) => ({ name: line.ticket_type_name, quantity: Number(line.quantity), admits: Number(line.admits) }));
  return rows.map((row) => ({
    ticketId: row.ticket_id,
    transactionReference: row.reference,
    eventId: row.event_id,
    eventTitle: row.title,
    eventDate: row.starts_at,
    timeZone: row.time_zone,
    venue: row.venue,
    city: row.city,
    ticketQuantity: Number(row.quantity),
    lines: linesOf(row.order_id),
    status: row.status,
    relation: row.user_id === userId ? 'bought' : 'gift',
    issuedAt: row.issued_at,
  }));
}

/**
 * The account's tickets and, once it has confirmed its email (`giftEmail`), the gifts to that
 * email. Both sides are lower-case: users.email and orders.recipient_email are stored as the
 * contract's email field leaves them. The literal `recipient_email <> ''` is migration 029's
 * index condition: a partial index serves a query only when the query implies its condition,
 * and neither database proves that from a bound email.
 */
export function myTicketsQuery(db: Kysely<Database>, userId: string, giftEmail: string | null) {
  return (
    ticketsWithOrderAndEvent(db)
      .select([
        'tickets.id as ticket_id',
        'tickets.reference',
        'tickets.status',
        'tickets.issued_at',
        'orders.user_id',
        'orders.id as order_id',
        'orders.quantity',
        'orders.event_id',
        'events.title',
        ticketStartsAt,
        'events.time_zone',
        'events.venue',
        'events.city',
      ])
      .where((eb) =>
        giftEmail
          ? eb.or([
              eb('orders.user_id', '=', userId),
              eb.and([
                eb('orders.is_gift', '=', 1),
                eb('orders.recipient_email', '=', giftEmail),
                sql<boolean>`orders.recipient_email <> ''`,
              ]),
            ])
          : eb('orders.user_id', '=', userId),
      )
      .orderBy('tickets.issued_at', 'desc')
      .orderBy('tickets.id', 'desc')
      // A bound on the answer, far above what one person holds; paging can come when someone needs it.
      .limit(500)
  );
}

/** GET /api/my-tickets (signed in). */
export const myTicketsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/my-tickets',
    {
      schema: {
        tags: ['tickets'],
        summary: "The signed-in user's tickets: bought, and gifts to their confirmed email; newest first",
        response: { 200: myTicketsResponseSchema, 401: apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { tickets: await myTickets(app.db, signedInUser(request).id) };
    },
  );
};
