import { authMessages } from '@storefront/contracts/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../config.ts';
import { withoutWaitingForDisk } from '../db/commit-durability.ts';
import { compiledFor, compileOnce } from '../db/compiled-query.ts';
import type { Database } from '../db/schema.ts';
import { httpError } from './http-error.ts';
import { hashToken } from './tokens.ts';

export interface LimitOptions {
  max: number;
  windowMs: number;
}

/**
 * AUTH_RATE_LIMIT_*: failed sign-ins per client address and email together, and sign-ups and
 * reset requests per email (decisions 5 and 22).
 */
export function authRateLimits(config: Config): LimitOptions {
  return { max: config.AUTH_RATE_LIMIT_MAX, windowMs: config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000 };
}

/**
 * AUTH_ADDRESS_FAILURE_LIMIT_*: failed sign-ins per client address, whatever the email. A
 * ceiling for a carrier's address shared by thousands during an on-sale (decision 22).
 */
export function addressFailureLimits(config: Config): LimitOptions {
  return {
    max: config.AUTH_ADDRESS_FAILURE_LIMIT_MAX,
    windowMs: config.AUTH_ADDRESS_FAILURE_LIMIT_WINDOW_SECONDS * 1000,
  };
}

/**
 * AUTH_ADDRESS_REQUEST_LIMIT_*: sign-ups, and apart from them reset requests, per client
 * address. Every one counts (each costs a password hash or an email), so the ceiling is sized
 * for the new buyers behind one carrier address (decision 22).
 */
export function addressRequestLimits(config: Config): LimitOptions {
  return {
    max: config.AUTH_ADDRESS_REQUEST_LIMIT_MAX,
    windowMs: config.AUTH_ADDRESS_REQUEST_LIMIT_WINDOW_SECONDS * 1000,
  };
}

/** The newsletter and organizer inquiry forms (FORM_RATE_LIMIT_*): a flood must not reach the team or the provider. */
export function formRateLimits(config: Config): LimitOptions {
  return { max: config.FORM_RATE_LIMIT_MAX, windowMs: config.FORM_RATE_LIMIT_WINDOW_SECONDS * 1000 };
}

/**
 * Failed sign-ins on one email from every address together (AUTH_EMAIL_RATE_LIMIT_*): a
 * ceiling well above the per-pair limit with a short window, so someone guessing from
 * many addresses is slowed, while wrong passwords sent by someone else lock the owner out for
 * seconds at most (decision 5).
 */
export function emailCeilingLimits(config: Config): LimitOptions {
  return { max: config.AUTH_EMAIL_RATE_LIMIT_MAX, windowMs: config.AUTH_EMAIL_RATE_LIMIT_WINDOW_SECONDS * 1000 };
}

export interface Hit {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
  /** The end of the window this hit was counted in: it names the window for `giveBack`. */
  resetAt: string;
}

/** A counter to add one to, and the end of the window a new count would have. */
interface Count {
  key: string;
  resetAt: string;
}

/**
 * One attempt's counts in one statement: an upsert of a row per key, where a new or expired
 * window starts at 1 and a running one goes up by one. One statement is one commit on SQLite and
 * one round trip on PostgreSQL, for all of an attempt's keys. The rows are sorted by key, so
 * PostgreSQL locks them in one order for every attempt and two attempts cannot deadlock.
 */
