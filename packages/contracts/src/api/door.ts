import { z } from 'zod';
import { doorMessages } from '../messages/door.ts';
import { referenceSchema, ticketStatusSchema } from './checkout.ts';
import { emailField } from './patterns.ts';

/**
 * The door (architecture.md §11): the verify link of QR codes issued before the short link
 * (rules/qr-link.ts), staff check-in and My tickets. Every field of the verify link is capped, so a
 * malformed or oversized link is refused before any work.
 */
export const verifyLinkQuerySchema = z.object({
  ticketId: z.string().min(1).max(64),
  code: z.string().min(1).max(64),
  eventTitle: z.string().min(1).max(200),
  firstName: z.string().max(100),
  eventDate: z.string().min(1).max(40),
  token: z.string().min(1).max(100),
});
export type VerifyLinkQuery = z.infer<typeof verifyLinkQuerySchema>;

/**
 * GET /T/{link}: the QR's short link (rules/qr-link.ts), the reference and its MAC. Documents the
 * route; its handler reads the link itself, so a malformed one gets the invalid answer.
 */
export const qrLinkParamsSchema = z.object({ link: z.string() });

/**
 * POST /api/verify/admit: the verify page's Admit form: the QR link the page was opened by (its
 * path: the short link's, or the old verify link's with its query), the CSRF token, and staff's yes.
 */
export const verifyAdmitFormSchema = z.object({
  link: z.string().min(1).max(2000),
  _xsrf: z.string().max(200),
  confirm: z.enum(['0', '1']).default('0'),
});

/** What a scan found: 'valid' (not used yet), 'used', 'cancelled', or 'invalid' (forged, unknown, malformed). */
export const doorStatusSchema = z.enum(['valid', 'used', 'cancelled', 'invalid']);
export type DoorStatus = z.infer<typeof doorStatusSchema>;

/** The ticket as the door sees it: enough to greet the holder, nothing more. */
export const doorTicketSchema = z.object({
  ticketId: z.string(),
  holderName: z.string(),
  /**
   * What the ticket is, from its order's lines (architecture.md §9.3): '2 × Regular, 1 × VIP', or
   * '1 × Table for 10 (admits 10)'. Absent from an answer the check-in page built offline from a
   * list without it.
   */
  ticketTypes: z.string().optional(),
  /** Reserved seats (decision 51): 'Row F, seat 7; Row F, seat 8'. Absent for unnumbered seats. */
  seats: z.string().optional(),
  /** The people it admits (its order's quantity), one scan each. */
  quantity: z.number().int(),
  /** The people admitted so far. */
  admitted: z.number().int(),
  eventId: z.string(),
  eventTitle: z.string(),
  /** ISO 8601 UTC, and the venue's zone (and city, to name it) to show it in. */
  eventDate: z.string(),
  timeZone: z.string(),
  city: z.string(),
  /** A cancelled event's tickets are not valid, whatever their own status. */
  eventStatus: z.enum(['draft', 'published', 'cancelled']),
  /** ISO 8601 UTC: the first admission, once someone went in on it. */
  usedAt: z.string().nullable(),
});
export type DoorTicket = z.infer<typeof doorTicketSchema>;

/** GET /api/verify with Accept: application/json. Never changes anything. */
export const verifyAnswerSchema = z.object({
  status: doorStatusSchema,
  message: z.string(),
  ticket: doorTicketSchema.nullable(),
});
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>;

const eventIdField = z
  .string({ error: doorMessages.chooseEvent })
  .min(1, { error: doorMessages.chooseEvent })
  .max(64, { error: doorMessages.noSuchEvent });

const showtimeIdField = z
  .string({ error: doorMessages.chooseShowtime })
  .min(1, { error: doorMessages.chooseShowtime })
  .max(64, { error: doorMessages.noSuchShowtime });

/** A device's own id for itself (random, kept in its storage): whose admissions are whose. */
const deviceIdField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'The device id must be 8 to 64 letters, digits, - or _.' });

/**
 * POST /api/check-in: what was scanned or typed (the QR's verify link, the ticket page's link, a
 * transaction reference or a manual code), for the event this door admits for. `confirm` admits a
 * ticket scanned before the doors open or after the event's day, once staff have said yes.
 */
export const checkInRequestSchema = z.object(
  {
    link: z.string().trim().min(1, { error: 'Scan a QR code or paste a ticket link.' }).max(2000),
    eventId: eventIdField,
    /**
     * The date this door admits for, of an event with several (decision 52): a ticket for another
     * of its dates is refused with the time it is for. Left out, the door admits every date's tickets.
     */
    showtimeId: showtimeIdField.optional(),
    confirm: z.boolean({ error: 'confirm must be true or false.' }).default(false),
    deviceId: deviceIdField.optional(),
  },
  { error: 'The request body must be a JSON object.' },
);
export type CheckInRequest = z.input<typeof checkInRequestSchema>;

