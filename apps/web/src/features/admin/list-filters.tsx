import { useId } from 'react';
import { controlClasses } from '../../components/ui/control-classes.ts';
import { TextField } from '../../components/ui/text-field.tsx';
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
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => setValue(event.target.value)} className={controlClasses()}>
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

/** A day filter (YYYY-MM-DD) kept in the URL like FilterSelect; the server reads it in Lagos time. */
export function DateFilter({ label, name }: { label: string; name: string }) {
  const [value, setValue] = useListParam(name);
  return <TextField label={label} type="date" value={value} onChange={(event) => setValue(event.target.value)} />;
}
