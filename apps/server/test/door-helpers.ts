import type { Ticket } from '@storefront/contracts/api';
import { readDoorInput } from '@storefront/contracts/rules';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import type { SignedInUser } from './auth-helpers.ts';
import { simulatorButton, startOrder, verify } from './checkout-helpers.ts';

/** A paid order's ticket, bought through the simulator like the web app does. */
export async function buyTicket(
  app: FastifyInstance,
  buyer: SignedInUser,
  overrides: Record<string, unknown> = {},
): Promise<Ticket> {
  const reference = await startOrder(app, buyer, { ticketQuantity: 1, ...overrides });
  const paid = await simulatorButton(app, buyer, reference, 'pay');
  if (paid.statusCode !== 200) throw new Error(`pay answered ${paid.statusCode}: ${paid.body}`);
  const { ticket } = (await verify(app, reference)).json().data;
  if (!ticket) throw new Error(`no ticket for ${reference}`);
  return ticket;
}

/**
 * The event of the ticket a link or reference names, or '1'. A QR's short link carries the
 * reference in capitals, so it is looked up as the door does, by `lower(reference)`.
 */
async function eventOf(app: FastifyInstance, link: string): Promise<string> {
  const input = readDoorInput(link);
  const reference =
    input?.kind === 'short-link' || input?.kind === 'reference'
      ? input.reference
      : /OWB-[A-Za-z0-9_-]{24}/.exec(link)?.[0];
  if (!reference) return '1';
  const row = await app.db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .select('orders.event_id')
    .where(sql<string>`lower(tickets.reference)`, '=', reference.toLowerCase())
    .executeTakeFirst();
  return row?.event_id ?? '1';
}

/**
 * POST /api/check-in as `who` (headers of a signed-in user, or a guest's CSRF pair), for
 * `eventId` (by default the ticket's own event). The seeded events start months ahead, before
 * their doors open, so `confirm` defaults to true; the door's own tests say what they mean.
 */
export async function checkIn(
  app: FastifyInstance,
  headers: Record<string, string>,
  link: string,
  eventId?: string,
  { confirm = true, deviceId }: { confirm?: boolean; deviceId?: string } = {},
) {
  const event = eventId ?? (await eventOf(app, link));
  return app.inject({
    method: 'POST',
    url: '/api/check-in',
    headers,
    payload: { link, eventId: event, confirm, ...(deviceId ? { deviceId } : {}) },
  });
}

/**
 * The verify link QR codes held before the short link (architecture.md §11), as a ticket emailed
 * then carries it: /api/verify?ticketId&code&eventTitle&firstName&eventDate&token, its token the
 * one the ticket's API still serves (verificationToken). Old links keep working.
 */
export function oldVerifyLink(ticket: Ticket, publicUrl = 'http://localhost:3000'): string {
  const query = new URLSearchParams({
    ticketId: ticket.ticketId,
    code: ticket.transactionReference,
    eventTitle: ticket.eventTitle,
    firstName: ticket.ticketHolder.firstName,
    eventDate: ticket.eventDate,
    token: ticket.verificationToken,
  });
  return `${publicUrl}/api/verify?${query}`;
}

/** The verify link with one query field replaced. */
export function withField(verifyUrl: string, field: string, value: string): string {
  const url = new URL(verifyUrl);
  url.searchParams.set(field, value);
  return url.toString();
}

/** The path and query of a verify link, as app.inject takes it. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/**
 * Moves an event's start to `startsAt`, written by the UTC clock (its zone set to UTC), so a
 * test can stand before its doors open, on its day, or after it. Only the times change.
 */
export async function moveEvent(db: Kysely<Database>, eventId: string, startsAt: Date, doorsOpenMinutes = 180) {
  const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
  const pad = (n: number) => String(n).padStart(2, '0');
  await db
    .updateTable('events')
    .set({
      starts_at: startsAt.toISOString(),
      time_zone: 'UTC',
      month: months[startsAt.getUTCMonth()] ?? 'JAN',
      date: String(startsAt.getUTCDate()),
      year: String(startsAt.getUTCFullYear()),
      time: `${pad(startsAt.getUTCHours())}:${pad(startsAt.getUTCMinutes())}`,
      doors_open_minutes: doorsOpenMinutes,
    })
    .where('id', '=', eventId)
    .execute();
}
