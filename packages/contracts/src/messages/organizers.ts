/**
 * The marketplace's own words (architecture.md §16): the organizer console, applications and payouts.
 * Zod-free, so the console's screens can show them without loading Zod; the Zod schemas that
 * check these shapes are in api/organizers.ts (each `satisfies` the type here).
 */
import {
  APPLICATION_ABOUT_MAX,
  APPLICATION_NAME_MAX,
  APPLICATION_REGISTRATION_MAX,
  DECISION_REASON_MAX,
} from '../rules/organizer-limits.ts';
import type { PagedAnswer } from './admin.ts';

export const ORGANIZER_STATUSES = ['pending', 'approved', 'declined', 'paused'] as const;
export type OrganizerStatusName = (typeof ORGANIZER_STATUSES)[number];

export const organizerStatusLabels: Record<OrganizerStatusName, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  declined: 'Declined',
  paused: 'Paused',
};

export const organizerMessages = {
  /** 403 for a signed-in account that is not an approved (or paused) organizer. */
  organizersOnly: 'Only approved organizers can use the organizer console.',
  notAllowedTitle: 'Organizers only',
  notAllowedBody:
    'The organizer console is for organizers the platform has approved. Apply from the organizers page; we email you when an admin has decided.',

  // Applying (POST /api/organizer-applications).
  nameRequired: 'Please enter the name you sell tickets under.',
  nameLength: `The organizer name must be at most ${APPLICATION_NAME_MAX} characters.`,
  nameCharacters: 'The organizer name must not contain control or invisible characters.',
  phone: 'Please enter a phone number we can call, such as +234 803 123 4567.',
  aboutRequired: 'Please tell us what events you run.',
  aboutLength: `What you run must be at most ${APPLICATION_ABOUT_MAX} characters.`,
  aboutCharacters: 'What you run must not contain control characters other than line breaks.',
  registration: `The registration number must be at most ${APPLICATION_REGISTRATION_MAX} letters, digits, spaces, dashes or slashes.`,
  alreadyPending: 'You have already applied. An admin is reviewing your application; we email you when they decide.',
  alreadyApproved: 'You are already an approved organizer: open your organizer console.',
  applied: 'Thank you! Your application is in. We email you when an admin has decided.',

  // The admins' decisions (/api/admin/organizers).
  notFound: 'No organizer found with this ID.',
  reasonRequired: 'Please give a reason: the applicant reads it in the email.',
  reasonLength: `A reason must be at most ${DECISION_REASON_MAX} characters.`,
  reasonCharacters: 'A reason must not contain control characters other than line breaks.',
  commission: 'The commission must be a percentage from 0 to 100, or empty for the platform’s setting.',
  publishesDirectly: 'Publishes directly must be true or false.',
  settingsEmpty: 'Send a commission, publishes directly, or both.',
  statusFilter: `Status must be one of: ${ORGANIZER_STATUSES.join(', ')}.`,
  cannotApprove: (status: OrganizerStatusName) =>
    status === 'approved' || status === 'paused'
      ? 'This organizer is already approved.'
      : 'Only a pending application can be approved: this one was declined; the applicant may apply again.',
  cannotDecline: (status: OrganizerStatusName) =>
    status === 'declined'
      ? 'This application is already declined.'
      : 'Only a pending application can be declined: pause an approved organizer instead.',
  cannotPause: (status: OrganizerStatusName) =>
    status === 'paused' ? 'This organizer is already paused.' : 'Only an approved organizer can be paused.',
  cannotResume: (status: OrganizerStatusName) =>
    status === 'approved' ? 'This organizer is not paused.' : 'Only a paused organizer can be resumed.',

  /** Initialize of a paused organizer's event; the event page says the same. */
  salesPaused: 'Ticket sales for this event are paused. Tickets already bought stay valid.',
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
/** GET /api/organizer-application: the signed-in account's application, or null when there is none. */
export interface OrganizerApplication {
  id: string;
  name: string;
  slug: string;
  phone: string;
  about: string;
  registrationNumber: string | null;
  status: OrganizerStatusName;
  /** The admin's reason for a decline or a pause; null otherwise. */
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** One row of GET /api/admin/organizers. */
export interface AdminOrganizerRow {
  id: string;
  name: string;
  slug: string;
  email: string;
  status: OrganizerStatusName;
  /** Their events, any status. */
  events: number;
  createdAt: string;
  decidedAt: string | null;
}

/** GET /api/admin/organizers: a page, and how many organizers each status holds. */
export interface AdminOrganizersAnswer extends PagedAnswer<AdminOrganizerRow> {
  counts: Record<OrganizerStatusName, number>;
}

/** GET /api/admin/organizers/{id} and the answer of every action on one. */
export interface AdminOrganizerDetail {
  id: string;
  name: string;
  slug: string;
  email: string;
  phone: string;
  about: string;
  registrationNumber: string | null;
  status: OrganizerStatusName;
  decisionReason: string | null;
  decidedAt: string | null;
  decidedByEmail: string | null;
  createdAt: string;
  /** The commission in effect, in percent (the override, else PLATFORM_COMMISSION_PERCENT). */
  commissionPercent: number;
  /** An admin's override in percent; null: the platform's setting. */
  commissionOverridePercent: number | null;
  platformCommissionPercent: number;
  publishesDirectly: boolean;
  payoutAccount: {
    bankCode: string;
    bankName: string;
    accountLast4: string;
    accountName: string;
    subaccountCode: string;
  } | null;
  events: { id: string; title: string; status: string; reviewStatus: string }[];
}
