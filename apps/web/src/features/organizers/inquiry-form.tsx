import { messages } from '@storefront/contracts/messages';
import { INQUIRY_MESSAGE_MAX, INQUIRY_NAME_MAX, INQUIRY_ORGANIZATION_MAX } from '@storefront/contracts/rules';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { controlClasses } from '../../components/ui/control-classes.ts';
import { Honeypot } from '../../components/ui/honeypot.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { EmailField, TextField } from '../../components/ui/text-field.tsx';
import { apiPost } from '../../lib/api.ts';
import { EVENT_TYPES, emptyInquiry, type OrganizerInquiry, validateInquiry } from './inquiry.ts';

type Feedback = { tone: 'error' | 'success'; text: string } | null;

/**
 * The organizers' inquiry form (product.md §3.5, §5). The server stores it and emails the sales team
 * (product.md §1.1: the spec only logged it in the browser, so it reached nobody).
 */
export function InquiryForm() {
  const [inquiry, setInquiry] = useState<OrganizerInquiry>(emptyInquiry);
  const [website, setWebsite] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);

  const update =
    (key: keyof OrganizerInquiry) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setInquiry((current) => ({ ...current, [key]: e.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = validateInquiry(inquiry);
    if (problem) return setFeedback({ tone: 'error', text: problem });
    setBusy(true);
    setFeedback(null);
    try {
      await apiPost('/api/organizer-inquiries', { ...inquiry, website });
      setFeedback({ tone: 'success', text: messages.organizers.thanks });
      setInquiry(emptyInquiry);
    } catch (error) {
      setFeedback({ tone: 'error', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-4 sm:grid-cols-2" aria-label="Organizer inquiry">
      <TextField
        label="Name (required)"
        aria-required="true"
        name="name"
        autoComplete="name"
        maxLength={INQUIRY_NAME_MAX}
        value={inquiry.name}
        onChange={update('name')}
      />
      <EmailField label="Email (required)" aria-required="true" value={inquiry.email} onChange={update('email')} />
      <TextField
        label="Organization"
        name="organization"
        autoComplete="organization"
        maxLength={INQUIRY_ORGANIZATION_MAX}
        value={inquiry.organization}
        onChange={update('organization')}
      />
      <div className="grid gap-1.5">
        <label htmlFor="inquiry-event-type" className="text-sm font-medium text-ink">
          Event type
        </label>
        <select
          id="inquiry-event-type"
          value={inquiry.eventType}
          onChange={update('eventType')}
          className={controlClasses()}
        >
          <option value="">Choose one</option>
          {EVENT_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5 sm:col-span-2">
        <label htmlFor="inquiry-message" className="text-sm font-medium text-ink">
          Message
        </label>
        <textarea
          id="inquiry-message"
          rows={4}
          maxLength={INQUIRY_MESSAGE_MAX}
          value={inquiry.message}
          onChange={update('message')}
          placeholder="Tell us about your event: date, city, expected audience."
          className={controlClasses()}
        />
      </div>
      <Honeypot value={website} onChange={setWebsite} />
      <div className="grid gap-3 sm:col-span-2">
        <Button type="submit" busy={busy} busyText="Sending..." className="justify-self-start">
          Submit Inquiry
        </Button>
        <StatusMessage text={feedback?.text} tone={feedback?.tone} />
      </div>
    </form>
  );
}
