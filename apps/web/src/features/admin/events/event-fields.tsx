import {
  type AdminEventFields,
  DEFAULT_UNCONFIRMED_MAX_TICKETS,
  EVENT_CATEGORIES,
  EVENT_LIMITS,
  EVENT_STATUSES,
} from '@storefront/contracts/rules';
import { type ReactNode, useId } from 'react';
import { controlClasses } from '../../../components/ui/control-classes.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { DateField } from './date-field.tsx';
import type { EventFormValues } from './event-form-values.ts';
import { statusLabel } from './event-status-badge.tsx';
import { TimeZoneField } from './time-zone-field.tsx';

type Problems = Partial<Record<keyof AdminEventFields, string>>;

export interface EventFieldsProps {
  values: EventFormValues;
  problems: Problems;
  onChange(field: keyof EventFormValues, value: string): void;
  /** The statuses the event may take now (a new event starts as a draft). */
  statuses?: readonly string[];
  /**
   * Shows the payment split code and the free-text organizer: the platform's own events. An
   * organizer's event is paid into their payout account and says 'By {organizer}' on its page.
   */
  splitCode?: boolean;
}

/** Every catalogue field of an event, labelled, with each field's problem under it. */
export function EventFields({
  values,
  problems,
  onChange,
  statuses = EVENT_STATUSES,
  splitCode = true,
}: EventFieldsProps) {
  const text = (field: keyof EventFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      error={problems[field]}
      onChange={(event) => onChange(field, event.target.value)}
      {...extra}
    />
  );

  return (
    // items-start: a field beside a longer hint keeps its box level with its neighbour's.
    <div className="grid items-start gap-4 sm:grid-cols-2">
      {text('title', 'Title', { maxLength: EVENT_LIMITS.title, className: 'sm:col-span-2' })}
      {text('artistName', 'Artist', { maxLength: EVENT_LIMITS.artistName })}
      {splitCode && text('eventOwner', 'Organizer (optional)', { maxLength: EVENT_LIMITS.eventOwner })}
      <SelectField
        label="Category"
        value={values.category}
        error={problems.category}
        onChange={(value) => onChange('category', value)}
      >
        {EVENT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Status"
        value={values.status}
        error={problems.status}
        onChange={(value) => onChange('status', value)}
      >
        {statuses.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status as (typeof EVENT_STATUSES)[number])}
          </option>
        ))}
      </SelectField>
      {text('description', 'Description (one line)', {
        maxLength: EVENT_LIMITS.description,
        className: 'sm:col-span-2',
      })}
      <TextAreaField
        label="About"
        value={values.about}
        error={problems.about}
        onChange={(value) => onChange('about', value)}
      />
      {text('venue', 'Venue', { maxLength: EVENT_LIMITS.venue })}
      {text('city', 'City', { maxLength: EVENT_LIMITS.city })}
      <TimeZoneField
        value={values.timeZone}
        error={problems.timeZone}
        onChange={(value) => onChange('timeZone', value)}
        className="sm:col-span-2"
      />
      {/*
       * A column each: two in half a column made the date box overlap the time box. Both are text
       * in the one format their sentences name (architecture.md §15.1): a native date or time box shows the
       * browser's own format (03/14/2031, 07:30 PM), which no error message could know.
       */}
      <DateField
        label="Start date"
        name="startDate"
        value={values.startDate}
        error={problems.startDate}
        onChange={(value) => onChange('startDate', value)}
      />
      {text('startTime', 'Start time', {
        placeholder: 'HH:MM',
        autoComplete: 'off',
        maxLength: 8,
        hint: 'On a 24-hour clock, such as 19:30.',
      })}
      {/* The end (decision 27), at the same venue clock: calendars, the pages and search engines show it. */}
      <DateField
        label="End date"
        name="endDate"
        value={values.endDate}
        error={problems.endDate}
        onChange={(value) => onChange('endDate', value)}
      />
      {text('endTime', 'End time', {
        placeholder: 'HH:MM',
        autoComplete: 'off',
        maxLength: 8,
        hint: 'When the show ends, such as 23:30; a show past midnight ends the next day.',
      })}
      {/* The venue's address (decision 27), for the ticket, the map's fallback and search engines. */}
      {text('street', 'Street address (optional)', {
        maxLength: EVENT_LIMITS.street,
        className: 'sm:col-span-2',
        hint: 'Such as 1 Bisola Durosinmi-Etti Drive, Lekki.',
      })}
      {text('region', 'State or region (optional)', { maxLength: EVENT_LIMITS.region })}
      {text('postalCode', 'Postal code (optional)', { maxLength: EVENT_LIMITS.postalCode, autoComplete: 'off' })}
      {text('countryCode', 'Country code', {
        maxLength: 2,
        autoComplete: 'off',
        spellCheck: false,
        hint: 'Two letters, such as NG for Nigeria or GB for the United Kingdom.',
      })}
      {text('basePrice', 'Price (NGN)', {
        inputMode: 'decimal',
        autoComplete: 'off',
        hint: "Whole naira, per ticket, such as 25000 or 25,000: the Regular ticket type's price (other types are set under Ticket types).",
      })}
      {text('capacity', 'Capacity', {
        inputMode: 'numeric',
        hint: 'Seats for sale. It can go down only to what is already sold or held.',
      })}
      {/* Decision 21: what one order and one account may take, so one buyer cannot hold the house. */}
      <fieldset className="grid items-start gap-4 rounded-xl border border-brand-100 px-4 pt-2 pb-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-ink">Limits per buyer</legend>
        {text('maxPerOrder', 'Tickets per order', {
          inputMode: 'numeric',
          hint: `The purchase form's ticket count stops here, and says so. At most ${EVENT_LIMITS.perOrderMax}.`,
        })}
        {text('maxPerAccount', 'Tickets per account', {
          inputMode: 'numeric',
          hint: `Held or bought, over all of one account's orders. An account with an unconfirmed email gets at most ${DEFAULT_UNCONFIRMED_MAX_TICKETS}, whatever these say.`,
        })}
      </fieldset>
      {/* Before this, the door asks staff to confirm each scan (docs/door.md, decision 26). */}
      {text('doorsOpenMinutes', 'Doors open (minutes before the start)', {
        inputMode: 'numeric',
        hint: 'From then the door admits without asking; earlier, or after the day of the event, staff confirm each scan. 180 is 3 hours.',
      })}
      {splitCode &&
        text('subaccountCode', 'Payment split code (optional)', {
          spellCheck: false,
          hint: 'The Paystack subaccount that shares the payment, e.g. ACCT_8f4s1eq7ml6rlzj.',
          className: 'sm:col-span-2',
        })}
    </div>
  );
}

function SelectField({
  label,
  value,
  error,
  onChange,
  children,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClasses(Boolean(error))}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function TextAreaField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={6}
        maxLength={EVENT_LIMITS.about}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClasses(Boolean(error))}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
