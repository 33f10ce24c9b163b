import type { DoorSyncAnswer, DoorSyncRequest, DoorSyncResult } from '@storefront/contracts/api';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { doorAdmissions, storedAdmissionId } from './door-admissions.ts';
import { doorLookups } from './door-lookup.ts';

/**
 * POST /api/door/events/{eventId}/sync (issue 19): the admissions a device made offline, recorded
 * one by one in the order it made them (door-admissions.ts `recordOffline`: counted, or kept as a
 * conflict with both times). A time in the future (a device's clock ahead) is taken as now: nobody
 * went in after the sync that reports it.
 */
export function doorSync(db: Kysely<Database>, dialect: Dialect) {
  const admissions = doorAdmissions(db, dialect);
  const lookups = doorLookups(db);

  return async function sync(
    { eventId, staffUserId, request }: { eventId: string; staffUserId: string; request: DoorSyncRequest },
    now = new Date(),
  ): Promise<DoorSyncAnswer> {
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
      const at = new Date(Math.min(Date.parse(admission.admittedAt), now.getTime())).toISOString();
      const outcome = await admissions.recordOffline(
        storedAdmissionId(request.deviceId, admission.id),
        { ticketId: admission.ticketId, eventId, admittedAt: at, deviceId: request.deviceId, staffUserId },
        now,
      );
      const conflict =
        outcome.outcome !== 'refused' && outcome.conflict
          ? { ticketId: admission.ticketId, holderName: await holderName(admission.ticketId), ...outcome.conflict }
          : null;
      results.push({
        id: admission.id,
        outcome: outcome.outcome,
        reason: outcome.outcome === 'refused' ? outcome.reason : null,
        conflict,
      });
    }
    return { results, admittedCount: await lookups.admittedCount(eventId) };
  };
}
