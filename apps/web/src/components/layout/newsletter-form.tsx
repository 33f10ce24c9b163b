import { authMessages, messages } from '@storefront/contracts/messages';
import {
  EMAIL_MAX,
  isValidEmail,
  NEWSLETTER_FORM_PATH,
  type NewsletterOutcome,
  publicFormMessages,
} from '@storefront/contracts/rules';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, apiPost } from '../../lib/api.ts';
import { Button } from '../ui/button.tsx';
import { controlClasses } from '../ui/control-classes.ts';
import { Honeypot } from '../ui/honeypot.tsx';
import { StatusMessage } from '../ui/status-message.tsx';

/** `invalid`: the address itself is wrong (marks the field); a failed request leaves the field alone. */
type Feedback = { tone: 'error' | 'info' | 'success'; text: string; invalid?: boolean } | null;

/** What the page says after the form was posted without scripts (the server's redirect names the outcome). */
export function outcomeFeedback(outcome: NewsletterOutcome, retry?: number): Feedback {
  switch (outcome) {
    case 'subscribed':
      return { tone: 'success', text: messages.newsletter.success };
    case 'already-subscribed':
      return { tone: 'info', text: messages.newsletter.alreadySubscribed };
    case 'empty':
      return { tone: 'error', text: messages.validation.newsletterEmpty, invalid: true };
    case 'invalid':
      return { tone: 'error', text: messages.validation.email, invalid: true };
    case 'too-many':
      return { tone: 'error', text: messages.newsletter.failed(authMessages.tooManyAttempts(retry ?? 60)) };
    case 'failed':
      return { tone: 'error', text: messages.newsletter.failed(publicFormMessages.newsletterUnavailable) };
  }
}

export interface NewsletterFormProps {
  /** The outcome of the form posted before the scripts ran (the /menu page reads it from its query). */
  outcome?: NewsletterOutcome;
  retry?: number;
}

/**
 * The sidebar's newsletter form (product.md §5, §8). It calls our server only; the server holds the
 * provider's key (architecture.md §12). The spec's alerts are shown in the form's announced status line.
 * Before the page's scripts run it is a plain form posted to the server (NEWSLETTER_FORM_PATH),
 * which answers with the /menu page showing the outcome; then the script sends it as JSON.
 */
export function NewsletterForm({ outcome, retry }: NewsletterFormProps = {}) {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(() => (outcome ? outcomeFeedback(outcome, retry) : null));
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const value = email.trim();
    if (!value) return setFeedback({ tone: 'error', text: messages.validation.newsletterEmpty, invalid: true });
    if (!isValidEmail(value)) return setFeedback({ tone: 'error', text: messages.validation.email, invalid: true });
    setBusy(true);
    setFeedback(null);
    try {
      await apiPost('/api/newsletter/subscribe', { email: value, website });
      setFeedback({ tone: 'success', text: messages.newsletter.success });
      setEmail('');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setFeedback({ tone: 'info', text: messages.newsletter.alreadySubscribed });
        setEmail('');
      } else {
        setFeedback({ tone: 'error', text: messages.newsletter.failed((error as Error).message) });
      }
    } finally {
      setBusy(false);
    }
  }

  const invalid = feedback?.invalid === true;
  return (
    <form
      method="post"
      action={NEWSLETTER_FORM_PATH}
      noValidate
      onSubmit={onSubmit}
      className="relative grid gap-3"
      aria-labelledby={`${inputId}-title`}
    >
      <div>
        <h2 id={`${inputId}-title`} className="text-base font-bold text-ink">
          Stay in the loop
        </h2>
        <p className="text-sm text-muted">New shows and early-bird prices, once a month.</p>
      </div>
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <input
        id={inputId}
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        maxLength={EMAIL_MAX}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          if (invalid) setFeedback(null);
        }}
        aria-invalid={invalid || undefined}
        className={controlClasses(invalid)}
      />
      <Honeypot value={website} onChange={setWebsite} />
      <Button type="submit" busy={busy} busyText="Subscribing...">
        Subscribe
      </Button>
      <StatusMessage text={feedback?.text} tone={feedback?.tone} />
    </form>
  );
}
