import type { ReactNode } from 'react';
import { formatMoment } from '../admin-format.ts';

/** An instant at the back office's clock, or a word for 'never'. */
export const when = (iso: string | null, none = '—') => (iso ? <time dateTime={iso}>{formatMoment(iso)}</time> : none);

/** One titled card of the order page. */
export function Card({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = `order-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-brand-100 bg-white p-4 sm:p-5 ${className}`}>
      <h2 id={id} className="text-base font-bold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The card's facts as a two-column list. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="min-w-0 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
