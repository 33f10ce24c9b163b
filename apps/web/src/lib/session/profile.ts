import type { BuyerDetails, UserProfile } from '@storefront/contracts/api';
import { isRecord } from '../records.ts';

/**
 * Shape checks for what the account calls answer and what browser storage holds. Written by
 * hand (not with the contracts' Zod schemas) so Zod stays out of the main chunk.
 */

/** The public profile `{ id, username, email }` (extra fields dropped), or null. */
export function toUserProfile(value: unknown): UserProfile | null {
  if (!isRecord(value)) return null;
  const { id, username, email } = value;
  if (typeof id !== 'string' || typeof username !== 'string' || typeof email !== 'string') return null;
  return { id, username, email };
}

/**
 * The buyer's own details of GET /api/me (`{ firstName, lastName, phone }`, each a string or
 * null; anything else reads as null), or null when the answer has none.
 */
export function toBuyerDetails(value: unknown): BuyerDetails | null {
  if (!isRecord(value)) return null;
  const text = (field: unknown) => (typeof field === 'string' && field ? field : null);
  return { firstName: text(value.firstName), lastName: text(value.lastName), phone: text(value.phone) };
}
