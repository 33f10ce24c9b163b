import type { SeatPlanDetail } from '@storefront/contracts/api';
import { layoutPlan } from '@storefront/contracts/rules';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { adminSend } from '../admin-api.ts';
import { useConsole } from '../console.tsx';
import { PlanPreview } from './plan-preview.tsx';
import {
  bodyOf,
  EMPTY_PLAN,
  EMPTY_SECTION,
  type SeatPlanFormValues,
  type SectionFormValues,
  sectionsOf,
} from './seat-plan-form-values.ts';

export interface SeatPlanEditorProps {
  /** The plan being edited, or null for a new one. */
  plan: { id: string; values: SeatPlanFormValues; dates: number } | null;
  onSaved(plan: SeatPlanDetail): void;
}

/**
 * A venue's plan from a few numbers (decision 51), never drawn by hand: each section's first row,
 * rows, seats per row, aisles and special seats, with the plan drawn live by the same
 * `layoutPlan` the server keeps. Saving says the server's refusal as it comes, such as a seat a
 * date holds or sold that the edit would remove.
 */
export function SeatPlanEditor({ plan, onSaved }: SeatPlanEditorProps) {
  const { api } = useConsole();
  const [values, setValues] = useState<SeatPlanFormValues>(plan?.values ?? EMPTY_PLAN);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const headingId = useId();
  const laid = layoutPlan(sectionsOf(values));

  const changeSection = (index: number, field: keyof SectionFormValues, value: string) =>
    setValues((current) => ({
      ...current,
      sections: current.sections.map((section, i) => (i === index ? { ...section, [field]: value } : section)),
    }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const saved = plan
        ? await adminSend<SeatPlanDetail>('PUT', `${api}/seat-plans/${encodeURIComponent(plan.id)}`, bodyOf(values))
        : await adminSend<SeatPlanDetail>('POST', `${api}/seat-plans`, bodyOf(values));
      setMessage({ text: `${saved.name} is saved: ${saved.seatCount} seats.`, tone: 'success' });
      onSaved(saved);
    } catch (error) {
      setMessage({ text: (error as Error).message, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const nextRow = () => {
    const seats = 'seats' in laid ? laid.seats : [];
    const last = seats.at(-1)?.row ?? '@';
    return String.fromCharCode(Math.min(last.charCodeAt(0) + 1, 90));
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {plan ? `Edit ${plan.values.name}` : 'New seat plan'}
      </h2>
      {plan && plan.dates > 0 && (
        <p className="text-sm text-muted">
          {plan.dates === 1 ? 'One date sells' : `${plan.dates} dates sell`} this plan: an edit keeps every seat held or
          sold on them, and their seats follow the plan.
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,30rem)_minmax(0,1fr)]">
        <form onSubmit={save} className="grid content-start gap-4" noValidate aria-label="Seat plan">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Venue"
              name="venue"
              autoComplete="off"
              value={values.venue}
              onChange={(event) => setValues((current) => ({ ...current, venue: event.target.value }))}
            />
            <TextField
              label="Plan name"
              name="planName"
              autoComplete="off"
              value={values.name}
              onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
            />
          </div>
          {values.sections.map((section, index) => (
            <SectionFields
              // biome-ignore lint/suspicious/noArrayIndexKey: a section is its place in the plan (its seats' ids say so)
              key={index}
              index={index}
              section={section}
              onChange={(field, value) => changeSection(index, field, value)}
              onRemove={
                values.sections.length > 1
                  ? () =>
                      setValues((current) => ({
                        ...current,
                        sections: current.sections.filter((_, i) => i !== index),
                      }))
                  : undefined
              }
            />
          ))}
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              onClick={() =>
                setValues((current) => ({
                  ...current,
                  sections: [
                    ...current.sections,
                    {
                      ...EMPTY_SECTION,
                      name: `Section ${current.sections.length + 1}`,
                      firstRow: nextRow(),
                      rows: '3',
                    },
                  ],
                }))
              }
            >
              Add a section
            </Button>
            <Button type="submit" busy={busy} busyText="Saving...">
              {plan ? 'Save the plan' : 'Create the plan'}
            </Button>
          </div>
          <StatusMessage text={message?.text} tone={message?.tone} />
        </form>
        <section
          className="grid content-start gap-3 lg:sticky lg:top-4 lg:self-start"
          aria-labelledby={`${headingId}-preview`}
        >
          <h3 id={`${headingId}-preview`} className="font-semibold text-ink">
            Preview
          </h3>
          <p className="text-sm text-ink" aria-live="polite">
            {'seats' in laid ? (
              <>
                <span className="font-semibold tabular-nums">{laid.seats.length}</span> seats in{' '}
                {values.sections.length === 1 ? 'one section' : `${values.sections.length} sections`}.
              </>
            ) : (
              <span className="text-danger">{laid.problem}</span>
            )}
          </p>
          {'seats' in laid && (
            <PlanPreview
              seats={laid.seats}
              label={`The plan drawn: ${laid.seats.length} seats, the stage at the top.`}
            />
          )}
        </section>
      </div>
    </section>
  );
}

function SectionFields({
  index,
  section,
  onChange,
  onRemove,
}: {
  index: number;
  section: SectionFormValues;
  onChange(field: keyof SectionFormValues, value: string): void;
  onRemove?: () => void;
}) {
  const field = (
    name: keyof SectionFormValues,
    label: string,
    extra: { hint?: string; inputMode?: 'numeric' } = {},
  ) => (
    <TextField
      label={label}
      name={`section${index}-${name}`}
      autoComplete="off"
      value={section[name]}
      onChange={(event) => onChange(name, event.target.value)}
      {...extra}
    />
  );
  const title = section.name.trim() || `Section ${index + 1}`;
  return (
    <fieldset className="grid gap-3 rounded-xl border border-brand-100 p-3 sm:grid-cols-3">
      <legend className="px-1 text-sm font-semibold text-ink">{title}</legend>
      <div className="sm:col-span-3">{field('name', 'Section name')}</div>
      {field('firstRow', 'First row letter')}
      {field('rows', 'Rows', { inputMode: 'numeric' })}
      {field('seatsPerRow', 'Seats per row', { inputMode: 'numeric' })}
      <div className="sm:col-span-3">
        {field('aisleAfter', 'Aisles after seat numbers', { hint: 'Comma list, e.g. 6, 12.' })}
      </div>
      {field('wheelchair', 'Wheelchair spaces', { hint: 'e.g. A1, A2' })}
      {field('companion', 'Companion seats', { hint: 'e.g. A3' })}
      {field('restricted', 'Restricted view', { hint: 'e.g. A12' })}
      {onRemove && (
        <div className="sm:col-span-3">
          <Button variant="ghost" className="px-3 text-danger" onClick={onRemove}>
            Remove the section<span className="sr-only"> {title}</span>
          </Button>
        </div>
      )}
    </fieldset>
  );
}
