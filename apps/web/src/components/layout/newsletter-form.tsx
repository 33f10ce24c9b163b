import { isValidEmail, messages } from '@storefront/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { StatusMessage } from '../ui/status-message.tsx';
import { controlClasses } from '../ui/text-field.tsx';

type Feedback = { tone: 'error' | 'info'; text: string } | null;

/**
 * The sidebar's newsletter form. Validation follows spec §5; sending is wired in a later
 * issue, so a valid address only gets an honest "opens soon" line (nothing is stored).
 */
export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setFeedback({ tone: 'error', text: messages.validation.newsletterEmpty });
    if (!isValidEmail(value)) return setFeedback({ tone: 'error', text: messages.validation.email });
    setFeedback({
      tone: 'info',
      text: 'Newsletter sign-up opens soon. Your email has not been saved yet, so please check back.',
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3" aria-labelledby={`${inputId}-title`}>
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
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          if (feedback?.tone === 'error') setFeedback(null);
        }}
        aria-invalid={feedback?.tone === 'error' ? true : undefined}
        className={controlClasses(feedback?.tone === 'error')}
      />
      <Button type="submit">Subscribe</Button>
      <StatusMessage text={feedback?.text} tone={feedback?.tone} />
    </form>
  );
}
