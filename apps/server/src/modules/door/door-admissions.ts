import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** One person going in on a ticket. */
export interface Admission {
  ticketId: string;
  eventId: string;
  /** When they went in (the admitting device's clock for an offline admission). */
  admittedAt: string;
  deviceId: string;
  staffUserId: string;
}

/**
 * The one conditional UPDATE that lets a person in (issue 19): the counter goes up only while it
 * is below the people the ticket admits and the ticket is not cancelled, whatever anyone read
 * before. Of any number of simultaneous scans of a 3-person ticket, exactly 3 find room. The
 * ticket becomes 'used' with its last person, and keeps its first admission's time.
 */
function admitStatement(db: Kysely<Database>) {
  return compileOnce((admittedAt: string, ticketId: string) =>
    db
      .updateTable('tickets')
      .set({
        admitted: sql`admitted + 1`,
        status: sql`case when admitted + 1 >= admits then 'used' else 'unused' end`,
        used_at: sql`coalesce(used_at, ${admittedAt})`,
      })
      .where('id', '=', ticketId)
      .where('status', '=', 'unused')
      .whereRef('admitted', '<', 'admits')
      .returning(['admitted', 'admits']),
  );
}

/** The event's running count of people, one more. */
function countStatement(db: Kysely<Database>) {
  return compileOnce((eventId: string) =>
    db
      .insertInto('door_counts')
      .values({ event_id: eventId, admitted: 1 })
      .onConflict((oc) => oc.column('event_id').doUpdateSet({ admitted: sql`door_counts.admitted + 1` }))
      .returning('admitted'),
  );
}

export interface Admitted {
  /** People in on this ticket, this one included. */
  admitted: number;
  admits: number;
  /** People in for the event. */
  eventAdmitted: number;
}

/** Kept on the server or not, for one admission a device made offline (see recordOffline). */
export type SyncOutcome =
  | { outcome: 'kept'; admitted: number; admits: number; conflict: Conflict | null }
  | { outcome: 'conflict'; conflict: Conflict }
  | { outcome: 'refused'; reason: 'cancelled' | 'invalid' };

/** Two admissions of the same place on a ticket: the one kept, and the one too many. */
export interface Conflict {
  /** The admission this device synced. */
  yours: { id: string; admittedAt: string; deviceId: string };
  /** The admission it collided with (the ticket's latest counted one). */
  other: { id: string; admittedAt: string; deviceId: string } | null;
  /** Which of the two counts: the earlier one. */
  kept: 'yours' | 'other';
}

