import type { StorefrontEvent } from '@storefront/contracts/api';
import { messages } from '@storefront/contracts/messages';
import { EMAIL_MAX, isValidEmail, tierMessages, waitlistMessages } from '@storefront/contracts/rules';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
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
  tier: { id: string; name: string; maxPerOrder: number; minPerOrder?: number };
  /**
   * A sold-out date of an event with several (decision 53): the place is in that date's line, and
   * the form names the date ('Premium for … on Friday, 9 July at 18:00 is sold out.').
   */
  showtime?: { id: string; label: string };
  /**
   * One of several on the page, beside its tier (product.md §2.13): the buttons are named for it
   * ('Join the waitlist for VIP'), the visible words staying 'Join the waitlist'.
   */
  named?: boolean;
  /**
   * It sits inside another form (the purchase form's tier steppers). Forms do not nest, so the
   * opened fields are a fieldset whose Enter and button send the join, never the form around.
   */
  insideForm?: boolean;
  /** The closed button's width and place ('w-full' by default). */
  className?: string;
}

/**
 * 'Join the waitlist' for a sold-out tier (decision 30): a button that opens a small form (the
 * email, prefilled when signed in; how many tickets when the tier sells more than one per order;
 * the honeypot). The server confirms the place by email, or at once for a signed-in buyer with
 * that confirmed email. Renders the same on the server and before mount (only a button).
 * The closed button carries data-waitlist-join: the phone's buy bar opens the page's first
 * (openWaitlistJoin).
 */
export function WaitlistJoin({ className = 'w-full', ...props }: WaitlistJoinProps) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button
        variant="secondary"
        className={className}
        onClick={() => setOpen(true)}
        aria-expanded={false}
        data-waitlist-join=""
      >
        <JoinWords tier={props.named ? props.tier.name : null} />
      </Button>
    );
  }
  return <JoinForm {...props} />;
}

/** 'Join the waitlist', and for screen readers which tier's when several are offered. */
function JoinWords({ tier }: { tier: string | null }) {
  return (
    <>
      {waitlistMessages.joinButton}
      {tier !== null && <span className="sr-only"> for {tier}</span>}
    </>
  );
}

/** The opened form (the session is read only here: the closed button renders anywhere, the back office's preview too). */
function JoinForm({ event, tier, showtime, named = false, insideForm = false }: WaitlistJoinProps) {
  const id = useId();
  const { user } = useSession();
  const min = Math.max(1, tier.minPerOrder ?? 1);
  const max = Math.max(min, tier.maxPerOrder);
  const [email, setEmail] = useState(() => user?.email ?? '');
  // The session may answer after the form opened (a buyer quick to press Join): its email fills
  // the field then, once, unless the buyer has typed one.
  const prefilled = useRef(Boolean(user?.email));
  useEffect(() => {
    if (prefilled.current || !user?.email) return;
    prefilled.current = true;
    const address = user.email;
    setEmail((typed) => typed || address);
  }, [user]);
  const [quantity, setQuantity] = useState(() => String(min));
  const [website, setWebsite] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [done, setDone] = useState<string | null>(null);

  async function send() {
    if (busy) return;
    const address = email.trim();
    if (!isValidEmail(address)) return setFeedback({ tone: 'error', text: messages.validation.email, field: 'email' });
    const count = Number(quantity);
    if (!Number.isInteger(count) || count < 1 || count > max) {
      return setFeedback({ tone: 'error', text: waitlistMessages.quantity(max), field: 'quantity' });
    }
    if (count < min) {
      return setFeedback({ tone: 'error', text: tierMessages.belowMinimum(tier.name, min), field: 'quantity' });
    }
    setBusy(true);
    setFeedback(null);
    try {
      const answer = await joinWaitlist({
        eventId: event.id,
        ticketTypeId: tier.id,
        ...(showtime ? { showtimeId: showtime.id } : {}),
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

  const onSubmit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    void send();
  };
  // Inside the purchase form, Enter in a field sends the join instead of submitting that form.
  const onKeyDown = insideForm
    ? (key: KeyboardEvent<HTMLInputElement>) => {
        if (key.key !== 'Enter') return;
        key.preventDefault();
        void send();
      }
    : undefined;

  if (done) {
    return (
      <div className="w-full basis-full">
        <StatusMessage text={done} tone="success" />
      </div>
    );
  }
  // Under the card's heading a third level, under a tier's (the event page's list) a fourth; in the
  // purchase form, whose tiers have no headings, it only names the fieldset.
  const Title = insideForm ? 'p' : named ? 'h4' : 'h3';
  const fields = (
    <>
      <div>
        <Title id={`${id}-title`} className="text-base font-bold text-ink">
          {waitlistMessages.joinButton}
        </Title>
        <p className="text-sm text-muted">
          {tier.name} for {event.title}
          {showtime ? ` on ${showtime.label}` : ''} is sold out. We email the next in line when seats come back, and
          hold them for 30 minutes.
        </p>
      </div>
      <EmailField
        autoFocus
        onKeyDown={onKeyDown}
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
          onKeyDown={onKeyDown}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={quantity}
          onChange={(e) => {
            setQuantity(e.target.value);
            if (feedback?.field === 'quantity') setFeedback(null);
          }}
          error={feedback?.field === 'quantity' ? feedback.text : null}
          hint={min > 1 ? `From ${min} to ${max} per order.` : `Up to ${max} per order.`}
        />
      )}
      <Honeypot value={website} onChange={setWebsite} />
      <Button
        type={insideForm ? 'button' : 'submit'}
        onClick={insideForm ? () => void send() : undefined}
        busy={busy}
        busyText="Joining..."
      >
        <JoinWords tier={named ? tier.name : null} />
      </Button>
      {!feedback?.field && <StatusMessage text={feedback?.text} tone="error" />}
    </>
  );
  const box = 'relative grid w-full basis-full gap-3 rounded-xl border border-brand-100 bg-white p-4';
  if (!insideForm) {
    return (
      <form
        id={id}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${id}-title`}
        className={box}
        data-testid="waitlist-form"
        data-waitlist-form=""
      >
        {fields}
      </form>
    );
  }
  return (
    <fieldset aria-labelledby={`${id}-title`} className={box} data-testid="waitlist-form" data-waitlist-form="">
      {fields}
    </fieldset>
  );
}
