import { z } from 'zod';
import {
  ADMIN_PAGE_SIZE_DEFAULT,
  ADMIN_PAGE_SIZE_MAX,
  ADMIN_SEARCH_MAX,
  type AuditEntry,
  adminMessages as m,
  type PagedAnswer,
} from '../messages/admin.ts';
import { NO_CONTROL_CHARACTERS } from './patterns.ts';

/**
 * The back office's shared shapes (architecture.md §15). Every list under /api/admin pages, sorts and
 * filters on the server with the same query: `page` (from 1), `pageSize` (1..100, 25),
 * `sort` (one of the list's own fields), `dir` (asc|desc) and `q` (free text). A list adds its
 * own filters with `.extend({...})`:
 *
 *   const ordersQuery = adminListQuery(['createdAt', 'amount'], 'createdAt').extend({ status: ... });
 *   response: { 200: pagedAnswerSchema(orderRowSchema) }
 */
export function adminListQuery<const Sort extends readonly [string, ...string[]]>(
  sortFields: Sort,
  defaultSort: Sort[number],
  defaultDir: 'asc' | 'desc' = 'desc',
) {
  return z.object({
    page: z.coerce.number({ error: m.page }).int({ error: m.page }).min(1, { error: m.page }).default(1),
    pageSize: z.coerce
      .number({ error: m.pageSize })
      .int({ error: m.pageSize })
      .min(1, { error: m.pageSize })
      .max(ADMIN_PAGE_SIZE_MAX, { error: m.pageSize })
      .default(ADMIN_PAGE_SIZE_DEFAULT),
    sort: z.enum(sortFields, { error: m.sortBy(sortFields) }).default(defaultSort as never) as z.ZodDefault<
      z.ZodEnum<{ [K in Sort[number]]: K }>
    >,
    dir: z.enum(['asc', 'desc'], { error: m.direction }).default(defaultDir),
    q: z
      .string()
      .trim()
      .max(ADMIN_SEARCH_MAX, { error: m.search })
      // PostgreSQL refuses a NUL in text (a 500 otherwise); no one searches for control characters.
      .regex(NO_CONTROL_CHARACTERS, { error: m.search })
      .optional()
      .transform((q) => q || undefined),
  });
}

/** The parsed list query: what a list's repository takes. */
export interface AdminListQuery<Sort extends string = string> {
  page: number;
  pageSize: number;
  sort: Sort;
  dir: 'asc' | 'desc';
  q?: string | undefined;
}

/** `{ items, page, pageSize, total }` around a list's row schema. */
export function pagedAnswerSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}
export type { PagedAnswer };

/** GET /api/admin/audit-log: newest first by default; filter by action and target. */
export const auditLogQuerySchema = adminListQuery(['createdAt', 'action', 'actorEmail'], 'createdAt').extend({
  action: z
    .string()
    .trim()
    .max(60, { error: m.filter('action') })
    .regex(/^[a-z0-9_.-]*$/, { error: m.filter('action') })
    .optional()
    .transform((v) => v || undefined),
  targetType: z
    .string()
    .trim()
    .max(40, { error: m.filter('target type') })
    .regex(/^[a-z0-9_-]*$/, { error: m.filter('target type') })
    .optional()
    .transform((v) => v || undefined),
  targetId: z
    .string()
    .trim()
    .max(100, { error: m.filter('target') })
    .optional()
    .transform((v) => v || undefined),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorUserId: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  subject: z.object({ name: z.string(), detail: z.string().nullable() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
}) satisfies z.ZodType<AuditEntry>;

export const auditLogAnswerSchema = pagedAnswerSchema(auditEntrySchema);
