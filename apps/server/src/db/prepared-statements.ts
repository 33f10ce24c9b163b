/**
 * PostgreSQL: the statements compiled once (compiled-query.ts) are also prepared once on each
 * connection, as named prepared statements, so the server parses and plans each of them once per
 * connection instead of on every run (decision 35). In a rush every request runs a few of them;
 * parsing and planning them again each time was a good part of PostgreSQL's CPU, on the same two
 * cores as the server processes (`pgbench -S` on this machine: 14,300 queries a second unnamed,
 * 31,600 prepared).
 *
 * Kysely hands `pg` the SQL text and its values only, so the name is added here: each connection's
 * `query` looks the text up among the registered ones and, if found, runs it under its name. A
 * text with `*` in it is not prepared: a prepared `select *` fails ("cached plan must not change
 * result type") once a migration adds a column, which a process still running the old code would
 * meet during a rolling deploy.
 */

const names = new Map<string, string>();

/** compileOnce: `sql` runs many times with new values. Registered for either dialect; only PostgreSQL's connections look. */
export function registerPreparedStatement(sql: string): void {
  if (sql.includes('*') || names.has(sql)) return;
  names.set(sql, `storefront_${names.size + 1}`);
}

/** The name a registered text runs under (undefined: run it unnamed). */
export const preparedNameOf = (sql: string): string | undefined => names.get(sql);

/** What database.ts gives each new `pg` connection: its `query`, so that registered texts run prepared. */
interface QueryingClient {
  query: (...args: unknown[]) => unknown;
}

/** Wraps a new connection's `query`: Kysely calls it as `query(text, values)`. */
export function preparingStatements(client: QueryingClient): void {
  const query = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const [text, values] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? names.get(text) : undefined;
    return name ? query.call(this, { name, text, values }) : query.apply(this, args);
  };
}
