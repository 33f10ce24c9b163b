import { seatLabel } from '@storefront/contracts/rules';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type DateSeat, seatsOfDate } from '../seats/index.ts';
import { seatsOfClaimToken } from '../waitlist/index.ts';
import type { ChosenSeat, NewOrderLine } from './orders-repository.ts';
import { pickBestUnderLock } from './seat-choice.ts';

/**
 * A waitlist claim's seats on a seated date (decision 53): held for the person offered them as a
 * hold's are (the date's row locked first, best available, one conditional UPDATE), given back
 * when it lapses, and taken over by its order. The waitlist gets these through its SeatHolder.
 */
export function claimSeatsOf(trx: Kysely<Database>) {
  const lockDate = async (showtimeId: string) => {
    await trx
      .updateTable('showtimes')
      .set({ seat_version: sql`seat_version + 1` })
      .where('id', '=', showtimeId)
      .execute();
  };
  return {
    lockDate,

    async holdClaimSeats(
      showtimeId: string,
      ticketTypeId: string,
      quantity: number,
      claimId: string,
    ): Promise<string[] | null> {
      const plan = await seatsOfDate(trx, showtimeId);
      // A tier standing beside the seated sections takes no seat.
      if (!plan.some((seat) => seat.ticket_type_id === ticketTypeId)) return [];
      let picked: Awaited<ReturnType<typeof pickBestUnderLock>>;
      try {
        picked = await pickBestUnderLock(trx, showtimeId, [{ ticketTypeId, quantity }], plan);
      } catch (error) {
        if (error instanceof HttpError) return null;
        throw error;
      }
      const held = await trx
        .updateTable('showtime_seats')
        .set({ claim_id: claimId })
        .where('showtime_id', '=', showtimeId)
        .where(
          'seat_id',
          'in',
          picked.map((seat) => seat.seatId),
        )
        .where('order_id', 'is', null)
        .where('claim_id', 'is', null)
        .executeTakeFirst();
      // Picked free under the date's lock, so still free: anything else is a bug, not a race.
      if (Number(held.numUpdatedRows) !== picked.length) throw new Error(`claim ${claimId} found a picked seat taken`);
      return picked.map((seat) => seat.label);
    },

    async releaseClaimSeats(showtimeId: string, claimId: string): Promise<void> {
      await lockDate(showtimeId);
      await trx
        .updateTable('showtime_seats')
        .set({ claim_id: null })
        .where('showtime_id', '=', showtimeId)
        .where('claim_id', '=', claimId)
        .execute();
    },
  };
}

/**
 * The seats of a claim's order on a seated date (decision 53): those its claim holds, under the
 * date's lock as every hold's; a claim for any date holds none, and its order gets best available.
 */
export async function seatsForClaimOrder(
  trx: Kysely<Database>,
  claimToken: string,
  showtimeId: string,
  lines: readonly Pick<NewOrderLine, 'ticketTypeId' | 'quantity'>[],
  plan: readonly DateSeat[],
): Promise<ChosenSeat[]> {
  await claimSeatsOf(trx).lockDate(showtimeId);
  const held = await seatsOfClaimToken(trx, claimToken);
  if (held.length === 0) return pickBestUnderLock(trx, showtimeId, lines, plan);
  return held.map((seat) => ({ seatId: seat.seatId, label: seatLabel(seat) }));
}
