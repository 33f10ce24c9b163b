import { authMessages, messages } from '@storefront/contracts/messages';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_DESCRIPTION_MAX,
  SUPPORT_DESCRIPTION_MIN,
  SUPPORT_FORM_PATH,
  SUPPORT_REFERENCE_PROBLEM,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_SUBJECT_MIN,
  SUPPORT_UNKNOWN_EVENT,
  type SupportCategory,
  type SupportEvent,
  type SupportFormProblem,
  type SupportTicketCreated,
  supportTicketProblem,
} from '@storefront/contracts/rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { controlClasses } from '../../components/ui/control-classes.ts';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { EmailField, TextField } from '../../components/ui/text-field.tsx';
import { type SupportTicketForm as Draft, fetchSupportEvents, submitSupportTicket } from './support-api.ts';

export const emptyDraft: Draft = {
  email: '',
  subject: '',
  description: '',
  category: 'General',
  eventId: '',
  reference: '',
  website: '',
};

/** product.md §8's 'Ticket submitted successfully!', then the number to quote and where the answer goes. */
export const submittedNotice = (ticketNumber: string, email: string) =>
  `${messages.support.submitted} Your ticket number is ${ticketNumber}. We will answer at ${email}.`;

type Field = 'email' | 'subject' | 'description' | 'reference';

/** Which field a message is about, to show it there. */
const fieldOf = (problem: string): Field =>
  problem === messages.validation.email
    ? 'email'
    : problem === messages.validation.supportSubject
      ? 'subject'
      : problem === SUPPORT_REFERENCE_PROBLEM
        ? 'reference'
        : 'description';

/** What the form shows for the problem the server named after a post without scripts (its page's query). */
function fieldProblem(problem: SupportFormProblem | undefined): { field: Field; text: string } | null {
  switch (problem) {
    case 'email':
      return { field: 'email', text: messages.validation.email };
    case 'subject':
      return { field: 'subject', text: messages.validation.supportSubject };
    case 'description':
      return { field: 'description', text: messages.validation.supportDescription };
    case 'reference':
      return { field: 'reference', text: SUPPORT_REFERENCE_PROBLEM };
    default:
      return null;
  }
}

function formProblem(problem: SupportFormProblem | undefined, retry: number | undefined): string | null {
  if (problem === 'event') return SUPPORT_UNKNOWN_EVENT;
  if (problem === 'too-many') return authMessages.tooManyAttempts(retry ?? 60);
  if (problem === 'other') return messages.support.submitFailed;
  return null;
}

export interface SupportTicketFormProps {
  draft: Draft;
  onChange: (draft: Draft) => void;
  /** After the server stored it (its number and message): the caller closes the modal and resets the draft. */
  onSubmitted: (created: SupportTicketCreated) => void;
  /** What the server said of the form posted before the scripts ran (SUPPORT_FORM_PATH's query). */
  initialProblem?: SupportFormProblem;
  retry?: number;
}

/** The Create Ticket form (product.md §2.10, §5): the draft lives with the caller, so closing the modal keeps it. */
export function SupportTicketForm({ draft, onChange, onSubmitted, initialProblem, retry }: SupportTicketFormProps) {
  const [events, setEvents] = useState<SupportEvent[]>([]);
  const [eventsFailed, setEventsFailed] = useState(false);
  const [problem, setProblem] = useState<{ field: Field; text: string } | null>(() => fieldProblem(initialProblem));
  const [failure, setFailure] = useState<string | null>(() => formProblem(initialProblem, retry));
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  // The browser checks the fields (required, minlength, type=email) while the page has no scripts,
  // so a post without them rarely comes back for a correction, which would lose what was typed;
  // once they run, the form shows the spec's messages itself. Set here, not as an attribute, so the
  // server's markup and the first render in the browser stay the same.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchSupportEvents(controller.signal).then(setEvents, (error: Error) => {
      if (error.name !== 'AbortError') setEventsFailed(true);
    });
    return () => controller.abort();
  }, []);

  const set = (change: Partial<Draft>) => onChange({ ...draft, ...change });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const text = supportTicketProblem(draft);
    setProblem(text ? { field: fieldOf(text), text } : null);
    setFailure(null);
    if (text) {
      document.getElementById(`${id}-${fieldOf(text)}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      onSubmitted(await submitSupportTicket(draft));
    } catch {
      setFailure(messages.support.submitFailed);
      setBusy(false);
    }
  }

  const errorFor = (field: Field) => (problem?.field === field ? problem.text : null);
  return (
    <form ref={form} method="post" action={SUPPORT_FORM_PATH} onSubmit={onSubmit} className="grid gap-4 px-5 py-5">
      <EmailField
        id={`${id}-email`}
        data-autofocus
        value={draft.email}
        onChange={(e) => set({ email: e.target.value })}
        error={errorFor('email')}
        maxLength={254}
        required
      />
      <TextField
        id={`${id}-subject`}
        label="Subject"
        value={draft.subject}
        onChange={(e) => set({ subject: e.target.value })}
        error={errorFor('subject')}
        name="subject"
        minLength={SUPPORT_SUBJECT_MIN}
        maxLength={SUPPORT_SUBJECT_MAX}
        required
      />
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-description`} className="text-sm font-medium text-ink">
          Description
        </label>
        <textarea
          id={`${id}-description`}
          name="description"
          minLength={SUPPORT_DESCRIPTION_MIN}
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
          aria-invalid={errorFor('description') ? true : undefined}
          aria-describedby={errorFor('description') ? `${id}-description-error` : undefined}
          maxLength={SUPPORT_DESCRIPTION_MAX}
          rows={5}
          required
          className={controlClasses(Boolean(errorFor('description')))}
        />
        {errorFor('description') && (
          <p id={`${id}-description-error`} className="text-sm text-danger">
            {errorFor('description')}
          </p>
        )}
      </div>
      <TextField
        id={`${id}-reference`}
        name="reference"
        label="Transaction reference (optional)"
        hint="It starts with OWB- and is in your confirmation email: it helps us find your order at once."
        value={draft.reference}
        onChange={(e) => set({ reference: e.target.value })}
        error={errorFor('reference')}
        maxLength={64}
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-category`} className="text-sm font-medium text-ink">
            Category
          </label>
          <select
            id={`${id}-category`}
            name="category"
            value={draft.category}
            onChange={(e) => set({ category: e.target.value as SupportCategory })}
            className={controlClasses()}
          >
            {SUPPORT_CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-event`} className="text-sm font-medium text-ink">
            Event (optional)
          </label>
          <select
            id={`${id}-event`}
            name="eventId"
            value={draft.eventId}
            onChange={(e) => set({ eventId: e.target.value })}
            className={controlClasses()}
          >
            <option value="">No particular event</option>
            {events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </select>
          {eventsFailed && <p className="text-sm text-danger">{messages.support.loadEventsFailed}</p>}
        </div>
      </div>
      {/* The honeypot: off screen and out of the tab order; people never fill it, form-filling bots do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          Website
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={draft.website}
            onChange={(e) => set({ website: e.target.value })}
          />
        </label>
      </div>
      <StatusMessage text={failure} tone="error" />
      <Button type="submit" busy={busy} busyText="Submitting...">
        Submit Ticket
      </Button>
    </form>
  );
}
