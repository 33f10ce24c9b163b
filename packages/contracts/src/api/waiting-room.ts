import { z } from 'zod';
import { waitingRoomMessages } from '../rules/waiting-room.ts';

export { waitingRoomMessages };

/**
 * The waiting room of an on-sale (decision 54): buyers who open the sale from a set time before
 * it take a place; at the on-sale time the places taken so far are put in a random order (a
 * lottery), later ones join the back; the room admits a number of buyers a second, each with a
 * short-lived pass bound to their account that the order must carry.
 */

/** The room's phases: before its doors open, places before the on-sale (drawn at it), admitting, sold out. */
export const WAITING_ROOM_STATUSES = ['closed', 'queueing', 'admitting', 'soldOut'] as const;
export type WaitingRoomStatus = (typeof WAITING_ROOM_STATUSES)[number];

/** On an event that has a waiting room (`StorefrontEvent.waitingRoom`). */
export const eventWaitingRoomSchema = z.object({
  /** When the lottery is drawn and buyers start going in (ISO 8601 UTC). */
  onSaleAt: z.string(),
  /** From when buyers who open the sale take a place (ISO 8601 UTC). */
  queueOpensAt: z.string(),
});
export type EventWaitingRoom = z.infer<typeof eventWaitingRoomSchema>;

/**
 * GET /api/events/{id}/waiting-room: the room as everyone sees it, the same answer for every
 * buyer (served from memory): a buyer knowing their position compares it with `admittedThrough`.
 */
export const waitingRoomStateSchema = eventWaitingRoomSchema.extend({
  status: z.enum(WAITING_ROOM_STATUSES),
  /** Every position up to this one has been let in (0: nobody yet). */
  admittedThrough: z.number().int().nonnegative(),
  /** Places numbered by the lottery at the on-sale (positions 1 to this, in their lottery keys' order). */
  drawn: z.number().int().nonnegative(),
  /**
   * While admission is among the drawn places, the lottery key of the last let in: a page that
   * knows its own key (`WaitingPlace.lotteryKey`) knows it is let in when its key is not above this
   * one, without asking for its position first.
   */
  admittedKey: z.string().nullable(),
  /** Places not yet let in. */
  waiting: z.number().int().nonnegative(),
  admitPerSecond: z.number().positive(),
  /** How long a buyer let in has to start their order. */
  passMinutes: z.number().int().positive(),
  /** The server's clock when this answer was made (ISO 8601 UTC): the page counts down from it. */
  serverTime: z.string(),
});
export type WaitingRoomState = z.infer<typeof waitingRoomStateSchema>;

/** POST /api/events/{id}/waiting-room/place: `again` gives up a used or lapsed turn for a new place at the back. */
export const waitingPlaceRequestSchema = z
  .object({ again: z.boolean({ error: 'again must be true or false.' }).optional() }, { error: 'Send an object.' })
  .strict();

export const WAITING_PLACE_STATES = ['waiting', 'admitted', 'used', 'expired'] as const;

/** A buyer's own place (signed in, email confirmed); taking it again is the same place. */
export const waitingPlaceSchema = z.object({
  /** waiting: not let in yet; admitted: the pass below is theirs to use; used: an order took it; expired: it lapsed. */
  state: z.enum(WAITING_PLACE_STATES),
  /** This place's random key in the lottery: the draw orders the places taken before the on-sale by it. */
  lotteryKey: z.string(),
  /** 1 is first; null until the lottery is drawn at the on-sale. */
  position: z.number().int().positive().nullable(),
  /** Places before this one still waiting; null until the draw. */
  ahead: z.number().int().nonnegative().nullable(),
  /** Seconds until this place is let in at the room's rate; null until the draw. */
  estimateSeconds: z.number().int().nonnegative().nullable(),
  /** The signed pass that opens the order (`waitingRoomPass` of POST /api/initialize-transaction), when admitted. */
  pass: z.object({ token: z.string(), expiresAt: z.string() }).nullable(),
  room: waitingRoomStateSchema,
});
export type WaitingPlace = z.infer<typeof waitingPlaceSchema>;

/** PUT …/events/{id}/waiting-room (back office, organizer console): turns the room on or changes it live. */
export const waitingRoomSettingsSchema = z.object(
  {
    onSaleAt: z.string({ error: waitingRoomMessages.onSaleAt }).max(40, { error: waitingRoomMessages.onSaleAt }),
    queueOpensMinutesBefore: z
      .number({ error: waitingRoomMessages.queueOpensMinutesBefore })
      .int({ error: waitingRoomMessages.queueOpensMinutesBefore })
      .min(0, { error: waitingRoomMessages.queueOpensMinutesBefore })
      .max(1440, { error: waitingRoomMessages.queueOpensMinutesBefore }),
    admitPerSecond: z
      .number({ error: waitingRoomMessages.admitPerSecond })
      .min(0.1, { error: waitingRoomMessages.admitPerSecond })
      .max(1000, { error: waitingRoomMessages.admitPerSecond }),
    passMinutes: z
      .number({ error: waitingRoomMessages.passMinutes })
      .int({ error: waitingRoomMessages.passMinutes })
      .min(1, { error: waitingRoomMessages.passMinutes })
      .max(30, { error: waitingRoomMessages.passMinutes }),
  },
  { error: waitingRoomMessages.settingsBody },
);
export type WaitingRoomSettings = z.infer<typeof waitingRoomSettingsSchema>;

/** The back office's view of an event's room: its settings (null: none) and its places so far. */
export const adminWaitingRoomSchema = z.object({
  timeZone: z.string(),
  room: eventWaitingRoomSchema
    .extend({
      queueOpensMinutesBefore: z.number().int().nonnegative(),
      admitPerSecond: z.number().positive(),
      passMinutes: z.number().int().positive(),
    })
    .nullable(),
  places: z.object({
    total: z.number().int().nonnegative(),
    waiting: z.number().int().nonnegative(),
    admitted: z.number().int().nonnegative(),
    used: z.number().int().nonnegative(),
    expired: z.number().int().nonnegative(),
  }),
});
export type AdminWaitingRoom = z.infer<typeof adminWaitingRoomSchema>;
