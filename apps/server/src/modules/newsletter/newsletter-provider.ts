/** What a sign-up came to: a new (or renewed) subscription, or an address that was already on the list. */
export type SubscribeOutcome = 'subscribed' | 'already-subscribed';

/**
 * Where newsletter sign-ups go (architecture.md §6, §12: a local part and the real service behind one
 * interface). `email` is already validated and lower-cased.
 */
export interface NewsletterProvider {
  name: 'local' | 'mailerlite';
  subscribe(email: string): Promise<SubscribeOutcome>;
}

/** The provider failed (unreachable, refused, unreadable); `message` is for the person (answered as 502). */
export class NewsletterProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NewsletterProviderError';
  }
}
