import { checkoutMessages } from '@storefront/contracts/api';
import type { Kysely } from 'kysely';
import { compiledFor, compileOnce } from '../../db/compiled-query.ts';
import type { Database } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';

/** The date an order of an event with several is for (decision 50), as the hold needs it. */
export interface ChosenShowtime {
  id: string;
  starts_at: string;
  remaining: number;
  /** It sells reserved seats from a plan (decision 51). */
  seated: boolean;
}

const statementsOf = compiledFor((db) => ({
  datesOf: compileOnce((eventId: string) =>
    db
      .selectFrom('showtimes')
      .select(['id', 'starts_at', 'remaining', 'seat_plan_id'])
      .where('event_id', '=', eventId)
      .orderBy('starts_at')
      .orderBy('id'),
  ),
}));

/**
 * The event's date the buyer asked for, or, when they named none (the spec's client knows one
 * date per event), its first date not yet started. Refused in the buyer's words: a date that is
 * not the event's (404), one that has started (409), or no date left to sell (409).
 */
export async function chooseShowtime(
  db: Kysely<Database>,
  eventId: string,
  showtimeId: string | undefined,
  now: Date,
): Promise<ChosenShowtime> {
  const dates = (await statementsOf(db).datesOf(db, eventId)).rows;
  const upcoming = (date: { starts_at: string }) => Date.parse(date.starts_at) > now.getTime();
  const chosen = showtimeId === undefined ? dates.find(upcoming) : dates.find((date) => date.id === showtimeId);
  if (!chosen) {
    throw showtimeId === undefined
      ? httpError(409, checkoutMessages.eventStarted)
      : httpError(404, checkoutMessages.showtimeUnknown);
  }
  if (!upcoming(chosen)) throw httpError(409, checkoutMessages.showtimeStarted);
  return {
    id: chosen.id,
    starts_at: chosen.starts_at,
    remaining: Number(chosen.remaining),
    seated: chosen.seat_plan_id !== null,
  };
}
