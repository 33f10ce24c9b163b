import type { StorefrontEvent } from '@storefront/contracts/api';
import { messages } from '@storefront/contracts/messages';
import { EMAIL_MAX, isValidEmail, waitlistMessages } from '@storefront/contracts/rules';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Honeypot } from '../../components/ui/honeypot.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { EmailField, TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { joinWaitlist } from './waitlist-api.ts';

type Feedback = { tone: 'error' | 'success'; text: string; field?: 'email' | 'quantity' } | null;

export interface WaitlistJoinProps {
  event: Pick<StorefrontEvent, 'id' | 'title'>;
  /** The sold-out tier (a one-tier event's Regular when the page knows no other). */
  tier: { id: string; name: string; maxPerOrder: number };
}

/**
 * 'Join the waitlist' for a sold-out tier (decision 30): a button that opens a small form (the
 * email, prefilled when signed in; how many tickets when the tier sells more than one per order;
 * the honeypot). The server confirms the place by email, or at once for a signed-in buyer with
 * that confirmed email. Renders the same on the server and before mount (only a button).
 */
export function WaitlistJoin({ event, tier }: WaitlistJoinProps) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="secondary" className="w-full" onClick={() => setOpen(true)} aria-expanded={false}>
        {waitlistMessages.joinButton}
      </Button>
    );
  }
  return <JoinForm event={event} tier={tier} />;
}

/** The opened form (the session is read only here: the closed button renders anywhere, the back office's preview too). */
function JoinForm({ event, tier }: WaitlistJoinProps) {
  const id = useId();
  const { user } = useSession();
  const [email, setEmail] = useState(() => user?.email ?? '');
  const [quantity, setQuantity] = useState('1');
  const [website, setWebsite] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [done, setDone] = useState<string | null>(null);
  const max = Math.max(1, tier.maxPerOrder);

  async function onSubmit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!isValidEmail(address)) return setFeedback({ tone: 'error', text: messages.validation.email, field: 'email' });
    const count = Number(quantity);
    if (!Number.isInteger(count) || count < 1 || count > max) {
      return setFeedback({ tone: 'error', text: waitlistMessages.quantity(max), field: 'quantity' });
    }
    setBusy(true);
    setFeedback(null);
    try {
      const answer = await joinWaitlist({
        eventId: event.id,
        ticketTypeId: tier.id,
        email: address,
        quantity: count,
        website,
      });
      setDone(answer.message);
    } catch (error) {
      const text = error instanceof ApiError ? error.message : 'The waitlist could not be joined. Please try again.';
      setFeedback({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  if (done) return <StatusMessage text={done} tone="success" />;
  return (
    <form
      id={id}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="relative grid gap-3 rounded-xl border border-brand-100 bg-white p-4"
      data-testid="waitlist-form"
    >
      <div>
        <h3 id={`${id}-title`} className="text-base font-bold text-ink">
          {waitlistMessages.joinButton}
        </h3>
        <p className="text-sm text-muted">
          {tier.name} for {event.title} is sold out. We email the next in line when seats come back, and hold them for
          30 minutes.
        </p>
      </div>
      <EmailField
        autoFocus
        maxLength={EMAIL_MAX}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          if (feedback?.field === 'email') setFeedback(null);
        }}
        error={feedback?.field === 'email' ? feedback.text : null}
      />
      {max > 1 && (
        <TextField
          label="Tickets"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={quantity}
          onChange={(e) => {
            setQuantity(e.target.value);
            if (feedback?.field === 'quantity') setFeedback(null);
          }}
          error={feedback?.field === 'quantity' ? feedback.text : null}
          hint={`Up to ${max} per order.`}
        />
      )}
      <Honeypot value={website} onChange={setWebsite} />
      <Button type="submit" busy={busy} busyText="Joining...">
        {waitlistMessages.joinButton}
      </Button>
      {!feedback?.field && <StatusMessage text={feedback?.text} tone="error" />}
    </form>
  );
}
