import { hash as digest } from 'node:crypto';
import type { DoorConflict, DoorList } from '@storefront/contracts/api';
import {
  codeHashInput,
  DOOR_HASH_CHARS,
  type DoorListRow,
  referenceHashInput,
  shortLinkHashInput,
  tokenHashInput,
} from '@storefront/contracts/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { randomBytes } from '../../lib/random-bytes.ts';
import { ticketQrMac, ticketToken } from '../tickets/index.ts';
import { admissionRef, conflictReason } from './door-admissions.ts';
import type { DoorEvents } from './door-events.ts';
import type { DoorAccess } from './staff.ts';

/** The list's conflicts: the latest first, enough for a night. */
const CONFLICTS_SHOWN = 200;

// crypto.hash: the one-shot digest, a third of createHash's time on 30,000 short inputs.
const hash = (text: string) => digest('sha256', text, 'base64url').slice(0, DOOR_HASH_CHARS);

/**
 * The offline door's list of an event or one of its dates (decisions 26, 52): every ticket of its paid orders (and the
 * cancelled ones, so a device can say so), with what a device needs to admit without the network
 * and nothing more: the hashes of its old QR link's token, reference, manual code and short link
 * (contracts/rules/door-list.ts), the people it admits and those in, the holder's name to greet
 * them, and its first admission.
 */
export async function doorList(
  db: Kysely<Database>,
  events: DoorEvents,
  {
    secret,
    eventId,
    showtimeId,
    access,
    now = new Date(),
  }: { secret: string; eventId: string; showtimeId?: string | undefined; access: DoorAccess; now?: Date },
): Promise<DoorList | undefined> {
  const event = await events.find(eventId, access, now, showtimeId);
  if (!event) return undefined;
  const salt = randomBytes(12).toString('base64url');
  const rows = await db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .select([
      'tickets.id',
      'tickets.reference',
      'tickets.manual_code',
      'tickets.status',
      'tickets.admits',
      'tickets.admitted',
      'tickets.used_at',
      'orders.first_name',
      'orders.last_name',
    ])
    .where('orders.event_id', '=', eventId)
    // A date's door lists that date's tickets only (decision 52): another date's is not on its list.
    .$if(showtimeId !== undefined, (query) => query.where('orders.showtime_id', '=', showtimeId ?? ''))
    .where('orders.status', 'in', ['paid', 'refund_pending', 'refunded'])
    .orderBy('tickets.id')
    .execute();
  const tickets = rows.map(
    (row): DoorListRow => [
      row.id,
      hash(tokenHashInput(ticketToken(secret, row.id, row.reference))),
      hash(referenceHashInput(row.reference)),
      hash(codeHashInput(salt, row.manual_code)),
      Number(row.admits),
      Number(row.admitted),
      [row.first_name, row.last_name].filter(Boolean).join(' '),
      row.used_at ?? '',
      row.status === 'cancelled' ? 1 : 0,
      hash(shortLinkHashInput(row.reference, ticketQrMac(secret, row.reference))),
    ],
  );
  return { event, generatedAt: now.toISOString(), salt, tickets, conflicts: await conflictsOf(db, eventId) };
}

/**
 * An event's conflicts, latest first: each admission that does not count, with why (conflictReason)
 * and the one kept in its place (none for a cancelled ticket's or event's).
 */
export async function conflictsOf(db: Kysely<Database>, eventId: string): Promise<DoorConflict[]> {
  const rows = await db
    .selectFrom('door_admissions as extra')
    .innerJoin('tickets', 'tickets.id', 'extra.ticket_id')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .innerJoin('events', 'events.id', 'orders.event_id')
    .leftJoin('door_admissions as kept', 'kept.id', 'extra.conflict_with')
    .select([
      'extra.id',
      'extra.admitted_at',
      'extra.device_id',
      'extra.ticket_id',
      'extra.conflict_with',
      'tickets.status',
      'events.status as event_status',
      'kept.id as kept_id',
      'kept.admitted_at as kept_at',
      'kept.device_id as kept_device',
      'orders.first_name',
      'orders.last_name',
    ])
    .where('extra.event_id', '=', eventId)
    .where('extra.counted', '=', 0)
    .orderBy('extra.recorded_at', 'desc')
    .limit(CONFLICTS_SHOWN)
    .execute();
  return rows.map((row) => ({
    ticketId: row.ticket_id,
    holderName: [row.first_name, row.last_name].filter(Boolean).join(' '),
    reason: conflictReason(row),
    kept:
      row.kept_id && row.kept_at && row.kept_device
        ? admissionRef({ id: row.kept_id, admitted_at: row.kept_at, device_id: row.kept_device })
        : null,
    extra: admissionRef(row),
  }));
}
