/**
 * The marketplace's own words (issue 23): the organizer console, applications and payouts.
 * Zod-free, so the console's screens can show them without loading Zod.
 */
export const organizerMessages = {
  /** 403 for a signed-in account that is not an approved (or paused) organizer. */
  organizersOnly: 'Only approved organizers can use the organizer console.',
  notAllowedTitle: 'Organizers only',
  notAllowedBody:
    'The organizer console is for organizers the platform has approved. Apply from the organizers page; we email you when an admin has decided.',
} as const;
