import { z } from 'zod';
import { SEAT_KINDS } from '../rules/seats.ts';
import { seatPlanSchema } from './seats.ts';

/** The back office's words for seat plans and a date's plan (decision 51). */
export const seatPlanAdminMessages = {
  planId: 'No seat plan has that id.',
  assignBody: 'Send the plan as a JSON object: { "planId": "…", "tiers": { "Section": "tier id" } }.',
  notEventTier: (section: string) => `The tier chosen for ${section} is not one of this event’s tiers.`,
  keepsSeats: (labels: string[]) =>
    labels.length === 1
      ? `${labels[0]} is sold or held on a date, so the plan must keep it.`
      : `${labels.slice(0, 5).join('; ')}${labels.length > 5 ? ` and ${labels.length - 5} more` : ''} are sold or held on a date, so the plan must keep them.`,
  newSectionInUse: (section: string) =>
    `Dates already sell this plan, so ${section} cannot be added to it: they have no tier for it. Make a new plan with it instead.`,
  dateHasOrders: 'This date already has orders, so its seats cannot change to a plan.',
  organizerEdit:
    'Only the platform’s admins can change a plan: other organizers’ dates may use it. Make a new plan instead.',
} as const;

export const seatPlanParamsSchema = z.object({
  planId: z
    .string({ error: seatPlanAdminMessages.planId })
    .max(64, { error: seatPlanAdminMessages.planId, abort: true })
    .regex(/^[a-z0-9-]+$/, { error: seatPlanAdminMessages.planId }),
});

/** A plan as the list shows it. */
export const seatPlanSummarySchema = seatPlanSchema.pick({ id: true, venue: true, name: true, seatCount: true });
export type SeatPlanSummary = z.infer<typeof seatPlanSummarySchema>;

export const seatPlansAnswerSchema = z.object({ plans: z.array(seatPlanSummarySchema) });
export type SeatPlansAnswer = z.infer<typeof seatPlansAnswerSchema>;

/** One plan with its generated seats (the preview) and how many dates use it. */
export const seatPlanDetailSchema = seatPlanSchema.extend({
  seats: z.array(
    z.object({
      id: z.string(),
      section: z.string(),
      row: z.string(),
      number: z.number().int(),
      x: z.number().int(),
      y: z.number().int(),
      kind: z.enum(SEAT_KINDS),
    }),
  ),
  /** Dates selling this plan: while any does, a held or sold seat stays on it. */
  dates: z.number().int().nonnegative(),
});
export type SeatPlanDetail = z.infer<typeof seatPlanDetailSchema>;

/** PUT …/events/{id}/showtimes/{showtimeId}/seat-plan: the plan and the tier each of its sections sells at. */
export const showtimeSeatPlanSchema = z.object(
  {
    planId: seatPlanParamsSchema.shape.planId,
    tiers: z.record(z.string().max(40), z.string().max(64), { error: seatPlanAdminMessages.assignBody }),
  },
  { error: seatPlanAdminMessages.assignBody },
);
export type ShowtimeSeatPlanBody = z.infer<typeof showtimeSeatPlanSchema>;
