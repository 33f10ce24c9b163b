import { randomUUID } from 'node:crypto';
import type { DoorConflict } from '@storefront/contracts/api';
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
 * The one conditional UPDATE that lets a person in (architecture.md §11): the counter goes up only while it
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

/** One admission, as a conflict names it: its id as its device made it, its time, its device. */
export interface AdmissionRef {
  id: string;
  admittedAt: string;
  deviceId: string;
}

/** Why an offline admission does not count (contracts' doorConflictSchema). */
export type ConflictReason = DoorConflict['reason'];

/**
 * An admission that does not count, and why: two admissions of the same place on a ticket (the
 * one kept, the earlier, and the extra), or one of a cancelled ticket or event (nothing kept).
 */
export interface AdmissionPair {
  reason: ConflictReason;
  kept: AdmissionRef | null;
  extra: AdmissionRef;
}

/**
 * Kept on the server or not, for one admission a device made offline (see recordOffline), with
 * the time it was recorded at.
 */
export type SyncOutcome =
  | { outcome: 'kept'; admittedAt: string; conflict: AdmissionPair | null }
  | { outcome: 'conflict'; admittedAt: string; conflict: AdmissionPair }
  | { outcome: 'refused'; reason: 'invalid' };

/** A ticket's state or its event's that voids its admissions (decision 26, amended), or null. */
function voidedBy(ticketStatus: string, eventStatus: string): Exclude<ConflictReason, 'place-taken'> | null {
  if (eventStatus === 'cancelled') return 'event-cancelled';
  return ticketStatus === 'cancelled' ? 'cancelled' : null;
}

/** A device's admission id, stored with its device's so two devices' ids never meet. */
export const storedAdmissionId = (deviceId: string, id: string) => `${deviceId}:${id}`;

/** The stored row as a conflict names it (the device's own id again). */
export function admissionRef(row: { id: string; admitted_at: string; device_id: string }): AdmissionRef {
  const prefix = `${row.device_id}:`;
  return {
    id: row.id.startsWith(prefix) ? row.id.slice(prefix.length) : row.id,
    admittedAt: row.admitted_at,
    deviceId: row.device_id,
  };
}

/**
 * Why an admission that does not count does not: one that collided with another admission names it
 * (`conflict_with`); one that names none was recorded for a cancelled ticket or event (recordOffline),
 * read from their state now, as no column keeps it; else it collided with a place filled before the
 * admissions log began.
 */