/**
 * A scan's verdict: admitted (one person), or refused and why: all already in (`used`), the
 * ticket or its event cancelled, not ours (`invalid`), for another show (`wrong-event`), or
 * `confirm`: too early or too late, admitted only if staff send it again with `confirm`.
 */
export const checkInResultSchema = z.enum(['admitted', 'used', 'cancelled', 'invalid', 'wrong-event', 'confirm']);
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** Every scan is answered 200 with its verdict: admitted, or refused and why. */
export const checkInAnswerSchema = z.object({
  result: checkInResultSchema,
  message: z.string(),
  ticket: doorTicketSchema.nullable(),
  /** For `confirm`: before the doors open, or after the event's day. */
  timing: z.enum(['early', 'late']).nullable(),
  /** People admitted so far for the event this door admits for. */
  admittedCount: z.number().int().nullable(),
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;

/** GET /api/check-in/access: whether the signed-in user may admit tickets. */
export const staffAccessSchema = z.object({ staff: z.boolean() });
export type StaffAccess = z.infer<typeof staffAccessSchema>;

/**
 * An event door staff may admit for, or one date of an event with several (decision 52): its times,
 * and the people in and expected (of that date).
 */
export const doorEventSchema = z.object({
  /** The event's id. */
  id: z.string(),
  /** The date's, when the door admits for one date of an event with several; null otherwise. */
  showtimeId: z.string().nullable(),
  title: z.string(),
  /** ISO 8601 UTC, shown in the venue's zone: the date's start for a date's door. */
  startsAt: z.string(),
  timeZone: z.string(),
  city: z.string(),
  venue: z.string(),
  /** A seated date's hall or room: its seat plan's name ('Hall 1', decision 51); null otherwise. */
  room: z.string().nullable(),
  status: z.enum(['published', 'cancelled']),
  /** From here the door admits without asking: the start minus the event's doors-open minutes. */
  doorsOpenAt: z.string(),
  /** After this (the end of the event's day at the venue, or 3 hours after the start if later) staff confirm. */
  dayEndsAt: z.string(),
  /** 'today': the event's day at the venue is today; 'upcoming' or 'past' otherwise. */
  when: z.enum(['today', 'upcoming', 'past']),
  /** People admitted so far. */
  admitted: z.number().int(),
  /** People on its tickets that are not cancelled. */
  expected: z.number().int(),
});
export type DoorEvent = z.infer<typeof doorEventSchema>;

/** GET /api/door/events: today's events first, then the next ones, then the last month's. */
export const doorEventsAnswerSchema = z.object({ events: z.array(doorEventSchema) });
export type DoorEventsAnswer = z.infer<typeof doorEventsAnswerSchema>;

export const doorEventParamsSchema = z.object({ eventId: eventIdField });

/** GET /api/door/events/{eventId}/admissions?showtimeId=…: one date's list, of an event with several. */
export const doorListQuerySchema = z.object({ showtimeId: showtimeIdField.optional() });

/** One admission in a conflict: its id (as the admitting device named it), when, and which device. */
export const doorAdmissionRefSchema = z.object({ id: z.string(), admittedAt: z.string(), deviceId: z.string() });

/**
 * An admission a device made offline that does not count (decision 26), and why: `place-taken`, two
 * devices let in the same place on a ticket (the earlier admission is kept, the later one is the
 * extra); `cancelled`, the ticket was cancelled or refunded; `event-cancelled`, its event was
 * cancelled (decision 26, amended). The device that made the extra one shows it, with the times.
 */
export const doorConflictSchema = z.object({
  ticketId: z.string(),
  holderName: z.string(),
  reason: z.enum(['place-taken', 'cancelled', 'event-cancelled']),
  /**
   * The admission that counts in its place: null when nothing does (a cancelled ticket or event),
   * or for an admission older than the admissions log.
   */
  kept: doorAdmissionRefSchema.nullable(),
  extra: doorAdmissionRefSchema,
});
export type DoorConflict = z.infer<typeof doorConflictSchema>;

/**
 * GET /api/door/events/{eventId}/admissions: the event's admission list for the offline door
 * (contracts/rules/door-list.ts says what each row holds and how its hashes are made), and the event's
 * conflicts so far.
 */
export const doorListSchema = z.object({
  event: doorEventSchema,
  generatedAt: z.string(),
  /** Random per list: salts the manual codes' hashes. */
  salt: z.string(),
  tickets: z.array(
    z.tuple([
      z.string(),
      z.string(),
      z.string(),
      z.string(),
      z.number().int(),
      z.number().int(),
      z.string(),
      z.string(),
      z.union([z.literal(0), z.literal(1)]),
      z.string(),
    ]),
  ),
  conflicts: z.array(doorConflictSchema),
});
export type DoorList = z.infer<typeof doorListSchema>;

/** An admission's id as the device made it (random), unique per device. */
const admissionIdField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'An admission id must be 8 to 64 letters, digits, - or _.' });

