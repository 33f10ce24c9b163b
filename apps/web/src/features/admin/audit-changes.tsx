import { isRecord } from '../../lib/records.ts';

const MAX_SHOWN = 80;

function shown(value: unknown): string {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

/** The fields an entry changed, `field: before → after`; the whole before/after behind a disclosure. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter(
    (key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]),
  );
  if (before === null && after === null) return <span className="text-muted">—</span>;
  return (
    <div className="grid gap-1">
      {fields.length > 0 && (
        <ul className="grid gap-0.5">
          {fields.slice(0, 6).map((field) => (
            <li key={field} className="wrap-anywhere">
              <span className="font-semibold">{field}</span>: {shown(from[field])} → {shown(to[field])}
            </li>
          ))}
          {fields.length > 6 && <li className="text-muted">and {fields.length - 6} more</li>}
        </ul>
      )}
      <details>
        <summary className="cursor-pointer text-brand-700">Before and after</summary>
        <pre className="mt-1 max-w-md overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-surface p-2 text-xs">
          {JSON.stringify({ before, after }, null, 2)}
        </pre>
      </details>
    </div>
  );
}
