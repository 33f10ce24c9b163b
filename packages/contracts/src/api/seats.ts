import { z } from 'zod';
import { ORDER_LIMIT_MAX } from '../rules/checkout.ts';
import {
  PLAN_SEATS_MAX,
  ROW_SEATS_MAX,
  SEAT_ID_PATTERN,
  SEAT_KINDS,
  SECTION_ROWS_MAX,
  seatMessages,
} from '../rules/seats.ts';

// Zod-free in rules/seats.ts, so the web's seat picker can say them without Zod in its chunk.
export { seatMessages };

export const seatIdSchema = z
  .string({ error: seatMessages.seatId })
  .max(24, { error: seatMessages.seatId, abort: true })
  .regex(SEAT_ID_PATTERN, { error: seatMessages.seatId });

/** The seats an order asks for, one per ticket (initialize's `seatIds`). */
export const seatIdsSchema = z
  .array(seatIdSchema, { error: seatMessages.countDisagrees })
  .min(1, { error: seatMessages.countDisagrees })
  .max(ORDER_LIMIT_MAX, { error: seatMessages.countDisagrees })
  .refine((ids) => new Set(ids).size === ids.length, { error: seatMessages.repeated });

/** One seat of a date, as the picker draws it. */
export const showtimeSeatSchema = z.object({
  id: z.string(),
  section: z.string(),
  row: z.string(),
  number: z.number().int(),
  x: z.number().int(),
  y: z.number().int(),
  kind: z.enum(SEAT_KINDS),
  ticketTypeId: z.string(),
  /** Held or bought by someone (never says by whom). */
  taken: z.boolean(),
});
export type ShowtimeSeat = z.infer<typeof showtimeSeatSchema>;

/** GET /api/showtimes/{id}/seats: the date's plan and which seats are taken, at `version` (also the ETag). */
export const showtimeSeatsSchema = z.object({
  showtimeId: z.string(),
  version: z.number().int(),
  plan: z.object({ id: z.string(), name: z.string(), venue: z.string() }),
  /** Each section's tier and price (whole naira). */
  sections: z.array(z.object({ name: z.string(), ticketTypeId: z.string(), tierName: z.string(), price: z.number() })),
  seats: z.array(showtimeSeatSchema),
});
export type ShowtimeSeats = z.infer<typeof showtimeSeatsSchema>;

const letters = z.string().trim().max(8);

/** One section of a plan, as the back office describes it (rules/seats.ts `layoutPlan`). */
export const sectionSpecSchema = z.object({
  name: z.string().trim().min(1).max(40),
  firstRow: z.string().trim().length(1),
  rows: z.number().int().min(1).max(SECTION_ROWS_MAX),
  seatsPerRow: z.number().int().min(1).max(ROW_SEATS_MAX),
  aisleAfter: z.array(z.number().int()).max(ROW_SEATS_MAX).default([]),
  wheelchair: z.array(letters).max(ROW_SEATS_MAX).default([]),
  companion: z.array(letters).max(ROW_SEATS_MAX).default([]),
  restricted: z.array(letters).max(ROW_SEATS_MAX).default([]),
});

/** POST /api/admin/seat-plans and PUT …/{planId}: a venue's plan from its sections. */
export const seatPlanWriteSchema = z.object(
  {
    venue: z.string().trim().min(1).max(120),
    name: z.string().trim().min(1).max(80),
    sections: z.array(sectionSpecSchema).min(1).max(20),
  },
  { error: 'Send the plan as a JSON object: { "venue", "name", "sections": [...] }.' },
);
export type SeatPlanWrite = z.input<typeof seatPlanWriteSchema>;

export const seatPlanSchema = z.object({
  id: z.string(),
  venue: z.string(),
  name: z.string(),
  sections: z.array(sectionSpecSchema),
  seatCount: z.number().int().max(PLAN_SEATS_MAX),
});
export type SeatPlan = z.infer<typeof seatPlanSchema>;
