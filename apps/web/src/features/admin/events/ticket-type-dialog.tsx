import type { AdminTicketTypesAnswer } from '@storefront/contracts/api';
import { type AdminTicketType, tierAdminMessages as m, TIER_LIMITS } from '@storefront/contracts/rules';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses } from '../../../components/ui/control-classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { adminSend } from '../admin-api.ts';
import { useConsole } from '../console.tsx';
import { DateField } from './date-field.tsx';
import {
  bodyOf,
  EMPTY_TICKET_TYPE,
  formValuesOfTier,
  type TicketTypeFormValues,
  ticketTypeFormProblems,
} from './ticket-type-form-values.ts';

export interface TicketTypeDialogProps {
  eventId: string;
  timeZone: string;
  /** The tier to edit; null adds one. */
  tier: AdminTicketType | null;
  /** Every tier of the event (the 'Follows' choices). */
  tiers: readonly AdminTicketType[];
  onSaved(answer: AdminTicketTypesAnswer, message: string): void;
  onClose(): void;
}

type Problems = Partial<Record<keyof TicketTypeFormValues, string>>;

/**
 * Adds or edits one ticket type. Each box is checked with the server's own rules
 * (rules/admin-ticket-types.ts) on save; what only the server knows (capacity against tickets
 * sold and held, a taken name or code) comes back as a sentence in the dialog, which stays open.
 */
export function TicketTypeDialog({ eventId, timeZone, tier, tiers, onSaved, onClose }: TicketTypeDialogProps) {
  const { api } = useConsole();
  const [values, setValues] = useState<TicketTypeFormValues>(() =>
    tier ? formValuesOfTier(tier, timeZone) : EMPTY_TICKET_TYPE,
  );
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const descriptionId = useId();
  const followsId = useId();

  const change = (field: keyof TicketTypeFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: keyof TicketTypeFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      error={problems[field]}
      onChange={(event) => change(field, event.target.value)}
      {...extra}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = ticketTypeFormProblems(values, timeZone);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setError('Please correct the fields marked below.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const base = `${api}/events/${encodeURIComponent(eventId)}/ticket-types`;
      const answer = tier
        ? await adminSend<AdminTicketTypesAnswer>('PATCH', `${base}/${encodeURIComponent(tier.id)}`, bodyOf(values))
        : await adminSend<AdminTicketTypesAnswer>('POST', base, bodyOf(values));
      onSaved(answer, tier ? m.saved : m.created);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  const others = tiers.filter((other) => other.id !== tier?.id);
  return (
    <Modal title={tier ? `Edit ${tier.name}` : 'Add a ticket type'} onClose={busy ? () => undefined : onClose}>
      <form noValidate onSubmit={submit} className="grid gap-4 px-5 py-4">
        <StatusMessage text={error ?? undefined} tone="error" />
        <div className="grid gap-4 sm:grid-cols-2">
          {text('name', 'Name', { maxLength: TIER_LIMITS.name, className: 'sm:col-span-2', 'data-autofocus': true })}
          <div className="grid gap-1.5 sm:col-span-2">
            <label htmlFor={descriptionId} className="text-sm font-medium text-ink">
              What it includes (optional)
            </label>
            <textarea
              id={descriptionId}
              name="description"
              rows={2}
              maxLength={TIER_LIMITS.description}
              value={values.description}
              onChange={(event) => change('description', event.target.value)}
              aria-invalid={problems.description ? true : undefined}
              aria-describedby={problems.description ? `${descriptionId}-error` : undefined}
              className={controlClasses(Boolean(problems.description))}
            />
            {problems.description && (
              <p id={`${descriptionId}-error`} className="text-sm text-danger">
                {problems.description}
              </p>
            )}
          </div>
          {text('price', 'Price (NGN)', {
            inputMode: 'decimal',
            autoComplete: 'off',
            hint: 'Whole naira, such as 25,000; 0 for free. Orders already made keep their price.',
          })}
          {text('capacity', 'Tickets of this type (optional)', {
            inputMode: 'numeric',
            autoComplete: 'off',
            hint: "Empty: only the event's seats limit it. Never below sold plus held.",
          })}
          {text('admits', 'People one ticket admits', {
            inputMode: 'numeric',
            hint: `1 for a person; 10 for a table for 10 (at most ${TIER_LIMITS.admitsMax}).`,
          })}
          {text('accessCode', 'Access code (optional)', {
            autoComplete: 'off',
            spellCheck: false,
            maxLength: TIER_LIMITS.accessCodeMax,
            hint: 'Hides the type from the event page; buyers with the code can buy it.',
          })}
          {text('minPerOrder', 'Minimum per order', { inputMode: 'numeric' })}
          {text('maxPerOrder', 'Maximum per order (optional)', {
            inputMode: 'numeric',
            hint: "Empty: the event's own maximum.",
          })}
        </div>
        <fieldset className="grid items-start gap-4 rounded-xl border border-brand-100 px-4 pt-2 pb-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-ink">
            Sale window at the venue ({timeZone}), optional
          </legend>
          <DateField
            label="Sale opens on"
            name="startDate"
            value={values.startDate}
            error={problems.startDate}
            onChange={(value) => change('startDate', value)}
          />
          {text('startTime', 'Sale opens at', { placeholder: 'HH:MM', inputMode: 'numeric', maxLength: 5 })}
          <DateField
            label="Sale closes on"
            name="endDate"
            value={values.endDate}
            error={problems.endDate}
            onChange={(value) => change('endDate', value)}
          />
          {text('endTime', 'Sale closes at', { placeholder: 'HH:MM', inputMode: 'numeric', maxLength: 5 })}
        </fieldset>
        <div className="grid gap-1.5">
          <label htmlFor={followsId} className="text-sm font-medium text-ink">
            Goes on sale after
          </label>
          <select
            id={followsId}
            name="afterTicketTypeId"
            value={values.afterTicketTypeId}
            onChange={(event) => change('afterTicketTypeId', event.target.value)}
            aria-describedby={`${followsId}-hint`}
            className={controlClasses(false)}
          >
            <option value="">No other type: its own window only</option>
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {other.name} is sold out or ended
              </option>
            ))}
          </select>
          <p id={`${followsId}-hint`} className="text-xs text-muted">
            An early bird first, then this one.
          </p>
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy} busyText="Saving...">
            {tier ? 'Save the ticket type' : 'Add the ticket type'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
