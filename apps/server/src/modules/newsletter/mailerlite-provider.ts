import { publicFormMessages } from '@storefront/contracts/rules';
import { z } from 'zod';
import { type NewsletterProvider, NewsletterProviderError, type SubscribeOutcome } from './newsletter-provider.ts';

export interface MailerLiteOptions {
  /** MailerLite API token, sent as a Bearer token; never leaves the server. */
  apiKey: string;
  /** The group every subscriber joins. */
  groupId: string;
  /** https://connect.mailerlite.com, or a MailerLite-shaped server in tests. */
  baseUrl: string;
  /** Each call, answer body included, must finish within this. */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Where the reasons a person is not shown go (a refused key, an unexpected answer). */
  log?: (message: string) => void;
}

const lookupAnswer = z.object({ data: z.object({ status: z.string() }) });
const rejection = z.object({ message: z.string().trim().min(1) });

const UNAVAILABLE = publicFormMessages.newsletterUnavailable;
const TIMEOUT = publicFormMessages.newsletterTimeout;

interface Answer {
  status: number;
  json: unknown;
}

/**
 * MailerLite's API (product.md §7): look the subscriber up, then create it in the group. Errors never
 * quote the request, so the key cannot leak through them.
 */
export function mailerLiteProvider({
  apiKey,
  groupId,
  baseUrl,
  timeoutMs,
  fetch: fetchFn = globalThis.fetch,
  log = () => {},
}: MailerLiteOptions): NewsletterProvider {
  const root = baseUrl.replace(/\/+$/, '');

  async function call(path: string, body?: unknown): Promise<Answer> {
    try {
      const response = await fetchFn(`${root}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // Following a redirect would hand the key to another address.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.status, json };
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') throw new NewsletterProviderError(TIMEOUT);
      log('MailerLite could not be reached');
      throw new NewsletterProviderError(UNAVAILABLE);
    }
  }

  /** A failure the person can do nothing about: logged with its status, answered with the generic line. */
  function unavailable(status: number): NewsletterProviderError {
    log(`MailerLite answered HTTP ${status}`);
    return new NewsletterProviderError(UNAVAILABLE);
  }

  async function isActive(email: string): Promise<boolean> {
    const { status, json } = await call(`/api/subscribers/${encodeURIComponent(email)}`);
    if (status === 404) return false;
    if (status !== 200) throw unavailable(status);
    const parsed = lookupAnswer.safeParse(json);
    if (!parsed.success) throw unavailable(status);
    // 'unsubscribed', 'unconfirmed', 'bounced'...: the create call below brings them back.
    return parsed.data.data.status === 'active';
  }

  return {
    name: 'mailerlite',

    async subscribe(email: string): Promise<SubscribeOutcome> {
      if (await isActive(email)) return 'already-subscribed';
      const { status, json } = await call('/api/subscribers', { email, groups: [groupId], status: 'active' });
      if (status === 200 || status === 201) return 'subscribed';
      const message = rejection.safeParse(json).data?.message;
      if (status === 422 && message?.includes('already been subscribed')) return 'already-subscribed';
      // MailerLite's validation sentences ("The email must be a valid email address.") help the
      // person; a refused key, a limit or a 5xx is ours to fix, and says nothing about our account.
      if (status === 422 && message) throw new NewsletterProviderError(message);
      throw unavailable(status);
    },
  };
}
