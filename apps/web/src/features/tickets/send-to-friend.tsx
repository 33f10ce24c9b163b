import type { SendToFriendResponse } from '@storefront/contracts/api';
import { messages, ticketShareMessages } from '@storefront/contracts/messages';
import { isValidEmail } from '@storefront/contracts/rules';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError, apiPost } from '../../lib/api.ts';

/**
 * "Send to a friend" (architecture.md §11): the ticket's link and QR to another address, so a friend who
 * arrives later gets in on the same ticket, one person a scan. The server sends it (through its
 * outbox, a few a day), only for the buyer or a gift's recipient.
 */
export function SendToFriend({ reference }: { reference: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setProblem(messages.validation.email);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const answer = await apiPost<SendToFriendResponse>(
        `/api/tickets/${encodeURIComponent(reference)}/send-to-friend`,
        { email: address },
      );
      setResult({ text: answer.message, tone: 'success' });
      setEmail('');
      setOpen(false);
    } catch (error) {
      setResult({ text: error instanceof ApiError ? error.message : ticketShareMessages.failed, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3">
      {!open ? (
        <Button
          variant="secondary"
          className="justify-self-start text-base"
          aria-expanded={false}
          aria-controls={formId}
          onClick={() => {
            setOpen(true);
            setResult(null);
          }}
        >
          Send to a friend
        </Button>
      ) : (
        <form
          id={formId}
          onSubmit={submit}
          noValidate
          aria-label="Send to a friend"
          className="grid gap-3 rounded-2xl border border-brand-100 bg-white p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        >
          <TextField
            label="Your friend's email"
            type="email"
            autoComplete="email"
            value={email}
            error={problem}
            onChange={(changed) => setEmail(changed.target.value)}
            id={`${formId}-email`}
            // The hint is under the whole row (the buttons stay level with the box); the error is the field's own.
            aria-describedby={[problem ? `${formId}-email-error` : '', `${formId}-hint`].filter(Boolean).join(' ')}
            autoFocus
          />
          <Button type="submit" busy={busy} busyText="Sending..." className="text-base">
            Send ticket
          </Button>
          <Button variant="ghost" className="text-base" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <p id={`${formId}-hint`} className="text-xs text-muted sm:col-span-3">
            They get this ticket's link and QR code: a friend who comes later gets in on it.
          </p>
        </form>
      )}
      <div aria-live="polite" aria-atomic="true">
        {result && <StatusMessage text={result.text} tone={result.tone} announce={false} />}
      </div>
    </div>
  );
}
