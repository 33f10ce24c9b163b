import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { randomBytes } from '../../lib/random-bytes.ts';
import { outboxRepository } from '../outbox/index.ts';
import type { NewsletterProvider, SubscribeOutcome } from './newsletter-provider.ts';
import { unsubscribeLink, unsubscribeToken } from './unsubscribe-token.ts';
import { welcomeEmail } from './welcome-email.ts';

export interface LocalNewsletterOptions {
  publicUrl: string;
  /** SESSION_SECRET: signs the unsubscribe links. */
  secret: string;
}

/** The default newsletter: our own `newsletter_subscribers` table, a welcome email through the outbox. */
export function localNewsletterProvider(
  db: Kysely<Database>,
  { publicUrl, secret }: LocalNewsletterOptions,
): NewsletterProvider {
  return {
    name: 'local',

    async subscribe(email: string): Promise<SubscribeOutcome> {
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx): Promise<SubscribeOutcome> => {
        // One statement decides, so two sign-ups of one address at once cannot both welcome it:
        // a new address is inserted, an unsubscribed one comes back, an active one changes nothing.
        const row = await trx
          .insertInto('newsletter_subscribers')
          .values({ id: randomBytes(16).toString('hex'), email, subscribed_at: now, unsubscribed_at: null })
          .onConflict((oc) =>
            oc
              .column('email')
              .doUpdateSet({ subscribed_at: now, unsubscribed_at: null })
              .where('newsletter_subscribers.unsubscribed_at', 'is not', null),
          )
          .returning('id')
          .executeTakeFirst();
        if (!row) return 'already-subscribed';
        const link = unsubscribeLink(publicUrl, unsubscribeToken(secret, row.id));
        await outboxRepository(trx).enqueue(welcomeEmail({ to: email, unsubscribeLink: link }));
        return 'subscribed';
      });
    },
  };
}

/**
 * What the unsubscribe link does, whichever provider is on now (the table outlives a switch to
 * MailerLite). Idempotent: a second click, or a mail scanner opening the link first, changes nothing more.
 */
export async function endSubscription(db: Kysely<Database>, subscriberId: string): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribed_at: new Date().toISOString() })
    .where('id', '=', subscriberId)
    .where('unsubscribed_at', 'is', null)
    .execute();
}
