import type { OrganizerApplication } from '@storefront/contracts/messages';
import {
  APPLICATION_ABOUT_MAX,
  APPLICATION_NAME_MAX,
  APPLICATION_REGISTRATION_MAX,
  type OrganizerApplicationFields,
  organizerApplicationProblem,
} from '@storefront/contracts/rules';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { controlClasses } from '../../components/ui/control-classes.ts';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { apiPost } from '../../lib/api.ts';

const empty: OrganizerApplicationFields = { name: '', phone: '', about: '', registrationNumber: '' };

/** What the form starts with: empty, or a declined application's fields to change and send again. */
export function fieldsOf(application: OrganizerApplication | null): OrganizerApplicationFields {
  if (!application) return empty;
  return {
    name: application.name,
    phone: application.phone,
    about: application.about,
    registrationNumber: application.registrationNumber ?? '',
  };
}

/**
 * Applying to sell as an organizer (architecture.md §16): checked here with the server's own rules
 * (rules/organizers.ts), then POST /api/organizer-applications; the server's refusal, if any, is
 * shown as it comes.
 */
export function ApplicationForm({
  initial,
  onApplied,
}: {
  initial: OrganizerApplicationFields;
  onApplied(application: OrganizerApplication): void;
}) {
  const [fields, setFields] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const aboutId = useId();

  const update = (key: keyof OrganizerApplicationFields) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields((current) => ({ ...current, [key]: e.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = organizerApplicationProblem(fields);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const registrationNumber = fields.registrationNumber.trim();
      const answer = await apiPost<{ application: OrganizerApplication }>('/api/organizer-applications', {
        name: fields.name,
        phone: fields.phone,
        about: fields.about,
        ...(registrationNumber ? { registrationNumber } : {}),
      });
      onApplied(answer.application);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-label="Organizer application">
      <TextField
        label="Organizer name (required)"
        aria-required="true"
        name="organization"
        autoComplete="organization"
        maxLength={APPLICATION_NAME_MAX}
        value={fields.name}
        onChange={update('name')}
        hint="The name buyers see on your events and your public page."
      />
      <TextField
        label="Contact phone (required)"
        aria-required="true"
        type="tel"
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        maxLength={24}
        value={fields.phone}
        onChange={update('phone')}
      />
      <div className="grid gap-1.5 sm:col-span-2">
        <label htmlFor={aboutId} className="text-sm font-medium text-ink">
          What you run (required)
        </label>
        <textarea
          id={aboutId}
          aria-required="true"
          rows={4}
          maxLength={APPLICATION_ABOUT_MAX}
          value={fields.about}
          onChange={update('about')}
          placeholder="Concerts, comedy nights, festivals: where, how often, how many people."
          className={controlClasses()}
        />
      </div>
      <TextField
        label="Registration number"
        name="registration"
        maxLength={APPLICATION_REGISTRATION_MAX}
        value={fields.registrationNumber}
        onChange={update('registrationNumber')}
        hint="Optional: your CAC RC or BN number, if you have one."
      />
      <div className="grid gap-3 sm:col-span-2">
        <Button type="submit" busy={busy} busyText="Sending..." className="justify-self-start">
          Apply to sell tickets
        </Button>
        <StatusMessage text={error} tone="error" />
      </div>
    </form>
  );
}
