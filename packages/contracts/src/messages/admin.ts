/**
 * The back office's own words (the spec has none for it), and the list rules both sides use.
 * Zod-free, so the admin screens can show them without loading Zod (scripts/check-bundle.mjs).
 */
export const ADMIN_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** The longest search text a list takes. */
export const ADMIN_SEARCH_MAX = 200;

export const adminMessages = {
  /** 403 for a signed-in account that is not an admin (staff and buyers alike). */
  adminOnly: 'Only admins can use the back office.',
  notAllowedTitle: 'Admins only',
  notAllowedBody:
    'This part of the site is for the people who run the storefront. If you should have access, ask an admin to add your account.',
  page: 'The page must be a whole number from 1.',
  pageSize: `The page size must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}.`,
  direction: 'The sort direction must be asc or desc.',
  search: `The search text must be at most ${ADMIN_SEARCH_MAX} characters, without control characters.`,
  sortBy: (fields: readonly string[]) => `Sort by one of: ${fields.join(', ')}.`,
  filter: (name: string) => `The ${name} filter is not valid.`,
  listEmpty: 'Nothing here yet.',
  listNoMatch: 'Nothing matches these filters.',
  listFailed: 'The list could not be loaded. Please try again.',
} as const;

/** A page of a server-side list: what every `GET /api/admin/...` list answers. */
export interface PagedAnswer<T> {
  items: T[];
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Rows matching the filters, over all pages. */
  total: number;
}

/**
 * What an audit entry was done to, by name (architecture.md §15), read from its row now (an event's title
 * as it is today); null when the entry's target is of no kind below or no longer exists.
 */
export interface AuditSubject {
  /** An event's title, an order's or a ticket's reference... see `name` by kind in audit-log.ts. */
  name: string;
  /** Who or what else it concerns: an order's buyer and event, a ticket's event, a support ticket's sender. */
  detail: string | null;
}

/** One audit entry as the audit-log screen shows it (the JSON of `auditEntrySchema`). */
export interface AuditEntry {
  id: string;
  actorUserId: string;
  /** Copied when the entry was written: who it was then, even if the account changed or went. */
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  subject: AuditSubject | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}
