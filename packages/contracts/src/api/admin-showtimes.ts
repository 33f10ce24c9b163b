import { z } from 'zod';
import { eventIdSchema, showtimeIdSchema, showtimeSchema } from './events.ts';

/** The back office's and the organizer console's words for an event's dates (decision 50). */
export const showtimeAdminMessages = {
  body: 'Send the date as a JSON object: { "startsAt": "YYYY-MM-DD HH:MM", "capacity": 150 }.',
  startsAt: 'Give the date’s start as a date (YYYY-MM-DD) and a time (HH:MM), at the venue’s clock.',
  inPast: 'A new date must start in the future.',
  beforeFirst: 'A date cannot start before the event’s own date. Change the event’s date on its form instead.',
  sameTime: 'The event already has a date at that time.',
  capacity: 'Give the date’s seats as a whole number from 1 to 100,000.',
  tooMany: 'An event can have at most 60 dates.',
  cancelled: 'This event was cancelled: it takes no new dates.',
  notFound: 'This event has no such date.',
  hasOrders: 'This date has orders, so it cannot be removed. Refund them first, or leave the date on sale.',
  ownDate: 'This is the event’s own date. Change it on the event’s form instead.',
} as const;

export const SHOWTIMES_PER_EVENT_MAX = 60;

/** POST …/events/{id}/showtimes: a start at the venue's clock ('YYYY-MM-DD HH:MM', or an ISO instant) and its seats. */
export const showtimeCreateSchema = z.object(
  {
    startsAt: z.string({ error: showtimeAdminMessages.startsAt }).max(40, { error: showtimeAdminMessages.startsAt }),
    capacity: z
      .number({ error: showtimeAdminMessages.capacity })
      .int({ error: showtimeAdminMessages.capacity })
      .min(1, { error: showtimeAdminMessages.capacity })
      .max(100_000, { error: showtimeAdminMessages.capacity }),
  },
  { error: showtimeAdminMessages.body },
);
export type ShowtimeCreateBody = z.infer<typeof showtimeCreateSchema>;

export const showtimeParamsSchema = z.object({ id: eventIdSchema, showtimeId: showtimeIdSchema });

/** An event's dates as the back office lists them: each with the tickets sold and held on it. */
export const adminShowtimesAnswerSchema = z.object({
  timeZone: z.string(),
  showtimes: z.array(
    showtimeSchema.extend({
      /** People on paid orders, and on orders holding seats, for this date. */
      sold: z.number().int().nonnegative(),
      held: z.number().int().nonnegative(),
      /** The event's own date (its form's): not removed here. */
      own: z.boolean(),
      /** The date's seat plan (decision 51), or null when it sells unnumbered seats. */
      seatPlan: z.object({ id: z.string(), name: z.string() }).nullable(),
    }),
  ),
});
export type AdminShowtimesAnswer = z.infer<typeof adminShowtimesAnswerSchema>;
