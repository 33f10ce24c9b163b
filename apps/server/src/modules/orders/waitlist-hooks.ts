import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { waitlistClaims } from '../waitlist/index.ts';
import { claimSeatsOf } from './claim-seats.ts';
import { ordersRepository } from './orders-repository.ts';

/**
 * The waitlist's claims hold seats through this module's takeSeats/returnSeats (decision 30), and
 * on a seated date the seats themselves (claim-seats.ts, decision 53),
 * passed in so the waitlist never imports orders (no import cycle): orders calls it where seats
 * come back (a hold released, a refund, the sweep).
 */
export const waitlistOf = (db: Kysely<Database>, publicUrl: string, log: FastifyBaseLogger) =>
  waitlistClaims({ db, publicUrl, seats: (trx) => ({ ...ordersRepository(trx), ...claimSeatsOf(trx) }), log });
