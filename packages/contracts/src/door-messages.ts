/**
 * The door's own words (the spec has none for it). Apart from door.ts and its Zod schemas, so
 * the /check-in chunk that shows them does not load Zod.
 */
export const doorMessages = {
  valid: 'Valid ticket: not used yet.',
  admitted: 'Checked in: let them in.',
  used: 'Already used.',
  cancelled: 'This ticket was cancelled.',
  invalid: 'Invalid ticket: this code is not one of ours or has been altered.',
  staffOnly: 'Only door staff can check tickets in.',
} as const;