const countAll = (db: Kysely<Database>, counts: Count[], now: string) =>
  db
    .insertInto('rate_limits')
    .values(counts.map(({ key, resetAt }) => ({ key, count: 1, reset_at: resetAt })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning(['key', 'count', 'reset_at']);

/** The keys and window ends of `counts`, then the time: the values of `countAll`'s statement, in order. */
const countValues = (counts: Count[], now: string) => [...counts.flatMap(({ key, resetAt }) => [key, resetAt]), now];

/**
 * The counters' statements, compiled once per database (compileOnce): every limited request runs
 * one or two, and building them anew each time cost more than running them. `countBy[n - 1]`
 * counts n keys (no limiter checks more than three).
 */
const statementsOf = compiledFor((db) => ({
  countBy: [1, 2, 3].map((n) =>
    compileOnce(
      (...values: string[]) => {
        const counts = Array.from({ length: n }, (_, i) => ({
          key: values[2 * i] ?? '',
          resetAt: values[2 * i + 1] ?? '',
        }));
        return countAll(db, counts, values[2 * n] ?? '');
      },
      2 * n + 1,
    ),
  ),
  // Only in the same window (the reset time names it) and never below zero.
  giveBack: compileOnce((key: string, resetAt: string) =>
    db
      .updateTable('rate_limits')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', key)
      .where('reset_at', '=', resetAt)
      .where('count', '>', 0),
  ),
}));

/** A counter's state once this attempt is added: its count and the end of its window. */
interface Counted {
  count: number;
  resetAt: string;
}

/** Adds one to each counter (one to three distinct keys) in one statement; answers each key's state. */
async function addOne(db: Kysely<Database>, counts: Count[], now: Date): Promise<Map<string, Counted>> {
  const sorted = [...counts].sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
  const statement = statementsOf(db).countBy[sorted.length - 1];
  if (!statement || new Set(sorted.map(({ key }) => key)).size !== sorted.length) {
    throw new Error(`rate_limits: ${sorted.length} keys counted at once (one to three distinct keys)`);
  }
  const nowIso = now.toISOString();
  // A count lost in a crash of the database changes nothing, so its commit does not wait for
  // the disk: a carrier's shared address is one row every buyer behind it updates, and
  // PostgreSQL would keep it locked for an fsync each (decision 24).
  const { rows } = await withoutWaitingForDisk(db, (runner) => statement(runner, ...countValues(sorted, nowIso)));
  // Now and then, forget windows that are over, so the table stays small.
  if (Math.random() < 0.01) {
    await db.deleteFrom('rate_limits').where('reset_at', '<=', nowIso).execute();
  }
  return new Map(rows.map((row) => [row.key, { count: Number(row.count), resetAt: row.reset_at }]));
}

/** Whether a counter at this state lets the attempt through, and when its window ends. */
function verdict({ count, resetAt }: Counted, max: number, now: Date): Hit {
  const retryAfter = Math.max(1, Math.ceil((Date.parse(resetAt) - now.getTime()) / 1000));
  return { allowed: count <= max, retryAfter, resetAt };
}

/**
 * Fixed-window attempt counters kept in the database (table `rate_limits`), so every server
 * process behind the load balancer shares them (architecture.md §3.2). One atomic upsert per attempt:
 * a new or expired window starts at 1, otherwise the count goes up by one.
 */
export function attemptCounter(db: Kysely<Database>, { max, windowMs }: LimitOptions) {
  return {
    async hit(key: string): Promise<Hit> {
      const now = new Date();
      const counted = (await addOne(db, [{ key, resetAt: windowEnd(now, windowMs) }], now)).get(key);
      if (!counted) throw new Error('rate_limits: the upsert returned no row');
      return verdict(counted, max, now);
    },
  };
}

const windowEnd = (now: Date, windowMs: number) => new Date(now.getTime() + windowMs).toISOString();

/** One counter an attempt is checked against: the limiter's name, what is counted, and its limit. */
export interface Check {
  name: string;
  /** The client address, an email, or both (`addressKey`, `emailKey`, `addressEmailKey`). */
  key: string;
  limit: LimitOptions;
}

/**
 * One attempt, counted under one to three keys. Every key is counted as the attempt arrives
 * (one atomic upsert for all of them), so attempts still in flight count: a thousand guesses fired at once meet
 * a count that already includes the others, and no more than the limit get through
 * (decision 22). What the attempt added can be given back, an atomic decrement of each counter,
 * when it turns out not to be a failure (a successful sign-in) or when it was refused anyway.
 */
export function countedAttempt(db: Kysely<Database>) {
  const counted: { key: string; resetAt: string }[] = [];

  /** Takes back this attempt's one from every counter it added to, in the window it was added. */
  async function giveBack(): Promise<void> {
    const taken = counted.splice(0);
    if (taken.length === 0) return;
    // Only in the same window (the reset time names it) and never below zero: after the window
    // has started over, the one is already gone, and the new window's count is someone else's.
    // One single-row statement per counter, like the upsert: a statement locking several rows
    // could deadlock on PostgreSQL with another attempt's, which may lock them in another order.
    const { giveBack: takeBack } = statementsOf(db);
    await Promise.all(taken.map(({ key, resetAt }) => takeBack(db, key, resetAt)));
  }

  return {
    /**
     * Counts the attempt under every check at once (one statement) and, when one is over its
     * limit, gives back everything this attempt added (a refused attempt was never tried, so it
     * must not eat into the other counters), answers 429 `{ message }` with the Retry-After of
     * the first check over its limit and resolves to true (the caller stops there).
     */
    async refused(reply: FastifyReply, checks: Check[]): Promise<boolean> {
      const retryAfter = await over(checks);
      if (retryAfter === null) return false;
      reply.code(429).send({ message: tooManyAttempts(reply, retryAfter) });
      return true;
    },
    /**
     * The same count for a caller inside a service (initialize's `admit`): over a limit it sets
     * Retry-After and throws the 429 with its sentence, for the error handler to answer.
     */
    async throwIfRefused(reply: FastifyReply, checks: Check[]): Promise<void> {
      const retryAfter = await over(checks);
      if (retryAfter !== null) throw httpError(429, tooManyAttempts(reply, retryAfter));
    },
    /**
     * The same count without an answer: the seconds to wait once a check is over its limit
     * (everything this attempt added given back), or null. For a caller that answers in its own
     * way (a page's form post, answered with a page).
     */
    over,
    giveBack,
  };

  async function over(checks: Check[]): Promise<number | null> {
    if (checks.length === 0) return null;
    const now = new Date();
    // Hashed: the table holds no addresses or emails in the clear, and keys stay short.
    const keyed = checks.map(({ name, key, limit }) => ({ key: `${name}:${hashToken(key)}`, limit }));
    const state = await addOne(
      db,
      keyed.map(({ key, limit }) => ({ key, resetAt: windowEnd(now, limit.windowMs) })),
      now,
    );
    const stateOf = (key: string): Counted => {
      const found = state.get(key);
      if (!found) throw new Error('rate_limits: the upsert returned no row for a key');
      return found;
    };
    for (const { key } of keyed) counted.push({ key, resetAt: stateOf(key).resetAt });
    // The first check over its limit, in the checks' order, refuses the attempt and says how long to wait.
    for (const { key, limit } of keyed) {
      const { allowed, retryAfter } = verdict(stateOf(key), limit.max, now);
      if (!allowed) {
        await giveBack();
        return retryAfter;
      }
    }
    return null;
  }
}

/** Over a limit: Retry-After on the reply, and the sentence the 429 says. */
function tooManyAttempts(reply: FastifyReply, retryAfter: number): string {
  reply.header('retry-after', String(retryAfter));
  return authMessages.tooManyAttempts(retryAfter);
}

/**
 * Counts an attempt under each key with one limit and, once any of them is over the limit,
 * answers 429 `{ message }` with Retry-After and resolves to true (the caller stops there).
 */
export function attemptLimit(db: Kysely<Database>, name: string, limit: LimitOptions) {
  return (reply: FastifyReply, keys: string[]): Promise<boolean> =>
    countedAttempt(db).refused(
      reply,
      keys.map((key) => ({ name, key, limit })),
    );
}

/**
 * A preHandler that counts the attempt under each check and answers 429 once one of them is
 * over its limit. Runs after validation, so `request.body` is the parsed contract body.
 */
export function limitChecks(db: Kysely<Database>, checksOf: (request: FastifyRequest) => Check[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (await countedAttempt(db).refused(reply, checksOf(request))) return reply;
  };
}

/**
 * `limitChecks` with one limit for every key (e.g. the client address and the email).
 */
export function limitAttempts(
  db: Kysely<Database>,
  name: string,
  limit: LimitOptions,
  keysOf: (request: FastifyRequest) => string[],
) {
  return limitChecks(db, (request) => keysOf(request).map((key) => ({ name, key, limit })));
}

function bodyEmail(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.toLowerCase() : null;
}

export const addressKey = (ip: string) => `ip:${ip}`;
export const emailKey = (email: string) => `email:${email.toLowerCase()}`;
/** One email tried from one address: the key of the per-pair sign-in limit. */
export const addressEmailKey = (ip: string, email: string) => `ip+email:${ip} ${email.toLowerCase()}`;

/** The client address, and the email in the body when there is one (the newsletter). */
export function addressAndEmail(request: FastifyRequest): string[] {
  const email = bodyEmail(request);
  return email ? [addressKey(request.ip), emailKey(email)] : [addressKey(request.ip)];
}

/** The client address only. */
export function addressOnly(request: FastifyRequest): string[] {
  return [addressKey(request.ip)];
}

/**
 * The counters of one try of a promo or access code (decision 30). Initialize, the promo check
 * and the hidden tiers' listing all count here, so a guesser gets one allowance however the
 * guesses are spread over them. Before, the check allowed 20 a minute per account, the listing 5
 * per 10 minutes per address, and initialize none. One pair of sizes now, in the shape decision 5
 * took for sign-in as amended by decision 22: a tight count for whoever tries (CODE_ACCOUNT_*,
 * the check's 20 a minute, enough for a buyer who mistypes; a guest is counted by address, so
 * signing out buys no more tries), and a ceiling per address sized for a carrier's shared
 * address (CODE_ADDRESS_*, 300 a minute, as failed sign-ins), since every code typed at Pay
 * during an on-sale is counted while it is in flight. The listing's 5 per 10 minutes would have
 * refused everyone's codes behind one mobile address after five mistakes.
 */
export function wrongCodeChecks(config: Config, ip: string, accountId: string | null): Check[] {
  const windowMs = config.CODE_RATE_LIMIT_WINDOW_SECONDS * 1000;
  const address = addressKey(ip);
  return [
    {
      name: 'wrong-code',
      key: accountId === null ? address : `account:${accountId}`,
      limit: { max: config.CODE_ACCOUNT_RATE_LIMIT_MAX, windowMs },
    },
    { name: 'wrong-code-address', key: address, limit: { max: config.CODE_ADDRESS_RATE_LIMIT_MAX, windowMs } },
  ];
}

/**
 * Sign-up and forgot-password: the email against AUTH_RATE_LIMIT_* (someone flooding one inbox
 * is stopped after a few, whatever their addresses), then the client address against the
 * shared-address ceiling (AUTH_ADDRESS_REQUEST_LIMIT_*). The email first: a request refused for
 * it says the email's wait, and its one is given back to the address's count, which everyone
 * behind that address shares.
 */
export function emailAndAddressCeiling(name: string, config: Config) {
  const perAddress = addressRequestLimits(config);
  const perEmail = authRateLimits(config);
  return (request: FastifyRequest): Check[] => {
    const email = bodyEmail(request);
    const address: Check = { name, key: addressKey(request.ip), limit: perAddress };
    return email ? [{ name, key: emailKey(email), limit: perEmail }, address] : [address];
  };
}
