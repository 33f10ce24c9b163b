import {
  waitingRoomMessages as m,
  type UserProfile,
  type WaitingPlace,
  type WaitingRoomState,
} from '@storefront/contracts/api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { type Place, placeWrites } from './place-writes.ts';
import { advanceRoom, drawAt, type RoomSettings } from './room-advance.ts';
import { signPass } from './waiting-room-pass.ts';

/** How often one process moves a room on (room-advance.ts): each move is one short transaction. */
const ADVANCE_EVERY_MS = 200;
/** How long one process serves the same room state to everyone polling it. */
const STATE_FRESH_MS = 250;

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's waiting rooms (decision 54): the routes and the consoles share its short memory. */
    waitingRooms: WaitingRooms;
  }
}

/**
 * The waiting rooms of on-sales (decision 54): the room as everyone sees it, a buyer's place and
 * pass, and the pass's use by an order. The state is in the database (room-advance.ts); a process
 * keeps only its last answer for a moment, so thousands polling cost a few reads a second.
 */
export function waitingRooms(db: Kysely<Database>, secret: string) {
  const lastMove = new Map<string, number>();
  const served = new Map<string, { at: number; room: Promise<WaitingRoomState | null> }>();
  const settings = new Map<string, { at: number; room: Promise<RoomSettings | null> }>();

  /** The room's settings as this process read them within the last moment (one read shared by all who ask). */
  function roomOf(eventId: string, now: Date): Promise<RoomSettings | null> {
    return kept(settings, eventId, now, () => settingsOf(eventId));
  }

  async function settingsOf(eventId: string): Promise<RoomSettings | null> {
    const row = await db
      .selectFrom('events')
      .select([
        'id',
        'time_zone',
        'remaining',
        'waiting_room_on_sale_at',
        'waiting_room_queue_minutes',
        'waiting_room_admit_per_second',
        'waiting_room_pass_minutes',
      ])
      .where('id', '=', eventId)
      .where('status', '!=', 'draft')
      .executeTakeFirst();
    if (!row?.waiting_room_on_sale_at) return null;
    const queueMinutes = Number(row.waiting_room_queue_minutes);
    return {
      eventId: row.id,
      timeZone: row.time_zone,
      onSaleAt: row.waiting_room_on_sale_at,
      queueOpensAt: new Date(Date.parse(row.waiting_room_on_sale_at) - queueMinutes * 60_000).toISOString(),
      queueMinutes,
      admitPerSecond: Number(row.waiting_room_admit_per_second),
      passMinutes: Number(row.waiting_room_pass_minutes),
      remaining: Number(row.remaining),
    };
  }

  /** Moves the room on when this process has not lately (at once for the draw). */
  async function moveIfDue(room: RoomSettings, now: Date): Promise<void> {
    if (now.getTime() < drawAt(room)) return;
    const last = lastMove.get(room.eventId);
    if (last !== undefined && now.getTime() - last < ADVANCE_EVERY_MS) return;
    lastMove.set(room.eventId, now.getTime());
    await advanceRoom(db, room, now);
  }

  async function computeState(room: RoomSettings, now: Date): Promise<WaitingRoomState> {
    await moveIfDue(room, now);
    const state = await db
      .selectFrom('waiting_rooms')
      .select(['admitted_through', 'drawn'])
      .where('event_id', '=', room.eventId)
      .executeTakeFirst();
    const counts = await db
      .selectFrom('waiting_room_places')
      .select((eb) => eb.fn.countAll<string | number>().as('waiting'))
      .where('event_id', '=', room.eventId)
      .where('admitted_at', 'is', null)
      .executeTakeFirstOrThrow();
    const admittedThrough = Number(state?.admitted_through ?? 0);
    const drawn = Number(state?.drawn ?? 0);
    // The last let in, while among the drawn: its key tells every page of the draw where it stands.
    const last =
      admittedThrough > 0 && admittedThrough <= drawn
        ? await db
            .selectFrom('waiting_room_places')
            .select('lottery_key')
            .where('event_id', '=', room.eventId)
            .where('position', '=', admittedThrough)
            .executeTakeFirst()
        : undefined;
    const time = now.getTime();
    const status =
      time < Date.parse(room.queueOpensAt)
        ? 'closed'
        : room.remaining <= 0
          ? 'soldOut'
          : time < drawAt(room)
            ? 'queueing'
            : 'admitting';
    return {
      onSaleAt: room.onSaleAt,
      queueOpensAt: room.queueOpensAt,
      status,
      admittedThrough,
      drawn,
      admittedKey: last?.lottery_key ?? null,
      waiting: Number(counts.waiting),
      admitPerSecond: room.admitPerSecond,
      passMinutes: room.passMinutes,
      serverTime: now.toISOString(),
    };
  }

  /**
   * The room as everyone sees it now (null: the event has none): one answer for a moment, made by
   * one read that everyone asking meanwhile shares.
   */
  function stateOf(eventId: string, now = new Date()): Promise<WaitingRoomState | null> {
    return kept(served, eventId, now, async () => {
      const room = await roomOf(eventId, now);
      return room ? computeState(room, now) : null;
    });
  }

  /** What a buyer's place says, with its pass once let in. */
  function placeAnswer(room: RoomSettings, place: Place, state: WaitingRoomState, now: Date): WaitingPlace {
    const expiresAtMs = place.admitted_at ? Date.parse(place.admitted_at) + room.passMinutes * 60_000 : null;
    const placeState =
      place.pass_used_at !== null
        ? 'used'
        : place.expired_at !== null || (expiresAtMs !== null && expiresAtMs <= now.getTime())
          ? 'expired'
          : expiresAtMs !== null
            ? 'admitted'
            : 'waiting';
    const position = place.position === null ? null : Number(place.position);
    const ahead = position === null ? null : Math.max(0, position - state.admittedThrough - 1);
    return {
      state: placeState,
      lotteryKey: place.lottery_key,
      position,
      ahead: placeState === 'waiting' ? ahead : 0,
      estimateSeconds: placeState === 'waiting' && ahead !== null ? Math.ceil((ahead + 1) / room.admitPerSecond) : null,
      pass:
        placeState === 'admitted' && expiresAtMs !== null
          ? {
              token: signPass(secret, room.eventId, place.id, place.user_id, expiresAtMs),
              expiresAt: new Date(expiresAtMs).toISOString(),
            }
          : null,
      room: state,
    };
  }

  const placeOf = (eventId: string, userId: string) =>
    db
      .selectFrom('waiting_room_places')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  const writes = placeWrites(db, placeOf);

  /**
   * The buyer's place, taken now if they have none: one per account and one per device (the
   * device's cookie). `again` gives a used or lapsed turn a new place at the back; a place
   * still waiting or let in stays as it is. Asking again costs one read (the room's state is the
   * one everyone is served), so thousands asking at the draw are answered at once. `askedAt`, when
   * the request came in, stamps a new place until the draw (place-writes.ts).
   */
  async function take(
    eventId: string,
    user: UserProfile,
    device: string,
    again: boolean,
    askedAt = new Date(),
  ): Promise<WaitingPlace> {
    const now = new Date();
    const room = await roomOf(eventId, now);
    if (!room) throw httpError(404, m.noRoom);
    if (now.getTime() < Date.parse(room.queueOpensAt)) throw httpError(409, m.notOpen);
    // The room's state first: reading it may move the room on (this place drawn or let in).
    const state = (await stateOf(eventId, now)) ?? (await computeState(room, now));
    let place = await placeOf(eventId, user.id);
    const renew =
      place && again && (place.pass_used_at !== null || place.expired_at !== null || turnLapsed(room, place, now));
    if (!place || renew) {
      const account = await db
        .selectFrom('users')
        .select('email_verified_at')
        .where('id', '=', user.id)
        .executeTakeFirst();
      if (!account?.email_verified_at) throw httpError(403, m.confirmEmail);
      // A lapse no move has marked yet: a move now marks it, so its turn goes to the next in line
      // before the place goes to the back (a move counts the lapses it marks: room-advance.ts).
      if (place && place.expired_at === null && place.pass_used_at === null) await advanceRoom(db, room, now);
      place = place ? await writes.renew(place, askedAt) : await writes.take(eventId, user.id, device, askedAt);
    }
    return placeAnswer(room, place, state, now);
  }

  /** Forgets this process's copies of a room's state (its settings changed here). */
  function forget(eventId: string): void {
    served.delete(eventId);
    settings.delete(eventId);
    lastMove.delete(eventId);
  }

  return { settingsOf, stateOf, take, forget };
}

export type WaitingRooms = ReturnType<typeof waitingRooms>;

/** A lapsed turn the room has not marked yet (its next move will). */
function turnLapsed(room: RoomSettings, place: Place, now: Date): boolean {
  return place.admitted_at !== null && Date.parse(place.admitted_at) + room.passMinutes * 60_000 <= now.getTime();
}

/**
 * What `read` answered for `key` within the last STATE_FRESH_MS, or a new read kept for as long;
 * a read that failed is not kept.
 */
function kept<T>(
  memory: Map<string, { at: number; room: Promise<T> }>,
  key: string,
  now: Date,
  read: () => Promise<T>,
): Promise<T> {
  const last = memory.get(key);
  const time = now.getTime();
  if (last && time - last.at < STATE_FRESH_MS && time >= last.at) return last.room;
  const room = read();
  memory.set(key, { at: time, room });
  room.catch(() => {
    if (memory.get(key)?.room === room) memory.delete(key);
  });
  return room;
}
