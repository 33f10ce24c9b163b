import { useListParam } from './data-table.tsx';

/**
 * A list's status switch: All and each status with its count, kept in the URL (`status`). The
 * back office's inboxes (support tickets, organizers' applications) filter by it.
 */
export function StatusTabs<Status extends string>({
  statuses,
  labels,
  counts,
  legend,
}: {
  statuses: readonly Status[];
  labels: Record<Status, string>;
  /** Each status's count, or null before the list's first answer. */
  counts: Record<Status, number> | null;
  /** What the switch shows, for screen readers ("Show tickets"). */
  legend: string;
}) {
  const [status, setStatus] = useListParam('status');
  const total = counts ? statuses.reduce((sum, s) => sum + counts[s], 0) : null;
  const choices: [string, string, number | null][] = [
    ['', 'All', total],
    ...statuses.map((s): [string, string, number | null] => [s, labels[s], counts?.[s] ?? null]),
  ];
  return (
    <fieldset className="flex flex-wrap gap-1 rounded-xl bg-brand-50 p-1">
      <legend className="sr-only">{legend}</legend>
      {choices.map(([value, label, count]) => (
        <button
          key={label}
          type="button"
          aria-pressed={status === value}
          onClick={() => setStatus(value)}
          className={`min-h-11 rounded-lg px-3 text-sm font-semibold ${
            status === value ? 'bg-brand-600 text-white' : 'text-brand-700 hover:bg-white'
          }`}
        >
          {label}
          {count !== null && <span className="ml-1 tabular-nums">({count})</span>}
        </button>
      ))}
    </fieldset>
  );
}
