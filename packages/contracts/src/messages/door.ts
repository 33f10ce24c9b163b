/**
 * The door's own words (the spec has none for it). Apart from api/door.ts and its Zod schemas, so
 * the /check-in chunk that shows them does not load Zod.
 */
const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
/** A wait as a person says it: seconds under a minute, else whole minutes (rounded up). */
const waitText = (seconds: number) =>
  seconds < 60 ? count(seconds, 'second') : count(Math.ceil(seconds / 60), 'minute');

export const doorMessages = {
  valid: 'Valid ticket: not used yet.',
  /**
   * The QR page for signed-in door staff before they press Admit (docs/door.md "Scanning", decision 47):
   * nothing green until the admission is recorded.
   */
  pressAdmit: 'Not admitted yet: press Admit to let them in.',
  /** The same for a group some of whom are in already. */
  pressAdmitNext: (admitted: number, admits: number) =>
    `${admitted} of ${admits} in, ${people(admits - admitted)} left. Not admitted yet: press Admit to let the next one in.`,
  admitted: 'Checked in: let them in.',
  used: 'Already used.',
  cancelled: 'This ticket was cancelled.',
  eventCancelled: 'This event was cancelled: its tickets are no longer valid.',
  invalid: 'Invalid ticket: this code is not one of ours or has been altered.',
  staffOnly: 'Only door staff can check tickets in.',
  /** A ticket for N people: one scan, one person. */
  admittedOne: (admitted: number, admits: number) =>
    admits === 1
      ? 'Checked in: let them in.'
      : `Checked in: let one person in. ${admitted} of ${admits} in, ${admits - admitted} left.`,
  /** Every person on the ticket is in. */
  allIn: (admits: number) => (admits === 1 ? 'Already used.' : `All ${people(admits)} on this ticket are already in.`),
  /** Some of a group are in: how many may still come. */
  someIn: (admitted: number, admits: number) => `${admitted} of ${admits} in, ${people(admits - admitted)} left.`,
  /** A ticket for another show than the one this door admits for. */
  wrongEvent: (title: string, date: string) => `This ticket is for ${title} on ${date}.`,
  /**
   * A ticket for another date of the event this door admits one date of (decision 52): the time it
   * is for, so the holder knows when to come back.
   */
  wrongShowtime: (dateTime: string) => `This ticket is for another showing: ${dateTime}.`,
  /** Scanned before the doors open: staff confirm or wait. */
  early: (doorsOpen: string) => `Doors open ${doorsOpen}. Admit anyway?`,
  /** Scanned after the event's day. */
  late: (day: string) => `This event was on ${day}. Admit anyway?`,
  /** No such event for the door to admit for. */
  noSuchEvent: 'Choose an event to admit for: this one does not exist or is not on sale.',
  chooseEvent: 'Choose the event this door admits for.',
  chooseShowtime: 'Choose the date this door admits for.',
  noSuchShowtime: "Choose a date to admit for: this one is not one of the event's dates.",
  /**
   * Too many typed codes and references that found no ticket from one staff account (429; docs/door.md
   * "Scanning"): QR codes still work, so the door need not stop.
   */
  tooManyMisses: (seconds: number) =>
    `Too many codes or references not found from this account. Wait ${waitText(seconds)} before typing another; scanning QR codes still works.`,
} as const;

/** The ticket page's "Send to a friend" (architecture.md §11). */
export const ticketShareMessages = {
  sent: (email: string) => `The ticket is on its way to ${email}. They show its QR code at the door.`,
  notYours: 'Only the buyer of this ticket, or the person it was given to, can send it on.',
  everyoneIn: 'Everyone this ticket admits is already in: there is nobody left to send it to.',
  failed: 'Failed to send the ticket. Please try again.',
} as const;
