import { useId } from 'react';
import { controlClasses } from '../../components/ui/text-field.tsx';
import { useListParam } from './data-table.tsx';

/** A day filter (YYYY-MM-DD) kept in the URL like FilterSelect; the server reads it in Lagos time. */
export function DateFilter({ label, name }: { label: string; name: string }) {
  const [value, setValue] = useListParam(name);
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className={`${controlClasses()} w-auto`}
      />
    </div>
  );
}
