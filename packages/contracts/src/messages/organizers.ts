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

/** Getting paid (decision 31): the payout account's words, on the console's screen and from the API. */
export const payoutMessages = {
  noAccount: 'No payout account yet: you cannot publish an event until you add one.',
  bankRequired: 'Choose your bank from the list.',
  unknownBank: 'We do not know that bank: choose yours from the list.',
  accountNumber: 'Enter the 10-digit account number (NUBAN), digits only.',
  accountName: 'Check the account first: we need the holder’s name it resolved to.',
  unresolvable: 'We could not find that account at that bank. Check the number and the bank, then try again.',
  nameChanged:
    'The account now resolves to another name than the one you confirmed. Check the account again before saving.',
  refused: (reason: string) => `The payment service refused this account: ${reason}`,
  unavailable: 'The payment service is not answering right now. Nothing was saved; try again in a few minutes.',
  banksUnavailable: 'We could not load the list of banks just now. Try again in a few minutes.',
  saved: 'Payout account saved. Your next sales are paid into it.',
} as const;
