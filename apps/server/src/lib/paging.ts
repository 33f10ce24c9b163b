import type { AdminListQuery } from '@storefront/contracts/api';
import type { PagedAnswer } from '@storefront/contracts/messages';
import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * A page of a server-side list: counts the rows matching the filters and fetches one page of
 * them. A page past the end is simply empty (the total says how many there are).
 */
export async function pageOf<T>(
  query: Pick<AdminListQuery, 'page' | 'pageSize'>,
  fetch: { count(): Promise<number>; rows(limit: number, offset: number): Promise<T[]> },
): Promise<PagedAnswer<T>> {
  const [total, items] = await Promise.all([
    fetch.count(),
    fetch.rows(query.pageSize, (query.page - 1) * query.pageSize),
  ]);
  return { items, page: query.page, pageSize: query.pageSize, total };
}

/** `q` as a LIKE pattern that matches it literally anywhere (its own %, _ and \ escaped), lower-cased. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive "contains" over several text columns, the same on both databases
 * (PostgreSQL's LIKE is case-sensitive, SQLite's only for ASCII: both compare lower-cased).
 * Column names are the caller's constants, never the client's text.
 */
export function containsText(columns: readonly string[], q: string): Expression<SqlBool> {
  const pattern = likePattern(q);
  const tests = columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}