/** POST /api/door/events/{eventId}/sync: admissions this device made offline, oldest first. */
export const doorSyncRequestSchema = z.object(
  {
    deviceId: deviceIdField,
    /** The date the device admitted for, of an event with several (decision 52): its hours and count. */
    showtimeId: showtimeIdField.optional(),
    admissions: z
      .array(
        z.object({
          id: admissionIdField,
          ticketId: z.string().min(1).max(64),
          admittedAt: z.iso.datetime({ error: 'admittedAt must be an ISO 8601 time in UTC.' }),
        }),
      )
      .min(1, { error: 'Send at least one admission.' })
      .max(500, { error: 'Send at most 500 admissions at a time.' }),
  },
  { error: 'The request body must be a JSON object.' },
);
export type DoorSyncRequest = z.infer<typeof doorSyncRequestSchema>;

/**
 * A synced admission whose time the server did not take as the device gave it (decision 26,
 * amended): `ahead`, later than the sync that brought it by more than 5 minutes (the device's clock
 * is ahead); `outside-hours`, outside the event's door hours (from the doors opening to the end of
 * its day). Such a time cannot say which of two admissions came first, so the admission is recorded
 * at `recordedAt`, the time its sync reached the server, and never displaces an earlier one.
 */
export const doorSyncTimeSchema = z.object({
  reason: z.enum(['ahead', 'outside-hours']),
  /** The time the device gave. */
  given: z.string(),
  /** The time recorded instead. */
  recordedAt: z.string(),
});
export type DoorSyncTime = z.infer<typeof doorSyncTimeSchema>;

/**
 * What became of each synced admission: `kept` (it counts), `conflict` (it does not count: the
 * conflict says why, and `reason` too when it is a cancelled ticket or event; the person went in
 * all the same, and staff should know), or `refused` (`invalid`: the ticket is not this event's).
 * `time` when its time was not taken as given.
 */
export const doorSyncResultSchema = z.object({
  id: z.string(),
  outcome: z.enum(['kept', 'conflict', 'refused']),
  reason: z.enum(['cancelled', 'event-cancelled', 'invalid']).nullable(),
  conflict: doorConflictSchema.nullable(),
  time: doorSyncTimeSchema.nullable(),
});
export type DoorSyncResult = z.infer<typeof doorSyncResultSchema>;

export const doorSyncAnswerSchema = z.object({
  results: z.array(doorSyncResultSchema),
  /** People admitted for the event, once these are counted. */
  admittedCount: z.number().int(),
});
export type DoorSyncAnswer = z.infer<typeof doorSyncAnswerSchema>;

/** One line of GET /api/my-tickets. */
export const myTicketSchema = z.object({
  ticketId: z.string(),
  transactionReference: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  eventDate: z.string(),
  timeZone: z.string(),
  venue: z.string(),
  city: z.string(),
  ticketQuantity: z.number().int(),
  /** The tiers bought (architecture.md §9.3), as named when bought (cheapest first). */
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), admits: z.number().int() })),
  status: ticketStatusSchema,
  /** 'bought' by this account, or a 'gift' to its verified email. */
  relation: z.enum(['bought', 'gift']),
  issuedAt: z.string(),
});
export type MyTicket = z.infer<typeof myTicketSchema>;
export const myTicketsResponseSchema = z.object({ tickets: z.array(myTicketSchema) });
export type MyTicketsResponse = z.infer<typeof myTicketsResponseSchema>;

/**
 * POST /api/email/send-ticket-email: the spec's body (product.md §7, `{ ticketData, email }`) is accepted,
 * but only `ticketData.transactionReference` is read: the email goes to the ticket's own addresses.
 */
export const sendTicketEmailRequestSchema = z.object(
  {
    ticketData: z.looseObject({ transactionReference: referenceSchema }),
    email: z.unknown().optional(),
  },
  { error: 'The request body must be a JSON object.' },
);
export const sendTicketEmailResponseSchema = z.object({ message: z.string(), email: z.string() });
export type SendTicketEmailResponse = z.infer<typeof sendTicketEmailResponseSchema>;

/** POST /api/tickets/{reference}/send-to-friend: the ticket's link and QR to one more address. */
export const sendToFriendRequestSchema = z.object(
  { email: emailField },
  { error: 'The request body must be a JSON object.' },
);
export const sendToFriendResponseSchema = z.object({ message: z.string(), email: z.string() });
export type SendToFriendResponse = z.infer<typeof sendToFriendResponseSchema>;
