import type { DoorSyncAnswer, DoorSyncRequest, DoorSyncResult, DoorSyncTime } from '@storefront/contracts/api';
import { doorMessages } from '@storefront/contracts/messages';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { doorAdmissions, storedAdmissionId } from './door-admissions.ts';
import { doorLookups } from './door-lookup.ts';
import { type DoorHours, doorHours } from './door-window.ts';

/** How far ahead of the server a device's clock may be before its times are not taken (docs/door.md "No network"). */
export const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Why a device's time for an admission is not taken (decision 26, amended), from the time it gave,
 * the time of the sync that brought it, and the event's door hours; null when it is. Nobody went in
 * after the sync that reports them, and an admission outside the door hours (the devices ask staff
 * to confirm one; a wrong clock makes one) cannot be trusted to say it came first: 1999 would
 * displace the real admission of the night (door-sync-rules.test.ts).
 */
function untakenTime(given: string, syncAt: number, hours: DoorHours): DoorSyncTime['reason'] | null {
  const at = Date.parse(given);
  if (at > syncAt + CLOCK_SKEW_MS) return 'ahead';
  if (at < Date.parse(hours.doorsOpenAt) || at > Date.parse(hours.dayEndsAt)) return 'outside-hours';
  return null;
}

/**
 * POST /api/door/events/{eventId}/sync (decision 26): the admissions a device made offline, recorded
 * one by one in the order it made them (door-admissions.ts `recordOffline`: counted, or kept as a
 * conflict with the times). A time a little ahead (within CLOCK_SKEW_MS) is taken as the sync's;
 * one further ahead or outside the event's door hours is replaced by the sync's, can displace no
 * other admission, and the answer says so (`time`).
 */
export function doorSync(db: Kysely<Database>, dialect: Dialect) {
  const admissions = doorAdmissions(db, dialect);
  const lookups = doorLookups(db);
  /** The door's hours: its date's, for one date of an event with several (decision 52). */
  const eventHours = async (eventId: string, showtimeId: string | undefined) => {
    const event = await db
      .selectFrom('events')
      .select(['starts_at', 'month', 'date', 'year', 'time', 'time_zone', 'doors_open_minutes'])
      .where('id', '=', eventId)
      .executeTakeFirst();
    const date =
      showtimeId === undefined
        ? undefined
        : await db.selectFrom('showtimes').select('starts_at').where('id', '=', showtimeId).executeTakeFirst();
    // The route answered 404 already for an event (or a date) the door cannot admit for.
    if (!event) throw httpError(404, doorMessages.noSuchEvent);
    return doorHours(date ? { ...event, starts_at: date.starts_at } : event);
  };

  return async function sync(
    { eventId, staffUserId, request }: { eventId: string; staffUserId: string; request: DoorSyncRequest },
    now = new Date(),
  ): Promise<DoorSyncAnswer> {
    const { showtimeId } = request;
    const hours = await eventHours(eventId, showtimeId);
    const results: DoorSyncResult[] = [];
    const names = new Map<string, string>();
    const holderName = async (ticketId: string) => {
      let name = names.get(ticketId);
      if (name === undefined) {
        const row = await lookups.byId(ticketId);
        name = row ? [row.first_name, row.last_name].filter(Boolean).join(' ') : '';
        names.set(ticketId, name);
      }
      return name;
    };
    for (const admission of request.admissions) {
      const given = admission.admittedAt;
      const untaken = untakenTime(given, now.getTime(), hours);
      const at = new Date(untaken ? now.getTime() : Math.min(Date.parse(given), now.getTime())).toISOString();
      const outcome = await admissions.recordOffline(
        storedAdmissionId(request.deviceId, admission.id),
        { ticketId: admission.ticketId, eventId, admittedAt: at, deviceId: request.deviceId, staffUserId },
        now,
        { displaces: untaken === null },
      );
      if (outcome.outcome === 'refused') {
        results.push({ id: admission.id, outcome: 'refused', reason: outcome.reason, conflict: null, time: null });
        continue;
      }
      // Told from the time recorded (by this sync, or by the first one for a sync sent again), so a
      // sync sent again answers the same.
      const recordedAt = outcome.admittedAt;
      const reason = untakenTime(given, Date.parse(recordedAt), hours);
      const conflict = outcome.conflict
        ? { ticketId: admission.ticketId, holderName: await holderName(admission.ticketId), ...outcome.conflict }
        : null;
      results.push({
        id: admission.id,
        outcome: outcome.outcome,
        // A cancelled ticket's or event's admission: said beside the outcome too.
        reason: conflict?.reason === 'place-taken' ? null : (conflict?.reason ?? null),
        conflict,
        time: reason ? { reason, given, recordedAt } : null,
      });
    }
    const admittedCount =
      showtimeId === undefined ? await lookups.admittedCount(eventId) : await lookups.admittedForDate(showtimeId);
    return { results, admittedCount };
  };
}
