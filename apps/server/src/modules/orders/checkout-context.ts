import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config.ts';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Database } from '../../db/schema.ts';
import { sessionsRepository } from '../auth/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { type TicketEmailContext, ticketLookups } from '../tickets/index.ts';
import { tiersOfEvent } from './order-lines.ts';
import { ORDER_COLUMNS } from './orders-repository.ts';
import { promoPricing } from './promo-pricing.ts';
import { saleRead } from './sale-read.ts';
import { waitlistOf } from './waitlist-hooks.ts';

export interface CheckoutDeps {
  db: Kysely<Database>;
  config: Config;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

/**
 * What every step of the checkout shares (architecture.md §9.4): its dependencies, and the reads
 * the purchase makes on every order, compiled once (db/compiled-query.ts). Built once per
 * checkout, so once per process (checkout-module.ts).
 */
export function checkoutContext({ db, config, provider, log }: CheckoutDeps) {
  const ticketContext: TicketEmailContext = {
    secret: config.SESSION_SECRET,
    publicUrl: config.PUBLIC_URL,
    supportEmail: config.SUPPORT_EMAIL,
  };
  const orderByReference = compileOnce((reference: string) =>
    db.selectFrom('orders').select(ORDER_COLUMNS).where('reference', '=', reference),
  );
  return {
    db,
    config,
    provider,
    log,
    ticketContext,
    holdMs: config.ORDER_HOLD_MINUTES * 60_000,
    tickets: ticketLookups(db, ticketContext),
    orderByReference,
    /** The order with this reference, as stored now (through `db`, or a transaction's). */
    findOrder: async (reference: string, through: Kysely<Database> = db) =>
      (await orderByReference(through, reference)).rows[0],
    // The event's seats left, read again when a hold found too few (the sale's read says the rest).
    seatsLeft: compileOnce((eventId: string) => db.selectFrom('events').select('remaining').where('id', '=', eventId)),
    // The date's seats left, read again when a hold found too few (decision 50).
    showtimeSeatsLeft: compileOnce((showtimeId: string) =>
      db.selectFrom('showtimes').select('remaining').where('id', '=', showtimeId),
    ),
    // What a settled order's ticket and emails say of its event (at its date, for an event with
    // several: decision 50), and the ceiling a late payment meets.
    eventOfTicket: compileOnce((eventId: string, showtimeId: string | null) =>
      db
        .selectFrom('events')
        .leftJoin('showtimes', (join) => join.on('showtimes.id', '=', showtimeId))
        .select([
          'events.title',
          sql<string>`coalesce(showtimes.starts_at, events.starts_at)`.as('starts_at'),
          sql<string>`coalesce(showtimes.ends_at, events.ends_at)`.as('ends_at'),
          'events.time_zone',
          'events.venue',
          'events.street',
          'events.city',
          'events.region',
          'events.postal_code',
          'events.status',
          'events.max_per_order',
          'events.max_per_account',
        ])
        .where('events.id', '=', eventId),
    ),
    tiersOf: tiersOfEvent(db),
    saleOf: saleRead(db),
    sessions: sessionsRepository(db),
    promos: promoPricing(db),
    waitlist: waitlistOf(db, config.PUBLIC_URL, log),
  };
}

export type CheckoutContext = ReturnType<typeof checkoutContext>;
