import {
  type AdminWaitingRoom,
  waitingRoomMessages as m,
  type UserProfile,
  type WaitingRoomSettings,
} from '@storefront/contracts/api';
import { adminEventMessages, readWindowEnd } from '@storefront/contracts/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import { type Scope, scopedOrganizer } from '../organizers/index.ts';
import { advanceRoom } from './room-advance.ts';
import type { WaitingRooms } from './waiting-rooms.ts';

/**
 * An event's waiting room in the back office and the organizer console (decision 54): its
 * settings, on the event's row (so the storefront's copy of the event is renewed with them), and
 * its places so far. A change of pace takes effect at once: the room is first moved on to now at
 * the old pace, so the places it had earned are kept.
 */
export function waitingRoomSettings(db: Kysely<Database>, rooms: WaitingRooms) {
  async function eventOf(scope: Scope, eventId: string) {
    const organizerId = scopedOrganizer(scope);
    let query = db.selectFrom('events').select(['id', 'time_zone', 'starts_at']).where('id', '=', eventId);
    if (organizerId !== null) query = query.where('organizer_id', '=', organizerId);
    const event = await query.executeTakeFirst();
    if (!event) throw httpError(404, adminEventMessages.notFound(eventId));
    return event;
  }

  async function view(scope: Scope, eventId: string): Promise<AdminWaitingRoom> {
    const event = await eventOf(scope, eventId);
    const room = await rooms.settingsOf(eventId);
    const counts = await db
      .selectFrom('waiting_room_places')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('total'),
        eb.fn.count<string | number>('admitted_at').as('admitted'),
        eb.fn.count<string | number>('pass_used_at').as('used'),
        eb.fn.count<string | number>('expired_at').as('expired'),
      ])
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    const total = Number(counts.total);
    const admitted = Number(counts.admitted);
    return {
      timeZone: event.time_zone,
      room: room && {
        onSaleAt: room.onSaleAt,
        queueOpensAt: room.queueOpensAt,
        queueOpensMinutesBefore: room.queueMinutes,
        admitPerSecond: room.admitPerSecond,
        passMinutes: room.passMinutes,
      },
      places: {
        total,
        waiting: total - admitted,
        admitted,
        used: Number(counts.used),
        expired: Number(counts.expired),
      },
    };
  }

  async function save(scope: Scope, eventId: string, body: WaitingRoomSettings, actor: UserProfile, now = new Date()) {
    const event = await eventOf(scope, eventId);
    const onSaleAt = readWindowEnd(body.onSaleAt, event.time_zone);
    if (!onSaleAt) throw httpError(400, m.onSaleAt);
    if (Date.parse(onSaleAt) >= Date.parse(event.starts_at)) throw httpError(400, m.onSaleAfterStart);
    const before = await rooms.settingsOf(eventId);
    // Places earned at the old pace are kept (above); a new on-sale before the draw moves the draw.
    if (before) await advanceRoom(db, before, now);
    await db
      .updateTable('events')
      .set({
        waiting_room_on_sale_at: onSaleAt,
        waiting_room_queue_minutes: body.queueOpensMinutesBefore,
        waiting_room_admit_per_second: body.admitPerSecond,
        waiting_room_pass_minutes: body.passMinutes,
      })
      .where('id', '=', eventId)
      .execute();
    rooms.forget(eventId);
    await recordAudit(db, {
      actor,
      action: 'waiting_room.save',
      targetType: 'event',
      targetId: eventId,
      before: before ?? undefined,
      after: { ...body, onSaleAt },
    });
    return view(scope, eventId);
  }

  /** Turns the room off: the form sells to everyone again, and the places taken are forgotten. */
  async function remove(scope: Scope, eventId: string, actor: UserProfile) {
    await eventOf(scope, eventId);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('events').set({ waiting_room_on_sale_at: null }).where('id', '=', eventId).execute();
      await trx.deleteFrom('waiting_room_places').where('event_id', '=', eventId).execute();
      await trx.deleteFrom('waiting_rooms').where('event_id', '=', eventId).execute();
    });
    rooms.forget(eventId);
    await recordAudit(db, { actor, action: 'waiting_room.remove', targetType: 'event', targetId: eventId });
    return view(scope, eventId);
  }

  return { view, save, remove };
}
