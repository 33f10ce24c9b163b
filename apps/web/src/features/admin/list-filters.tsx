import { useId } from 'react';
import { useListParam } from './data-table.tsx';

export interface FilterSelectProps {
  label: string;
  /** The URL (and API) parameter it sets. */
  name: string;
  /** `[value, text]`; the first option is 'All' (no filter). */
  options: readonly (readonly [string, string])[];
}

/** A list filter as a select, kept in the URL (see useListParam); changing it reloads page 1. */
export function FilterSelect({ label, name, options }: FilterSelectProps) {
  const [value, setValue] = useListParam(name);
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="min-h-11 rounded-xl border border-line bg-white px-3 text-ink"
      >
        <option value="">All</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
