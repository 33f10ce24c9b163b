import { formatLongDate } from '@storefront/contracts/format';
import { useId, useRef, useSyncExternalStore } from 'react';
import { CalendarIcon } from '../../../components/layout/icons.tsx';
import { controlClasses } from '../../../components/ui/control-classes.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The date in words when the text names a real day ('2031-02-30' does not: Date would roll it on). */
function inWords(text: string): string | null {
  if (!ISO_DATE.test(text)) return null;
  const noon = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(noon.getTime()) && noon.toISOString().startsWith(text)
    ? formatLongDate(noon.toISOString(), 'UTC')
    : null;
}
const noSubscription = () => () => {};
const canShowPicker = () => typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype;

/**
 * A date as YYYY-MM-DD, typed or chosen from the browser's calendar: one format on the screen,
 * in the value and in the error (architecture.md §15.1). A native date box writes the date the way the
 * browser's language does (03/14/2031 in one, 14.03.2031 in another) and no script can read
 * which, so its error could not name what it shows. Here the box is text in the API's own form,
 * the calendar writes into it, and once it reads as a date the date is also written in words
 * under it, which settles any doubt about day and month.
 */
export function DateField({
  label,
  name,
  value,
  error,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
}) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  // The calendar opens with showPicker (2022 on); a browser without it keeps the typed box alone.
  const pickable = useSyncExternalStore(noSubscription, canShowPicker, () => false);
  const hint = inWords(value) ?? 'Year, month and day: YYYY-MM-DD.';
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');

  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    input.value = ISO_DATE.test(value) ? value : '';
    try {
      input.showPicker();
    } catch {
      // Refused (no user gesture, or the page is in a frame that may not): the box still takes typing.
    }
  };

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative flex gap-2">
        <input
          id={id}
          type="text"
          name={name}
          value={value}
          placeholder="YYYY-MM-DD"
          autoComplete="off"
          spellCheck={false}
          maxLength={10}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClasses(Boolean(error))}
        />
        {pickable && (
          <button
            type="button"
            onClick={openCalendar}
            aria-label={`Open the calendar for the ${label.toLowerCase()}`}
            aria-controls={id}
            className="grid min-h-11 min-w-11 shrink-0 place-items-center rounded-xl border border-line bg-white text-brand-700 hover:bg-brand-50 focus:outline-none focus:ring-2 focus:ring-brand-200"
          >
            <CalendarIcon className="size-5" />
          </button>
        )}
        {/* The calendar's anchor: unseen, out of the tab order and of the accessibility tree. */}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          className="pointer-events-none absolute right-0 bottom-0 size-px opacity-0"
          onChange={(event) => {
            if (event.target.value) onChange(event.target.value);
          }}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
