import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../db/commit-durability.ts';
import type { Database } from '../../db/schema.ts';

/**
 * How long after the on-sale the draw waits. A join stamps the moment it was asked for, and a
 * busy server may write it a second or two later: the draw waits for those written late, so a
 * buyer who came before the on-sale is in the lottery however long the write took.
 */
export const DRAW_AFTER_MS = 2000;

/** When the room draws and starts letting buyers in: DRAW_AFTER_MS after the on-sale. */
export const drawAt = (room: RoomSettings) => Date.parse(room.onSaleAt) + DRAW_AFTER_MS;

/** A room's settings, from its event's row (migration 036). */
export interface RoomSettings {
  eventId: string;
  timeZone: string;
  onSaleAt: string;
  queueOpensAt: string;
  queueMinutes: number;
  admitPerSecond: number;
  passMinutes: number;
  /** The event's seats not sold or held when the settings were read: none, and the room says sold out. */
  remaining: number;
}

/**
 * Moves a room on to `now`, under its row's lock, so every process admits in one order
 * (decision 54):
 * 1. At the first move from the draw's time (drawAt), the draw: the places asked for before the
 *    on-sale are numbered in their random lottery keys' order. Every move numbers the places taken
 *    since at the back, in the order they came, so a place is never numbered twice nor left out,
 *    whichever process took it.
 * 2. Passes not used within their minutes lapse, and each gives its turn to the next in line.
 * 3. The room earns `admitPerSecond` places a second since its last move (fractions carried);
 *    that many more positions are let in, but never more passes out than seats left. Nothing is
 *    earned while nobody waits or nothing is left to sell, so a quiet room does not bank turns
 *    to let a crowd in at once later.
 * A join holds the row's share lock while it writes its place (place-writes.ts): before the draw
 * it is stamped when it was asked for, after the draw when it is written. So the draw numbers every
 * place asked for before it, and each later move every place written before it and none after:
 * the order of arrival is the order of the numbers, on PostgreSQL's many connections too.
 * Nothing lives in a process's memory: a process killed mid-rush loses nobody's place.
 */
export async function advanceRoom(db: Kysely<Database>, room: RoomSettings, now: Date): Promise<void> {
  if (now.getTime() < drawAt(room)) return;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    // The room's row, made at its first move; its lock is every process's turn.
    await trx
      .insertInto('waiting_rooms')
      .values({ event_id: room.eventId, credited_at: new Date(drawAt(room)).toISOString() })
      .onConflict((conflict) => conflict.column('event_id').doNothing())
      .execute();
    const read = trx.selectFrom('waiting_rooms').selectAll().where('event_id', '=', room.eventId);
    const state = await (isPostgres(trx) ? read.forUpdate() : read).executeTakeFirstOrThrow();
    const admittedThrough = Number(state.admitted_through);
    const placed = Number(state.placed) + (await numberNewPlaces(trx, room, Number(state.placed)));
    // The draw numbered the places asked for before the on-sale first: those are its `drawn`.
    const drawn = state.drawn_at ? Number(state.drawn) : await countAskedBefore(trx, room);
    const lapsed = await trx
      .updateTable('waiting_room_places')
      .set({ expired_at: at })
      .where('event_id', '=', room.eventId)
      .where('admitted_at', '<=', new Date(now.getTime() - room.passMinutes * 60_000).toISOString())
      .where('pass_used_at', 'is', null)
      .where('expired_at', 'is', null)
      .executeTakeFirst();
    const creditedMs = state.credited_at ? Date.parse(state.credited_at) : drawAt(room);
    const sinceMs = Math.max(0, now.getTime() - creditedMs);
    const earned = Number(state.credit) + (sinceMs / 1000) * room.admitPerSecond;
    const turns = Math.floor(earned) + Number(lapsed.numUpdatedRows);
    // No more passes out than seats left: a pass not yet used may take one (its hold comes seconds
    // later in a rush), and more would send buyers to a form that is sold out.
    const seats = await seatsForPasses(trx, room.eventId);
    const through = Math.min(placed, admittedThrough + turns, admittedThrough + seats);
    const credit = through < placed && seats > turns ? earned - Math.floor(earned) : 0;
    if (through > admittedThrough) {
      await trx
        .updateTable('waiting_room_places')
        .set({ admitted_at: at })
        .where('event_id', '=', room.eventId)
        .where('position', '>', admittedThrough)
        .where('position', '<=', through)
        .execute();
    }
    await trx
      .updateTable('waiting_rooms')
      .set({
        drawn_at: state.drawn_at ?? at,
        drawn,
        placed,
        admitted_through: through,
        credit,
        credited_at: at,
      })
      .where('event_id', '=', room.eventId)
      .execute();
  });
}

/** The event's seats left less the passes out and not yet used: how many more may be let in now. */
async function seatsForPasses(trx: Kysely<Database>, eventId: string): Promise<number> {
  const event = await trx.selectFrom('events').select('remaining').where('id', '=', eventId).executeTakeFirst();
  const out = await trx
    .selectFrom('waiting_room_places')
    .select((eb) => eb.fn.countAll<string | number>().as('passes'))
    .where('event_id', '=', eventId)
    .where('admitted_at', 'is not', null)
    .where('pass_used_at', 'is', null)
    .where('expired_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Math.max(0, Number(event?.remaining ?? 0) - Number(out.passes));
}

/** How many places were asked for before the on-sale: the draw's. */
async function countAskedBefore(trx: Kysely<Database>, room: RoomSettings): Promise<number> {
  const row = await trx
    .selectFrom('waiting_room_places')
    .select((eb) => eb.fn.countAll<string | number>().as('early'))
    .where('event_id', '=', room.eventId)
    .where('joined_at', '<', room.onSaleAt)
    .executeTakeFirstOrThrow();
  return Number(row.early);
}

/**
 * Numbers the places without a position after the `placed` already numbered: first those taken
 * before the on-sale, by lottery key (the draw), then the rest as they came. Returns how many.
 */
async function numberNewPlaces(trx: Kysely<Database>, room: RoomSettings, placed: number): Promise<number> {
  const early = sql`joined_at < ${room.onSaleAt}`;
  const result = await sql`
    update waiting_room_places set position = numbered.n
    from (
      select id, ${placed} + row_number() over (
        order by case when ${early} then 0 else 1 end, case when ${early} then lottery_key else joined_at end, id
      ) as n
      from waiting_room_places
      where event_id = ${room.eventId} and position is null
    ) as numbered
    where waiting_room_places.id = numbered.id`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}