export function conflictReason(row: { conflict_with: string | null; status: string; event_status: string }) {
  return (row.conflict_with ? null : voidedBy(row.status, row.event_status)) ?? 'place-taken';
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
   * An admission a device made with no network, now synced (`id`: storedAdmissionId, so a sync sent
   * twice records it once). The person went in whatever the server says, so it is always recorded:
   * counted when the ticket had room; when it had none, two devices let in the same place on the
   * ticket, and the EARLIER admission is the one kept: if the synced one is earlier than the
   * ticket's latest counted admission, that one is set aside as the extra instead (the device that
   * made it learns from its next list), unless `displaces` is false (its time was not the device's
   * own: door-sync.ts). Either way both are named, with their times. An admission of a cancelled
   * (or refunded) ticket, or of a ticket of a cancelled event, is a conflict that is not counted
   * and leaves the ticket as it was, so its refund still goes through (decision 26, amended;
   * door-sync-rules.test.ts). One for a ticket not of this event is refused.
   */
  async function recordOffline(
    id: string,
    admission: Admission,
    now = new Date(),
    { displaces = true }: { displaces?: boolean } = {},
  ): Promise<SyncOutcome> {
    const known = await recorded(id);
    if (known) return known;
    try {
      return await db.transaction().execute(async (trx): Promise<SyncOutcome> => {
        // Take the ticket's row first, so two syncs of the same ticket go one after the other and
        // what is read below stays true until this commits: FOR UPDATE on PostgreSQL; on SQLite a
        // write that changes nothing takes the database's write lock (a read first would start a
        // snapshot another process could write past before this transaction writes).
        if (dialect === 'postgres') {
          await trx.selectFrom('tickets').select('id').where('id', '=', admission.ticketId).forUpdate().execute();
        } else {
          await trx
            .updateTable('tickets')
            .set({ admitted: sql`admitted` })
            .where('id', '=', admission.ticketId)
            .execute();
        }
        const ticket = await trx
          .selectFrom('tickets')
          .innerJoin('orders', 'orders.id', 'tickets.order_id')
          .innerJoin('events', 'events.id', 'orders.event_id')
          .select(['tickets.status', 'orders.event_id', 'events.status as event_status'])
          .where('tickets.id', '=', admission.ticketId)
          .executeTakeFirst();
        if (!ticket || ticket.event_id !== admission.eventId) return { outcome: 'refused', reason: 'invalid' };
        const mine = admissionRef({ id, admitted_at: admission.admittedAt, device_id: admission.deviceId });
        // Checked before the admitting UPDATE, which looks at the ticket's own status only: a
        // cancelled event's tickets stay 'unused' (they are cancelled at the door by their event).
        const voided = voidedBy(ticket.status, ticket.event_status);
        if (voided) {
          await insert(trx, id, admission, now, { offline: true, counted: false });
          return {
            outcome: 'conflict',
            admittedAt: admission.admittedAt,
            conflict: { reason: voided, kept: null, extra: mine },
          };
        }
        const [room] = (await admit(trx, admission.admittedAt, admission.ticketId)).rows;
        if (room) {
          await insert(trx, id, admission, now, { offline: true, counted: true });
          await count(trx, admission.eventId);
          return { outcome: 'kept', admittedAt: admission.admittedAt, conflict: null };
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
        const theirs = latest ? admissionRef(latest) : null;
        if (displaces && latest && theirs && admission.admittedAt < latest.admitted_at) {
          await trx
            .updateTable('door_admissions')
            .set({ counted: 0, conflict_with: id })
            .where('id', '=', latest.id)
            .execute();
          await insert(trx, id, admission, now, { offline: true, counted: true });
          await trx
            .updateTable('tickets')
            .set({
              used_at: sql`case when used_at is null or used_at > ${admission.admittedAt} then ${admission.admittedAt} else used_at end`,
            })
            .where('id', '=', admission.ticketId)
            .execute();
          return {
            outcome: 'kept',
            admittedAt: admission.admittedAt,
            conflict: { reason: 'place-taken', kept: mine, extra: theirs },
          };
        }
        await insert(trx, id, admission, now, { offline: true, counted: false, conflictWith: latest?.id ?? null });
        return {
          outcome: 'conflict',
          admittedAt: admission.admittedAt,
          conflict: { reason: 'place-taken', kept: theirs, extra: mine },
        };
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
      .innerJoin('orders', 'orders.id', 'tickets.order_id')
      .innerJoin('events', 'events.id', 'orders.event_id')
      .select([
        'door_admissions.id',
        'door_admissions.admitted_at',
        'door_admissions.device_id',
        'door_admissions.counted',
        'door_admissions.conflict_with',
        'tickets.status',
        'events.status as event_status',
      ])
      .where('door_admissions.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const mine = admissionRef(row);
    if (Number(row.counted) === 1) {
      // Kept; if it displaced another device's, that one names it.
      const displaced = await db
        .selectFrom('door_admissions')
        .select(['id', 'admitted_at', 'device_id'])
        .where('conflict_with', '=', id)
        .where('counted', '=', 0)
        .executeTakeFirst();
      return {
        outcome: 'kept',
        admittedAt: row.admitted_at,
        conflict: displaced ? { reason: 'place-taken', kept: mine, extra: admissionRef(displaced) } : null,
      };
    }
    // Not counted, and with no admission it collided with: a cancelled ticket's or event's (conflictReason).
    const reason = conflictReason(row);
    if (reason !== 'place-taken') {
      return { outcome: 'conflict', admittedAt: row.admitted_at, conflict: { reason, kept: null, extra: mine } };
    }
    const other = row.conflict_with
      ? await db
          .selectFrom('door_admissions')
          .select(['id', 'admitted_at', 'device_id'])
          .where('id', '=', row.conflict_with)
          .executeTakeFirst()
      : undefined;
    return {
      outcome: 'conflict',
      admittedAt: row.admitted_at,
      conflict: { reason, kept: other ? admissionRef(other) : null, extra: mine },
    };
  }

  return { admitNow, recordOffline };
}

export type DoorAdmissions = ReturnType<typeof doorAdmissions>;
