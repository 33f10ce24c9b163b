import type { DoorList, DoorTicket } from '@storefront/contracts/api';
import { formatLongDate, formatLongDateTime } from '@storefront/contracts/format';
import { doorMessages } from '@storefront/contracts/messages';
import {
  LIST_COLUMNS as C,
  codeHashInput,
  type DoorListRow,
  doorHashText,
  readDoorInput,
  referenceHashInput,
  shortLinkHashInput,
  tokenHashInput,
} from '@storefront/contracts/rules';
import type { DoorVerdict } from '../check-in-result.tsx';
import type { QueuedAdmission } from './door-store.ts';

/** Said offline of a code the list does not know: it may be another event's, or not ours. */
export const NOT_ON_LIST =
  "Not on this event's list: it may be for another event, or not one of ours. Check it online when the network is back.";

async function sha(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return doorHashText(new Uint8Array(digest));
}

/** A list's rows by ticket id, reference hash and code hash: built once per list. */
interface ListIndex {
  byId: Map<string, DoorListRow>;
  byReference: Map<string, DoorListRow>;
  byCode: Map<string, DoorListRow>;
}
const indexes = new WeakMap<DoorList, ListIndex>();

function indexOf(list: DoorList): ListIndex {
  let index = indexes.get(list);
  if (!index) {
    index = { byId: new Map(), byReference: new Map(), byCode: new Map() };
    for (const row of list.tickets) {
      index.byId.set(row[C.ticketId], row);
      index.byReference.set(row[C.referenceHash], row);
      index.byCode.set(row[C.codeHash], row);
    }
    indexes.set(list, index);
  }
  return index;
}

/** The ticket as the door shows it, from its row and this device's admissions not yet in the list. */
function ticketOf(list: DoorList, row: DoorListRow, local: QueuedAdmission[]): DoorTicket {
  const { event } = list;
  const firstLocal = local[0]?.admittedAt;
  const firstListed = row[C.firstAt] || null;
  return {
    ticketId: row[C.ticketId],
    holderName: row[C.holderName],
    quantity: row[C.admits],
    admitted: row[C.admitted] + local.length,
    eventId: event.id,
    eventTitle: event.title,
    eventDate: event.startsAt,
    timeZone: event.timeZone,
    city: event.city,
    eventStatus: event.status,
    // The earliest admission known: the list's, or this device's own.
    usedAt: [firstListed, firstLocal].filter((at): at is string => Boolean(at)).sort()[0] ?? null,
  };
}

export interface OfflineScan {
  verdict: DoorVerdict;
  /** Set when the verdict admits one person: the ticket to queue an admission for. */
  admit: string | null;
}

/**
 * A scan with no network (decision 26), against the event's list and this device's own admissions
 * since it came: a QR short link's MAC (or an old verify link's token) must hash to the ticket's
 * (so a made-up link is refused as online), a reference or manual code must hash to one of the
 * list's; then the same verdicts as the server's, in its words: cancelled, all in, too early or
 * too late to admit without a yes, or one person in. What the device cannot know offline (another
 * device admitting the same person) is settled when it syncs.
 */
export async function scanOffline(
  list: DoorList,
  queued: QueuedAdmission[],
  text: string,
  { now = new Date(), confirm = false }: { now?: Date; confirm?: boolean } = {},
): Promise<OfflineScan> {
  const { event } = list;
  const index = indexOf(list);
  const refuse = (result: DoorVerdict['result'], message: string, ticket: DoorTicket | null = null): OfflineScan => ({
    verdict: { result, message, ticket, timing: null, admittedCount: null, offline: true },
    admit: null,
  });

  const input = readDoorInput(text);
  let row: DoorListRow | undefined;
  if (input?.kind === 'short-link') {
    // The reference finds the row; the MAC must hash to the row's (a list kept from before the short link has none).
    row = index.byReference.get(await sha(referenceHashInput(input.reference)));
    if (row && (await sha(shortLinkHashInput(input.reference, input.mac))) !== row[C.shortLinkHash]) {
      return refuse('invalid', doorMessages.invalid);
    }
  } else if (input?.kind === 'link') {
    const { ticketId = '', token = '', code = '', eventTitle, eventDate } = input.fields;
    row = index.byId.get(ticketId);
    if (!row) {
      // Another event's QR says what it is for (unchecked offline, but it is refused either way).
      if (eventTitle && eventDate && eventTitle !== event.title) {
        return refuse('wrong-event', doorMessages.wrongEvent(eventTitle, formatLongDate(eventDate, event.timeZone)));
      }
      return refuse('invalid', NOT_ON_LIST);
    }
    const [tokenHash, referenceHash] = await Promise.all([sha(tokenHashInput(token)), sha(referenceHashInput(code))]);
    if (tokenHash !== row[C.tokenHash] || referenceHash !== row[C.referenceHash]) {
      return refuse('invalid', doorMessages.invalid);
    }
  } else if (input?.kind === 'reference') {
    row = index.byReference.get(await sha(referenceHashInput(input.reference)));
  } else if (input?.kind === 'code') {
    row = index.byCode.get(await sha(codeHashInput(list.salt, input.code)));
  }
  if (!row) return refuse('invalid', input ? NOT_ON_LIST : doorMessages.invalid);
  const found = row;

  const mine = queued.filter((admission) => admission.ticketId === found[C.ticketId]);
  const ticket = ticketOf(list, found, mine);
  if (event.status === 'cancelled') return refuse('cancelled', doorMessages.eventCancelled, ticket);
  if (found[C.cancelled] === 1) return refuse('cancelled', doorMessages.cancelled, ticket);
  if (ticket.admitted >= ticket.quantity) return refuse('used', doorMessages.allIn(ticket.quantity), ticket);

  const at = now.toISOString();
  const timing = at < event.doorsOpenAt ? 'early' : at > event.dayEndsAt ? 'late' : null;
  if (timing && !confirm) {
    const message =
      timing === 'early'
        ? doorMessages.early(formatLongDateTime(event.doorsOpenAt, event.timeZone, event.city))
        : doorMessages.late(formatLongDate(event.startsAt, event.timeZone));
    return {
      verdict: { result: 'confirm', message, ticket, timing, admittedCount: null, offline: true },
      admit: null,
    };
  }
  const admitted = ticket.admitted + 1;
  return {
    verdict: {
      result: 'admitted',
      message: doorMessages.admittedOne(admitted, ticket.quantity),
      ticket: { ...ticket, admitted, usedAt: ticket.usedAt ?? at },
      timing: null,
      admittedCount: null,
      offline: true,
    },
    admit: found[C.ticketId],
  };
}
