import { authMessages } from '@storefront/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { hashToken } from './tokens.ts';

export interface LimitOptions {
  max: number;
  windowMs: number;
}

/** The limit every sign-in, sign-up and reset endpoint shares (AUTH_RATE_LIMIT_*, decision 0005). */
export function authRateLimits(config: Config): LimitOptions {
  return { max: config.AUTH_RATE_LIMIT_MAX, windowMs: config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000 };
}

/** The newsletter and organizer inquiry forms (FORM_RATE_LIMIT_*): a flood must not reach the team or the provider. */
export function formRateLimits(config: Config): LimitOptions {
  return { max: config.FORM_RATE_LIMIT_MAX, windowMs: config.FORM_RATE_LIMIT_WINDOW_SECONDS * 1000 };
}

/**
 * Sign-in attempts on one email from every address together (AUTH_EMAIL_RATE_LIMIT_*): a
 * ceiling well above the per-address limit with a short window, so someone guessing from
 * many addresses is slowed, while wrong passwords sent by someone else lock the owner out for
 * seconds at most (issue 11, item 6).
 */
export function emailCeilingLimits(config: Config): LimitOptions {
  return { max: config.AUTH_EMAIL_RATE_LIMIT_MAX, windowMs: config.AUTH_EMAIL_RATE_LIMIT_WINDOW_SECONDS * 1000 };
}

export interface Hit {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/**
 * Fixed-window attempt counters kept in the database (table `rate_limits`), so every server
 * process behind the load balancer shares them (DESIGN §8). One atomic upsert per attempt:
 * a new or expired window starts at 1, otherwise the count goes up by one.
 */
export function attemptCounter(db: Kysely<Database>, { max, windowMs }: LimitOptions) {
  return {
    async hit(key: string): Promise<Hit> {
      const now = new Date();
      const nowIso = now.toISOString();
      const resetIso = new Date(now.getTime() + windowMs).toISOString();
      const row = await db
        .insertInto('rate_limits')
        .values({ key, count: 1, reset_at: resetIso })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.reset_at <= ${nowIso} then 1 else rate_limits.count + 1 end`,
            reset_at: sql<string>`case when rate_limits.reset_at <= ${nowIso} then ${resetIso} else rate_limits.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      // Now and then, forget windows that are over, so the table stays small.
      if (Math.random() < 0.01) {
        await db.deleteFrom('rate_limits').where('reset_at', '<=', nowIso).execute();
      }
      const retryAfter = Math.max(1, Math.ceil((Date.parse(row.reset_at) - now.getTime()) / 1000));
      return { allowed: Number(row.count) <= max, retryAfter };
    },
  };
}

/**
 * Counts an attempt under each key and, once any of them is over the limit, answers 429
 * `{ message }` with Retry-After and resolves to true (the caller stops there).
 */
export function attemptLimit(db: Kysely<Database>, name: string, options: LimitOptions) {
  const counter = attemptCounter(db, options);
  return async (reply: FastifyReply, keys: string[]): Promise<boolean> => {
    for (const key of keys) {
      // Hashed: the table holds no addresses or emails in the clear, and keys stay short.
      const { allowed, retryAfter } = await counter.hit(`${name}:${hashToken(key)}`);
      if (!allowed) {
        reply.header('retry-after', String(retryAfter));
        reply.code(429).send({ message: authMessages.tooManyAttempts(retryAfter) });
        return true;
      }
    }
    return false;
  };
}

/**
 * A preHandler that counts the attempt under each key (e.g. the client address and the
 * email) and answers 429 once any of them is over the limit. Runs after validation, so
 * `request.body` is the parsed contract body.
 */
export function limitAttempts(
  db: Kysely<Database>,
  name: string,
  options: LimitOptions,
  keysOf: (request: FastifyRequest) => string[],
) {
  const limit = attemptLimit(db, name, options);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (await limit(reply, keysOf(request))) return reply;
  };
}

function bodyEmail(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.toLowerCase() : null;
}

export const addressKey = (ip: string) => `ip:${ip}`;
export const emailKey = (email: string) => `email:${email.toLowerCase()}`;

/** The client address, and the email in the body when there is one (sign-up, forgot-password). */
export function addressAndEmail(request: FastifyRequest): string[] {
  const email = bodyEmail(request);
  return email ? [addressKey(request.ip), emailKey(email)] : [addressKey(request.ip)];
}

/** The client address only (a per-email count happens elsewhere, with its own limit). */
export function addressOnly(request: FastifyRequest): string[] {
  return [addressKey(request.ip)];
}

/** The email in the body, for the per-email ceiling. */
export function emailOnly(request: FastifyRequest): string[] {
  const email = bodyEmail(request);
  return email ? [emailKey(email)] : [];
}
