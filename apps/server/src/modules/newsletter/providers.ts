import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { localNewsletterProvider } from './local-provider.ts';
import { mailerLiteProvider } from './mailerlite-provider.ts';
import type { NewsletterProvider } from './newsletter-provider.ts';

/** The provider NEWSLETTER_PROVIDER names (config.ts checks MailerLite's settings are there). */
export function chooseNewsletterProvider(
  config: Config,
  db: Kysely<Database>,
  log: FastifyBaseLogger,
): NewsletterProvider {
  if (config.NEWSLETTER_PROVIDER === 'mailerlite') {
    return mailerLiteProvider({
      apiKey: config.MAILERLITE_API_KEY ?? '',
      groupId: config.MAILERLITE_GROUP_ID ?? '',
      baseUrl: config.MAILERLITE_BASE_URL,
      timeoutMs: config.MAILERLITE_TIMEOUT_MS,
      log: (message) => log.warn(message),
    });
  }
  return localNewsletterProvider(db, { publicUrl: config.PUBLIC_URL, secret: config.SESSION_SECRET });
}
