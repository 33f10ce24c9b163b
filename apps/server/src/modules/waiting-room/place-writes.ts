import { waitingRoomMessages as m } from '@storefront/contracts/api';
import type { Kysely, Selectable } from 'kysely';
import { isPostgres } from '../../db/commit-durability.ts';
import type { Database, WaitingRoomPlacesTable } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { randomBytes } from '../../lib/random-bytes.ts';

export type Place = Selectable<WaitingRoomPlacesTable>;

interface Asked {
  userId: string;
  device: string;
  /** When the buyer asked: the place's stamp if the room has not drawn yet. */
  askedAt: string;
  settle: (place: Promise<Place>) => void;
}

/**
 * Writes places (decision 54), each while it holds the room's row in share (a move takes it
 * alone: room-advance.ts). Before the draw a place is stamped when the buyer asked, so one asked
 * for before the on-sale is in the lottery however long its write waited (the draw waits
 * DRAW_AFTER_MS for it); after the draw, when it is written, so a move numbers every place
 * stamped before it and none after. New places asked for meanwhile are written together, one
 * statement in one transaction, as the next turn of the event loop comes: the thousand buyers of
 * an on-sale's last second cost a few commits, not a thousand. A unique index refuses a second place of the account
 * (another tab: that one is the answer) or of the device (another account's: refused).
 */
export function placeWrites(
  db: Kysely<Database>,
  placeOf: (eventId: string, userId: string) => Promise<Place | undefined>,
) {
  const asked = new Map<string, Asked[]>();

  /**
   * In a transaction: the room's row made if need be, and held in share (SQLite: its one writer).
   * Returns how to stamp a place asked for at `askedAt`: with that moment while the room has not
   * drawn, with now after the draw.
   */
  async function holdRoom(trx: Kysely<Database>, eventId: string): Promise<(askedAt: string) => string> {
    await trx
      .insertInto('waiting_rooms')
      .values({ event_id: eventId })
      .onConflict((conflict) => conflict.column('event_id').doNothing())
      .execute();
    const read = trx.selectFrom('waiting_rooms').select('drawn_at').where('event_id', '=', eventId);
    const room = await (isPostgres(trx) ? read.forShare() : read).executeTakeFirstOrThrow();
    const writtenAt = new Date().toISOString();
    return (askedAt) => (room.drawn_at === null ? askedAt : writtenAt);
  }

  const fresh = (joinedAt: string) => ({
    // 16 random bytes: the order of the draw among the places taken before the on-sale.
    lottery_key: randomBytes(16).toString('hex'),
    joined_at: joinedAt,
    position: null,
    admitted_at: null,
    pass_used_at: null,
    expired_at: null,
  });

  async function writeAsked(eventId: string): Promise<void> {
    const batch = asked.get(eventId) ?? [];
    asked.delete(eventId);
    try {
      const { places, written } = await db.transaction().execute(async (trx) => {
        const stamp = await holdRoom(trx, eventId);
        const places: Place[] = batch.map(({ userId, device, askedAt }) => ({
          id: randomBytes(12).toString('hex'),
          event_id: eventId,
          user_id: userId,
          device,
          ...fresh(stamp(askedAt)),
        }));
        const rows = await trx
          .insertInto('waiting_room_places')
          .values(places)
          .onConflict((conflict) => conflict.doNothing())
          .returning('id')
          .execute();
        return { places, written: new Set(rows.map((row) => row.id)) };
      });
      for (const [i, { userId, settle }] of batch.entries()) {
        const place = places[i] as Place;
        settle(written.has(place.id) ? Promise.resolve(place) : placeTakenBefore(eventId, userId));
      }
    } catch (error) {
      for (const { settle } of batch) settle(Promise.reject(error));
    }
  }

  async function placeTakenBefore(eventId: string, userId: string): Promise<Place> {
    const taken = await placeOf(eventId, userId);
    if (taken) return taken;
    throw httpError(409, m.otherAccount);
  }

  return {
    /** A new place for the account on this device, asked for at `askedAt`, written with this turn's others. */
    take(eventId: string, userId: string, device: string, askedAt: Date): Promise<Place> {
      return new Promise<Place>((resolve, reject) => {
        const queue = asked.get(eventId);
        const one = {
          userId,
          device,
          askedAt: askedAt.toISOString(),
          settle: (place: Promise<Place>) => place.then(resolve, reject),
        };
        if (queue) queue.push(one);
        else {
          asked.set(eventId, [one]);
          setImmediate(() => void writeAsked(eventId));
        }
      });
    },

    /** The place again, at the back: a new arrival and lottery key, nothing let in or used. */
    async renew(place: Place, askedAt: Date): Promise<Place> {
      return db.transaction().execute(async (trx) => {
        const stamp = await holdRoom(trx, place.event_id);
        const again = fresh(stamp(askedAt.toISOString()));
        await trx.updateTable('waiting_room_places').set(again).where('id', '=', place.id).execute();
        return { ...place, ...again };
      });
    },
  };
}
