import { CompiledQuery, type Kysely } from 'kysely';
import { COMMIT_WITHOUT_WAITING } from './commit-durability.ts';
import type { Database } from './schema.ts';

/**
 * PostgreSQL: a transaction's last statements and its commit, sent as one message (decision 35).
 *
 * Rows every hold of a rush updates (the event's seats, its tier's tickets) stay locked from the
 * update to the commit. Sent one at a time, each statement waits for the answer to the one before,
 * and in a busy server process that answer waits for the event loop to come round to its socket:
 * tens of milliseconds with the rows locked while every other hold of the event queues behind
 * them. PostgreSQL's simple query protocol takes several statements in one text and runs them one
 * after the other in the server, so the rows are locked only for the time the server itself takes.
 *
 * That protocol has no parameters: the values are written into the text, through `sqlText` and
 * `sqlInteger` only. A statement that fails (a CHECK constraint: not enough stock) stops the text
 * there, commit included; the transaction is then aborted and the error the caller lets through
 * rolls it back. The commit is `commit and chain`, which opens a new transaction at once, so
 * that Kysely's own commit, when the transaction's callback returns, closes that one instead of
 * warning that there is no transaction in progress. Nothing may run in the transaction after this.
 *
 * The commit does not wait for the disk, so the rows are unlocked as soon as the server has run
 * the text; the work is on disk all the same by the time the transaction's promise resolves
 * (decision 41). The chained transaction takes an id (`txid_current()`), so Kysely's commit of it
 * waits for the WAL to reach the disk up to its own record, which lies after this commit's. The
 * wait costs no round trip of its own, and concurrent commits share the flush.
 */
export async function commitWith(trx: Kysely<Database>, statements: readonly string[]): Promise<void> {
  if (!trx.isTransaction) throw new Error('commitWith ends a transaction: call it inside one');
  const text = [COMMIT_WITHOUT_WAITING, ...statements, 'commit and chain', 'select txid_current()'];
  await trx.executeQuery(CompiledQuery.raw(text.join(';\n')));
}

/**
 * A string as a PostgreSQL literal, as `pg`'s escapeLiteral writes it: quotes doubled, and
 * backslashes doubled inside an E'' string, so the text means itself whatever the server's
 * `standard_conforming_strings` says. PostgreSQL text cannot hold a NUL character.
 */
export function sqlText(value: string): string {
  if (value.includes('\0')) throw new Error('a PostgreSQL literal cannot hold a NUL character');
  const quoted = `'${value.replaceAll("'", "''").replaceAll('\\', '\\\\')}'`;
  return value.includes('\\') ? `E${quoted}` : quoted;
}

/** A whole number as a literal; anything else is a mistake in the caller. */
export function sqlInteger(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not a whole number: ${value}`);
  return String(value);
}
