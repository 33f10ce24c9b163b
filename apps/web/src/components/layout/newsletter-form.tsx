import { EMAIL_MAX, isValidEmail, messages } from '@storefront/contracts';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, apiPost } from '../../lib/api.ts';
import { Button } from '../ui/button.tsx';
import { controlClasses } from '../ui/control-classes.ts';
import { Honeypot } from '../ui/honeypot.tsx';
import { StatusMessage } from '../ui/status-message.tsx';

/** `invalid`: the address itself is wrong (marks the field); a failed request leaves the field alone. */
type Feedback = { tone: 'error' | 'info' | 'success'; text: string; invalid?: boolean } | null;

/**
 * The sidebar's newsletter form (spec §5, §8). It calls our server only; the server holds the
 * provider's key (DESIGN §7). The spec's alerts are shown in the form's announced status line.
 */
export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
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
    <form noValidate onSubmit={onSubmit} className="relative grid gap-3" aria-labelledby={`${inputId}-title`}>
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
