import { z } from 'zod';
import { EVENT_STATUSES } from '../rules/admin-events.ts';
import { SHOWTIME_ID_PATTERN } from '../rules/checkout.ts';
import { TICKET_TYPE_STATES, tierMessages } from '../rules/ticket-types.ts';
import { NO_CONTROL_CHARACTERS } from './patterns.ts';
import { eventWaitingRoomSchema } from './waiting-room.ts';

export const eventCategorySchema = z.enum(['Concert', 'Movie']);
export type EventCategory = z.infer<typeof eventCategorySchema>;

/** Ids are the catalogue's '1'..'9'; anything else is refused before reaching the database. */
const EVENT_ID_ERROR = 'Event id must be a number, like 1.';
export const eventIdSchema = z
  .string()
  .trim()
  // Capped before the pattern, like every string field (see emailField).
  .max(6, { error: EVENT_ID_ERROR, abort: true })
  .regex(/^[0-9]{1,6}$/, { error: EVENT_ID_ERROR });

export const eventIdParamsSchema = z.object({ id: eventIdSchema });

/**
 * One tier of an event as the storefront shows it (decision 30). A tier hidden behind
 * an access code is not listed. `state` is as of when the answer was built: the catalogue
 * rebuilds its answers when a tier's window opens or closes.
 */
export const ticketTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** What the tier includes; '' when nothing is said. */
  description: z.string(),
  /** Whole naira; 0 is free. */
  price: z.number().int().nonnegative(),
  /** People one ticket lets in (a table for 10: 10). */
  admits: z.number().int().positive(),
  minPerOrder: z.number().int().positive(),
  /** The most of this tier one order may hold (the tier's own maximum, within the event's). */
  maxPerOrder: z.number().int().positive(),
  salesStartAt: z.string().nullable(),
  salesEndAt: z.string().nullable(),
  state: z.enum(TICKET_TYPE_STATES),
  /** The tier's own stock in tickets; null when only the event's seats limit it. */
  capacity: z.number().int().nonnegative().nullable(),
  /** Tickets of this tier one could still buy (its own stock and the event's seats); exact, like `remaining`. */
  available: z.number().int().nonnegative(),
  /**
   * The name of the tier this one follows (it opens when that one sells out or ends), or null.
   * The pages say 'Opens when Early bird sells out' with it.
   */
  opensAfter: z.string().nullable(),
});
export type TicketType = z.infer<typeof ticketTypeSchema>;

/** A showtime's id (decision 50, SHOWTIME_ID_PATTERN). */
export const showtimeIdSchema = z
  .string({ error: 'Choose a date for this event.' })
  .trim()
  .max(64, { error: 'That date is not one of this event’s dates.', abort: true })
  .regex(SHOWTIME_ID_PATTERN, { error: 'That date is not one of this event’s dates.' });

/** One date of an event with several (decision 50): its start and end, and its own seats. */
export const showtimeSchema = z.object({
  id: z.string(),
  /** ISO 8601, UTC. */
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int().nonnegative(),
  /** Tickets this date can still sell: its own seats, never more than the event's `remaining`. */
  remaining: z.number().int().nonnegative(),
  /** The date sells reserved seats from a plan (decision 51): the purchase form shows the seat picker. */
  seated: z.boolean(),
  /**
   * The tiers with seats on the date's plan, when `seated` (decision 51): the picker sells these;
   * any other tier of the event stands beside them (a concert's pitch), chosen by quantity, taking no seat.
   */
  seatedTierIds: z.array(z.string()).optional(),
});
export type Showtime = z.infer<typeof showtimeSchema>;

/** One event as the API serves it (product.md §3.1 fields, plus the fields the server derives). */
export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** 'published', or 'cancelled' (its page says so; nothing can be bought). Drafts are never public. */
  status: z.enum(EVENT_STATUSES),
  eventImage: z.string(),
  /** The poster at the card and detail widths (`srcset`); the placeholder has none. */
  imageSrcSet: z.string().optional(),
  imageWidth: z.number().int(),
  imageHeight: z.number().int(),
  description: z.string(),
  venue: z.string(),
  city: z.string(),
  category: eventCategorySchema,
  month: z.string(),
  date: z.string(),
  year: z.string(),
  time: z.string(),
  timeZone: z.string(),
  about: z.string(),
  eventOwner: z.string().optional(),
  /** Who sells it, for an organizer's event (architecture.md §16): their name and public page /o/{slug}. Absent: the platform's own. */
  organizer: z.object({ name: z.string(), slug: z.string() }).optional(),
  artistName: z.string(),
  /** Weekday of the event's local date, e.g. "Saturday". */
  day: z.string(),
  /** The start instant, ISO 8601 in UTC. */
  startsAt: z.string(),
  /** The end instant, ISO 8601 in UTC (decision 27: calendars' DTEND, JSON-LD endDate, the pages). */
  endsAt: z.string(),
  /** The venue's postal address (decision 27); each part '' when unknown. */
  street: z.string(),
  region: z.string(),
  postalCode: z.string(),
  /** ISO 3166 alpha-2 country of the venue, e.g. 'NG'. */
  countryCode: z.string(),
  /** When tickets went on sale, ISO 8601 UTC (JSON-LD offers.validFrom); null when not known. */
  onSaleAt: z.string().nullable(),
  /** Payment split code; the text 'null' when the event has none (product.md §3.1). */
  subaccount_code: z.string(),
  ticketFileName: z.string(),
  ticketFileType: z.string(),
  ticketFileSize: z.string(),
  /** The lowest price of a tier on sale (of any listed tier when none is): a one-tier event's price. */
  basePrice: z.number().int().nonnegative(),
  capacity: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  /** The most tickets one order may hold for this event (decision 21). */
  maxPerOrder: z.number().int().positive(),
  /** The tiers on the storefront, in display order (architecture.md §9.3); a one-tier event has its Regular. */
  ticketTypes: z.array(ticketTypeSchema),
  /**
   * The event's dates, soonest first, when it has several (decision 50: a film's showtimes, a
   * play's run); absent for a one-date event, whose date is `startsAt`. `startsAt` is then the first.
   */
  showtimes: z.array(showtimeSchema).optional(),
  /**
   * Present (true) only while the platform has paused the event's organizer (architecture.md §16): nothing
   * sells, tickets already bought stay valid. Absent on every other event.
   */
  salesPaused: z.literal(true).optional(),
  /** Present when the sale has a waiting room (decision 54): the purchase form is then behind it. */
  waitingRoom: eventWaitingRoomSchema.optional(),
});
export type StorefrontEvent = z.infer<typeof eventSchema>;

export const eventListSchema = z.object({ events: z.array(eventSchema) });
export type EventList = z.infer<typeof eventListSchema>;

/** An access code that unlocks a hidden tier: what a person types, trimmed. */
export const accessCodeSchema = z
  .string()
  .max(64, { error: 'The access code is at most 64 characters.' })
  .trim()
  .regex(NO_CONTROL_CHARACTERS, { error: 'The access code must not contain control characters.' });

/** GET /api/events/{id}/ticket-types?accessCode=: the code a buyer typed (decision 30). */
export const ticketTypesQuerySchema = z.object({
  accessCode: accessCodeSchema.pipe(z.string().min(1, { error: tierMessages.accessCodeMissing })),
});

/** The listed tiers plus those the code unlocks, in display order (never cached: it depends on the code). */
export const ticketTypesAnswerSchema = z.object({ ticketTypes: z.array(ticketTypeSchema) });
export type TicketTypesAnswer = z.infer<typeof ticketTypesAnswerSchema>;
