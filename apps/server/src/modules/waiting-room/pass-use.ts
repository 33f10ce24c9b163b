import { waitingRoomMessages as m } from '@storefront/contracts/api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { readPass } from './waiting-room-pass.ts';

/**
 * Takes the pass an order carries (initialize, before its hold), once: not this account's or
 * this event's, lapsed or used is refused as the buyer should hear it. Returns how to give the
 * pass back when the hold then fails, so a refusal does not cost the buyer their turn.
 */
export async function usePass(
  db: Kysely<Database>,
  secret: string,
  eventId: string,
  token: string | undefined,
  userId: string,
  now = new Date(),
): Promise<() => Promise<void>> {
  if (!token) throw httpError(409, m.passRequired);
  const pass = readPass(secret, eventId, userId, token);
  if (!pass) throw httpError(409, m.passInvalid);
  if (pass.expiresAtMs <= now.getTime()) throw httpError(409, m.passExpired);
  const taken = await db
    .updateTable('waiting_room_places')
    .set({ pass_used_at: now.toISOString() })
    .where('id', '=', pass.placeId)
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .where('admitted_at', 'is not', null)
    .where('pass_used_at', 'is', null)
    .where('expired_at', 'is', null)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) {
    const place = await db
      .selectFrom('waiting_room_places')
      .select(['pass_used_at', 'admitted_at'])
      .where('id', '=', pass.placeId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!place?.admitted_at) throw httpError(409, m.passInvalid);
    throw httpError(409, place.pass_used_at ? m.passUsed : m.passExpired);
  }
  return async () => {
    await db.updateTable('waiting_room_places').set({ pass_used_at: null }).where('id', '=', pass.placeId).execute();
  };
}
