/**
 * Errors that say the database cannot serve right now, rather than that a query is wrong
 * (decision 24). The API answers them 503 with a sentence and the process carries on: the next
 * request opens a new connection, so service comes back by itself when the database does.
 */

/** Node's socket errors for a server that is down, unreachable or gone mid-conversation. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), the server shutting
 * down or crashed (57P01 admin_shutdown, 57P02 crash_shutdown), starting up or in recovery
 * (57P03 cannot_connect_now), and out of connection slots (53300 too_many_connections).
 */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;

/** What `pg` and pg-pool throw themselves when a connection breaks or cannot be had in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Client was closed and is not queryable/,
];

/** SQLite's busy and locked results: another connection kept the write lock past busy_timeout. */
const SQLITE_BUSY = /^SQLITE_(BUSY|LOCKED)/;

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/** True when PostgreSQL cannot be reached or has dropped the connection (not a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = codeOf(error);
  if (SOCKET_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code)) return true;
  if (DRIVER_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // A pool error wraps the socket's in `cause` on some paths (AggregateError for several addresses).
  const nested = [(error as { cause?: unknown }).cause, ...((error as { errors?: unknown[] }).errors ?? [])];
  return nested.some((inner) => inner !== undefined && inner !== error && isDatabaseUnavailable(inner));
}

/** True when SQLite stayed locked by another writer for longer than its busy timeout. */
export function isDatabaseBusy(error: unknown): boolean {
  return error instanceof Error && SQLITE_BUSY.test(codeOf(error));
}

/** The sentences a person reads when the database cannot serve; the health check says the first too. */
export const databaseMessages = {
  unavailable: 'The service is briefly unavailable: our database cannot be reached. Please try again in a moment.',
  busy: 'The service is very busy right now. Please try again in a moment.',
} as const;

/** Seconds a client should wait before trying again (the Retry-After header of those 503s). */
export const RETRY_AFTER_SECONDS = 5;

/** A unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * A unique-constraint violation of one index: PostgreSQL names the index (`constraint`), SQLite
 * names the table's columns in its message ("UNIQUE constraint failed: tickets.manual_code").
 */
export function isUniqueViolationOf(error: unknown, index: { name: string; tableColumn: string }): boolean {
  if (!isUniqueViolation(error)) return false;
  if ((error as { constraint?: unknown }).constraint === index.name) return true;
  return error instanceof Error && error.message.endsWith(`: ${index.tableColumn}`);
}

/** A CHECK constraint refused a row (PostgreSQL's check_violation; decision 35 relies on it for stock). */
export function isCheckViolation(error: unknown): boolean {
  return codeOf(error) === '23514';
}
