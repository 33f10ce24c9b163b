import { z } from 'zod';
import { referenceSchema, ticketStatusSchema } from './checkout.ts';

/**
 * The door (DESIGN §5): the QR's verify link, staff check-in and My tickets. Every field of
 * the verify link is capped, so a malformed or oversized link is refused before any work.
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

/** What a scan found: 'valid' (not used yet), 'used', 'cancelled', or 'invalid' (forged, unknown, malformed). */
export const doorStatusSchema = z.enum(['valid', 'used', 'cancelled', 'invalid']);
export type DoorStatus = z.infer<typeof doorStatusSchema>;

/** The ticket as the door sees it: enough to greet the holder, nothing more. */
export const doorTicketSchema = z.object({
  ticketId: z.string(),
  holderName: z.string(),
  quantity: z.number().int(),
  eventId: z.string(),
  eventTitle: z.string(),
  /** ISO 8601 UTC, and the venue's zone (and city, to name it) to show it in. */
  eventDate: z.string(),
  timeZone: z.string(),
  city: z.string(),
  /** ISO 8601 UTC: the first admission, for a used ticket. */
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

/** POST /api/check-in: the QR's verify link, or a ticket's transaction reference pasted by hand. */
export const checkInRequestSchema = z.object(
  { link: z.string().trim().min(1, { error: 'Scan a QR code or paste a ticket link.' }).max(2000) },
  { error: 'The request body must be a JSON object.' },
);
export type CheckInRequest = z.infer<typeof checkInRequestSchema>;

/** Every scan is answered 200 with its verdict: admitted, or refused and why. */
export const checkInAnswerSchema = z.object({
  result: z.enum(['admitted', 'used', 'cancelled', 'invalid']),
  message: z.string(),
  ticket: doorTicketSchema.nullable(),
  /** Tickets admitted so far for the ticket's event (null when the ticket is unknown). */
  admittedCount: z.number().int().nullable(),
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;

/** GET /api/check-in/access: whether the signed-in user may admit tickets. */
export const staffAccessSchema = z.object({ staff: z.boolean() });
export type StaffAccess = z.infer<typeof staffAccessSchema>;

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
  status: ticketStatusSchema,
  /** 'bought' by this account, or a 'gift' to its verified email. */
  relation: z.enum(['bought', 'gift']),
  issuedAt: z.string(),
});
export type MyTicket = z.infer<typeof myTicketSchema>;
export const myTicketsResponseSchema = z.object({ tickets: z.array(myTicketSchema) });
export type MyTicketsResponse = z.infer<typeof myTicketsResponseSchema>;

/**
 * POST /api/email/send-ticket-email: the spec's body (§7, `{ ticketData, email }`) is accepted,
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
