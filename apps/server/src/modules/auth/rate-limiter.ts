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

/** The limit every sign-in and reset endpoint shares (AUTH_RATE_LIMIT_*, decision 0005). */
export function authRateLimits(config: Config): LimitOptions {
  return { max: config.AUTH_RATE_LIMIT_MAX, windowMs: config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000 };
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
 * A preHandler that counts the attempt under each key (e.g. the client address and the
 * email) and answers 429 `{ message }` with Retry-After once any of them is over the limit.
 * Runs after validation, so `request.body` is the parsed contract body.
 */
export function limitAttempts(
  db: Kysely<Database>,
  name: string,
  options: LimitOptions,
  keysOf: (request: FastifyRequest) => string[],
) {
  const counter = attemptCounter(db, options);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const key of keysOf(request)) {
      // Hashed: the table holds no addresses or emails in the clear, and keys stay short.
      const { allowed, retryAfter } = await counter.hit(`${name}:${hashToken(key)}`);
      if (!allowed) {
        reply.header('retry-after', String(retryAfter));
        return reply.code(429).send({ message: authMessages.tooManyAttempts(retryAfter) });
      }
    }
  };
}

/** The usual keys: the client address, and the email in the body when there is one. */
export function addressAndEmail(request: FastifyRequest): string[] {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? [`ip:${request.ip}`, `email:${email.toLowerCase()}`] : [`ip:${request.ip}`];
}
