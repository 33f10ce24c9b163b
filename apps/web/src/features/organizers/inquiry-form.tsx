import { type ChangeEvent, type FormEvent, useState } from 'react';
import { SUPPORT_EMAIL } from '../../components/layout/site-footer.tsx';
import { Button } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { controlClasses, EmailField, TextField } from '../../components/ui/text-field.tsx';
import { EVENT_TYPES, emptyInquiry, inquiryMailto, type OrganizerInquiry, validateInquiry } from './inquiry.ts';

/**
 * The organizers' inquiry form. It validates as spec §5 says; sending it to our team comes in a
 * later issue, so a valid inquiry is not claimed as sent: the visitor gets a ready-made email instead.
 */
export function InquiryForm() {
  const [inquiry, setInquiry] = useState<OrganizerInquiry>(emptyInquiry);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  const update =
    (key: keyof OrganizerInquiry) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      setInquiry((current) => ({ ...current, [key]: e.target.value }));
      setReady(false);
    };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateInquiry(inquiry);
    setError(problem);
    setReady(!problem);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-label="Organizer inquiry">
      <TextField
        label="Name (required)"
        aria-required="true"
        name="name"
        autoComplete="name"
        value={inquiry.name}
        onChange={update('name')}
      />
      <EmailField label="Email (required)" aria-required="true" value={inquiry.email} onChange={update('email')} />
      <TextField
        label="Organization"
        name="organization"
        autoComplete="organization"
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
          value={inquiry.message}
          onChange={update('message')}
          placeholder="Tell us about your event: date, city, expected audience."
          className={controlClasses()}
        />
      </div>
      <div className="grid gap-3 sm:col-span-2">
        <Button type="submit" className="justify-self-start">
          Submit Inquiry
        </Button>
        <StatusMessage text={error} tone="error" />
        {ready && (
          <div
            role="status"
            className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800"
          >
            <p>
              Thanks, {inquiry.name.trim()}. Online inquiries open soon, so nothing has been sent yet. To reach our
              partnerships team today, send it by email to {SUPPORT_EMAIL}:
            </p>
            <a
              href={inquiryMailto(inquiry, SUPPORT_EMAIL)}
              className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-4"
            >
              Email this inquiry
            </a>
          </div>
        )}
      </div>
    </form>
  );
}
