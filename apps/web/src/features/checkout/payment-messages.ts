import { messages } from '@storefront/contracts/messages';
import { ApiError } from '../../lib/api.ts';

/** The server's own message of a failed call, or null (no answer, or only product.md §8's 'HTTP error! Status: N'). */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.message !== messages.auth.httpError(error.status)) return error.message;
  return null;
}

/**
 * The {reason} of 'Payment successful, but failed to create ticket: {reason}. Please contact
 * support at {support}.': the failure's own words, without a final full stop (the sentence adds one).
 */
export function ticketFailureReason(error: unknown): string {
  const text = serverMessage(error) ?? (error instanceof Error && error.message ? error.message : 'unknown error');
  return text.replace(/[.\s]+$/, '');
}