export function doorAdmissions(db: Kysely<Database>, dialect: Dialect) {
  const admit = admitStatement(db);
  const count = countStatement(db);
  const insert = (
    trx: Kysely<Database>,
    id: string,
    a: Admission,
    now: Date,
    { offline, counted, conflictWith = null }: { offline: boolean; counted: boolean; conflictWith?: string | null },
  ) =>
    trx
      .insertInto('door_admissions')
      .values({
        id,
        ticket_id: a.ticketId,
        event_id: a.eventId,
        admitted_at: a.admittedAt,
        device_id: a.deviceId,
        staff_user_id: a.staffUserId,
        recorded_at: now.toISOString(),
        offline: offline ? 1 : 0,
        counted: counted ? 1 : 0,
        conflict_with: conflictWith,
      })
      .execute();

  /**
   * Lets one person in, now: the conditional UPDATE, the admission's row and the event's count in
   * one transaction. Null when there was no room (everyone in, or the ticket cancelled meanwhile):
   * nothing is written then, and the caller reads the ticket again to say why.
   */
  async function admitNow(admission: Admission, now = new Date()): Promise<Admitted | null> {
    return db.transaction().execute(async (trx) => {
      const [row] = (await admit(trx, admission.admittedAt, admission.ticketId)).rows;
      if (!row) return null;
      await insert(trx, randomUUID(), admission, now, { offline: false, counted: true });
      const [total] = (await count(trx, admission.eventId)).rows;
      return {
        admitted: Number(row.admitted),
        admits: Number(row.admits),
        eventAdmitted: Number(total?.admitted ?? 0),
      };
    });
  }

  /**
   * An admission a device made with no network, now synced (id: the device's own, so a sync sent
   * twice records it once). The person went in whatever the server says, so it is always recorded:
   * counted when the ticket had room; when it had none, two devices let in the same place on the
   * ticket, and the EARLIER admission is the one kept: if the synced one is earlier than the
   * ticket's latest counted admission, that one is set aside as the conflict instead. Either way
   * the answer names both, with their times. A cancelled ticket's admission is recorded, not counted.
   */
  async function recordOffline(id: string, admission: Admission, now = new Date()): Promise<SyncOutcome> {
    const known = await recorded(id);
    if (known) return known;
    try {
      return await db.transaction().execute(async (trx) => {
        // Take the ticket's row first, so two syncs of the same ticket go one after the other (on
        // SQLite the conditional UPDATE, the first statement, takes the write lock).
        if (dialect === 'postgres') {
          await trx.selectFrom('tickets').select('id').where('id', '=', admission.ticketId).forUpdate().execute();
        }
        const [room] = (await admit(trx, admission.admittedAt, admission.ticketId)).rows;
        if (room) {
          await insert(trx, id, admission, now, { offline: true, counted: true });
          await count(trx, admission.eventId);
          return { outcome: 'kept', admitted: Number(room.admitted), admits: Number(room.admits), conflict: null };
        }
        const ticket = await trx
          .selectFrom('tickets')
          .innerJoin('orders', 'orders.id', 'tickets.order_id')
          .select(['tickets.status', 'tickets.admitted', 'tickets.admits', 'tickets.used_at', 'orders.event_id'])
          .where('tickets.id', '=', admission.ticketId)
          .executeTakeFirst();
        if (!ticket || ticket.event_id !== admission.eventId) return { outcome: 'refused', reason: 'invalid' };
        if (ticket.status === 'cancelled') {
          await insert(trx, id, admission, now, { offline: true, counted: false });
          return { outcome: 'refused', reason: 'cancelled' };
        }
        const latest = await trx
          .selectFrom('door_admissions')
          .select(['id', 'admitted_at', 'device_id'])
          .where('ticket_id', '=', admission.ticketId)
          .where('counted', '=', 1)
          .orderBy('admitted_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        const yours = { id, admittedAt: admission.admittedAt, deviceId: admission.deviceId };
        const other = latest ? { id: latest.id, admittedAt: latest.admitted_at, deviceId: latest.device_id } : null;
        if (latest && admission.admittedAt < latest.admitted_at) {
          await trx
            .updateTable('door_admissions')
            .set({ counted: 0, conflict_with: id })
            .where('id', '=', latest.id)
            .execute();
          await insert(trx, id, admission, now, { offline: true, counted: true, conflictWith: latest.id });
          await trx
            .updateTable('tickets')
            .set({
              used_at: sql`case when used_at is null or used_at > ${admission.admittedAt} then ${admission.admittedAt} else used_at end`,
            })
            .where('id', '=', admission.ticketId)
            .execute();
          return {
            outcome: 'kept',
            admitted: Number(ticket.admitted),
            admits: Number(ticket.admits),
            conflict: { yours, other, kept: 'yours' },
          };
        }
        await insert(trx, id, admission, now, { offline: true, counted: false, conflictWith: latest?.id ?? null });
        return { outcome: 'conflict', conflict: { yours, other, kept: 'other' } };
      });
    } catch (error) {
      // The same admission synced twice at once (two tabs of one device): the other one recorded it.
      const again = await recorded(id);
      if (again) return again;
      throw error;
    }
  }

  /** What a sync already recorded for this admission id, told the same way (a repeated sync). */
  async function recorded(id: string): Promise<SyncOutcome | null> {
    const row = await db
      .selectFrom('door_admissions')
      .innerJoin('tickets', 'tickets.id', 'door_admissions.ticket_id')
      .select([
        'door_admissions.admitted_at',
        'door_admissions.device_id',
        'door_admissions.counted',
        'door_admissions.conflict_with',
        'tickets.status',
        'tickets.admitted',
        'tickets.admits',
      ])
      .where('door_admissions.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const yours = { id, admittedAt: row.admitted_at, deviceId: row.device_id };
    const other = row.conflict_with
      ? await db
          .selectFrom('door_admissions')
          .select(['id', 'admitted_at', 'device_id'])
          .where('id', '=', row.conflict_with)
          .executeTakeFirst()
      : undefined;
    const them = other ? { id: other.id, admittedAt: other.admitted_at, deviceId: other.device_id } : null;
    if (Number(row.counted) === 1) {
      return {
        outcome: 'kept',
        admitted: Number(row.admitted),
        admits: Number(row.admits),
        conflict: them ? { yours, other: them, kept: 'yours' } : null,
      };
    }
    if (!row.conflict_with && row.status === 'cancelled') return { outcome: 'refused', reason: 'cancelled' };
    return { outcome: 'conflict', conflict: { yours, other: them, kept: 'other' } };
  }

  return { admitNow, recordOffline };
}

export type DoorAdmissions = ReturnType<typeof doorAdmissions>;
