import { organizerMessages } from '../messages/organizers.ts';
import { APPLICATION_ABOUT_MAX, APPLICATION_NAME_MAX, APPLICATION_REGISTRATION_MAX } from './organizer-limits.ts';

export * from './organizer-limits.ts';

/** A phone number as people type it: digits with spaces, dashes or brackets, an optional leading +; 7 to 15 digits. */
export function isOrganizerPhone(value: string): boolean {
  const compact = value.trim().replace(/[\s().-]/g, '');
  return /^\+?[0-9]{7,15}$/.test(compact) && value.trim().length <= 24;
}

/** A company registration number (CAC's RC/BN numbers and the like); empty is fine. */
export const REGISTRATION_PATTERN = /^[\p{L}\p{N} /-]*$/u;

/** The application as typed in the form on /organizers. */
export interface OrganizerApplicationFields {
  name: string;
  phone: string;
  about: string;
  /** Optional: empty when they have none. */
  registrationNumber: string;
}

/** The first problem of an application as typed, or null: the form checks before it sends, the server again. */
export function organizerApplicationProblem(fields: OrganizerApplicationFields): string | null {
  const m = organizerMessages;
  const name = fields.name.trim();
  if (!name) return m.nameRequired;
  if (name.length > APPLICATION_NAME_MAX) return m.nameLength;
  if (!isOrganizerPhone(fields.phone)) return m.phone;
  const about = fields.about.trim();
  if (!about) return m.aboutRequired;
  if (about.length > APPLICATION_ABOUT_MAX) return m.aboutLength;
  const registration = fields.registrationNumber.trim();
  if (registration.length > APPLICATION_REGISTRATION_MAX || !REGISTRATION_PATTERN.test(registration)) {
    return m.registration;
  }
  return null;
}
