import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type Check, countedAttempt } from '../../lib/rate-limiter.ts';

/**
 * A refusal because the promo or access code given is not one of this event's (decision 30):
 * the one refusal that keeps its try counted against the wrong-code limits (`codeAttempt`).
 */
export class WrongCode extends HttpError {}

export const wrongCode = (statusCode: number, message: string) => new WrongCode(statusCode, message);

/**
 * Runs `judge`, which looks at a code, as one try against the wrong-code limits
 * (`wrongCodeChecks`, shared by every route that takes a code). The try is counted as it
 * arrives, so of a burst of guesses sent at once no more than the limit are judged (decision
 * 22), and over a limit the answer is 429 and nothing is judged, a right code included: a guesser
 * past the limit must learn nothing. It is given back unless `judge` throws a `WrongCode`, so a
 * code that works, and a refusal about something else (sold out, a limit), are not counted.
 * Resolves to the reply once the 429 is sent.
 */
export async function codeAttempt<T>(
  db: Kysely<Database>,
  reply: FastifyReply,
  checks: Check[],
  judge: () => Promise<T>,
): Promise<T | FastifyReply> {
  const attempt = countedAttempt(db);
  if (await attempt.refused(reply, checks)) return reply;
  let answer: T;
  try {
    answer = await judge();
  } catch (error) {
    if (!(error instanceof WrongCode)) await attempt.giveBack();
    throw error;
  }
  await attempt.giveBack();
  return answer;
}
