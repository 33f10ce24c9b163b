import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import { registerPreparedStatement } from './prepared-statements.ts';
import type { Database } from './schema.ts';

/**
 * A query built and compiled by Kysely once, then run with new values on every call.
 *
 * Kysely builds and compiles a query anew for every call; for a small query that costs about
 * six times as much as running it on SQLite (about 29 µs against 4.5 µs, measured on the
 * ticket lookup). The hot queries of the purchase are a fixed shape with changing values, so
 * each is compiled once with one placeholder value per argument, and the placeholders are
 * swapped for the real values by position. Both dialects work: the SQL is compiled by the
 * database's own dialect.
 *
 *   const findOrder = compileOnce((reference: string) =>
 *     db.selectFrom('orders').selectAll().where('reference', '=', reference));
 *   const { rows } = await findOrder(db, 'OWB-...');   // or findOrder(trx, ...) inside a transaction
 */
/** The database or a transaction: whatever runs the query. */
type Executor = Pick<Kysely<Database>, 'executeQuery'>;

export function compileOnce<Args extends unknown[], Row>(
  build: (...args: Args) => Compilable<Row>,
  // How many arguments: a builder's own count of parameters, unless it takes them as `...rest`.
  argumentCount = build.length,
): (executor: Executor, ...args: Args) => Promise<QueryResult<Row>> {
  // Placeholders no real value equals: text with a NUL, which every contract refuses. They are
  // only ever bound, never compared, so a number column taking one while compiling is harmless.
  const placeholders = Array.from({ length: argumentCount }, (_, i) => `\u0000compile-once-${i}`);
  const compiled: CompiledQuery<Row> = build(...(placeholders as Args)).compile();
  registerPreparedStatement(compiled.sql);
  // Where each argument goes: the parameter index of every use of its placeholder.
  const uses = compiled.parameters.map((value) => placeholders.indexOf(value as string));
  if (placeholders.some((_, i) => !uses.includes(i))) {
    throw new Error('compileOnce: every argument must be used in the query as a bound value');
  }
  return (executor: Executor, ...args: Args) => {
    const query: CompiledQuery<Row> = {
      ...compiled,
      parameters: compiled.parameters.map((value, index) => (uses[index] === -1 ? value : args[uses[index] as number])),
    };
    const runNow = directRunners.get(executor);
    if (runNow) {
      try {
        const result = runNow(query) as QueryResult<Row> | undefined;
        if (result) return Promise.resolve(result);
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return executor.executeQuery<Row>(query);
  };
}

/**
 * Runs a compiled query at once and answers its result, or answers undefined when the query
 * must wait its turn through Kysely (database.ts: SQLite while a transaction is open).
 */
export type DirectRunner = (query: CompiledQuery) => QueryResult<unknown> | undefined;

const directRunners = new WeakMap<object, DirectRunner>();

/**
 * database.ts: `db`'s compiled queries may run through `run` instead of Kysely's executor. On
 * SQLite a query is a synchronous call on the one connection; Kysely still queues it behind a
 * lock and a chain of promises (its connection provider, its executor), which cost more than a
 * small query itself (docs/performance-history.md §18). Only the database object itself is registered: a
 * transaction's queries (another object) always go through Kysely.
 */
export function registerDirectRunner(db: Kysely<Database>, run: DirectRunner): void {
  directRunners.set(db, run);
}

/**
 * `compileOnce` for code handed the database or one of its transactions (a repository made per
 * call, a helper): `compile(db)` makes its statements once per database, on first use, and every
 * later call with that database or any of its transactions gets the same ones. A transaction
 * shares its database's adapter (its dialect), which is what the compiled SQL depends on.
 *
 *   const statementsOf = compiledFor((db) => ({ find: compileOnce((id: string) => db.selectFrom(...)) }));
 *   const { find } = statementsOf(trx);
 */
export function compiledFor<Statements>(
  compile: (db: Kysely<Database>) => Statements,
): (db: Kysely<Database>) => Statements {
  const byAdapter = new WeakMap<object, Statements>();
  return (db) => {
    const adapter = db.getExecutor().adapter;
    let statements = byAdapter.get(adapter);
    if (!statements) {
      statements = compile(db);
      byAdapter.set(adapter, statements);
    }
    return statements;
  };
}
