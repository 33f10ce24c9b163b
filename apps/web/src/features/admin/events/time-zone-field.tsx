import { supportedTimeZones, timeZoneChoices } from '@storefront/contracts/format';
import { useId, useMemo } from 'react';
import { controlClasses } from '../../../components/ui/control-classes.ts';

/** 'America/New_York' as people read it: 'America/New York'. */
const readable = (zone: string) => zone.replaceAll('_', ' ');

/**
 * The venue's time zone, chosen from a list (architecture.md §15.1): the venues' zones first, then every zone
 * the browser knows (a fixed list where it cannot say). The value is the IANA name the server
 * checks; a zone no list has (set through the API) is kept as the event's own.
 */
export function TimeZoneField({
  value,
  error,
  onChange,
  className = '',
}: {
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
  className?: string;
}) {
  const id = useId();
  const { venues, others } = useMemo(() => timeZoneChoices(supportedTimeZones(), value), [value]);
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Time zone
      </label>
      <select
        id={id}
        name="timeZone"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClasses(Boolean(error))}
      >
        {value === '' && <option value="">Choose the venue's time zone</option>}
        <optgroup label="Our venues">
          {venues.map((zone) => (
            <option key={zone} value={zone}>
              {readable(zone)}
            </option>
          ))}
        </optgroup>
        <optgroup label="All time zones">
          {others.map((zone) => (
            <option key={zone} value={zone}>
              {readable(zone)}
            </option>
          ))}
        </optgroup>
      </select>
      <p id={`${id}-hint`} className="text-xs text-muted">
        Where the venue is: the start date and time are read on its clock.
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
