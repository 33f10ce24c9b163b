import { messages } from '@storefront/contracts/messages';
import { isValidEmail } from '@storefront/contracts/rules';

/** product.md §3.5: an organizer inquiry. */
export interface OrganizerInquiry {
  name: string;
  email: string;
  organization: string;
  eventType: string;
  message: string;
}

export const emptyInquiry: OrganizerInquiry = { name: '', email: '', organization: '', eventType: '', message: '' };

export const EVENT_TYPES = ['Concert', 'Movie screening', 'Festival', 'Conference or workshop', 'Sports', 'Other'];

/** product.md §5: name and email are required ('Please fill in all required fields.'); the email must look like one. */
export function validateInquiry(inquiry: OrganizerInquiry): string | null {
  if (!inquiry.name.trim() || !inquiry.email.trim()) return messages.validation.requiredFields;
  if (!isValidEmail(inquiry.email.trim())) return messages.validation.email;
  return null;
}
