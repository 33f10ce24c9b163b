import { formatNaira } from '@storefront/contracts/format';
import type { SalesDay } from '@storefront/contracts/messages';
import { useId, useState } from 'react';

type Metric = 'revenue' | 'ticketsSold';

const METRICS: Record<Metric, { label: string; format: (value: number) => string }> = {
  revenue: { label: 'Revenue', format: formatNaira },
  ticketsSold: { label: 'Tickets sold', format: (value) => value.toLocaleString('en-NG') },
};

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** 'YYYY-MM-DD' as '14 Mar' (the date is already the business's day: no zone shift). */
export const shortDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

/** A round top for the axis: 1, 2 or 5 times a power of ten, at or above the largest value. */
export function axisMax(values: number[]): number {
  const max = Math.max(0, ...values);
  if (max === 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}

const WIDTH = 600;
const HEIGHT = 200;

/**
 * Sales by day as plain SVG bars (no chart library: the back office's chunk stays small), with
 * the same figures as a table for screen readers and for anyone who wants the numbers: the
 * picture is `role="img"` with a summary, the table sits in a disclosure under it.
 */
export function SalesChart({ days, timeZoneLabel }: { days: SalesDay[]; timeZoneLabel: string }) {
  const [metric, setMetric] = useState<Metric>('revenue');
  const titleId = useId();
  const { label, format } = METRICS[metric];
  const values = days.map((day) => day[metric]);
  const top = axisMax(values);
  const total = values.reduce((sum, value) => sum + value, 0);
  const best = days.reduce<SalesDay | null>((b, day) => (day[metric] > (b?.[metric] ?? 0) ? day : b), null);
  const first = days[0];
  const last = days[days.length - 1];
  const slot = WIDTH / Math.max(1, days.length);
  const summary =
    first && last
      ? `${label} by day from ${shortDay(first.date)} to ${shortDay(last.date)}: ${format(total)} in all${
          best ? `, most on ${shortDay(best.date)} (${format(best[metric])})` : ', no sales'
        }.`
      : 'No days to show.';

  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-2xl border border-brand-100 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          Sales over the last {days.length} days
        </h2>
        <fieldset className="flex gap-1 rounded-xl bg-brand-50 p-1">
          <legend className="sr-only">Show</legend>
          {(Object.keys(METRICS) as Metric[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={metric === key}
              onClick={() => setMetric(key)}
              className={`min-h-11 rounded-lg px-3 text-sm font-semibold ${
                metric === key ? 'bg-brand-600 text-white' : 'text-brand-700 hover:bg-white'
              }`}
            >
              {METRICS[key].label}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="grid grid-cols-[auto_1fr] gap-x-2">
        <div className="flex flex-col justify-between py-0.5 text-right text-xs text-muted" aria-hidden="true">
          <span>{format(top)}</span>
          <span>{format(top / 2)}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-48 w-full"
        >
          {[0, 0.5, 1].map((f) => (
            <line
              key={f}
              x1={0}
              x2={WIDTH}
              y1={HEIGHT * f}
              y2={HEIGHT * f}
              stroke="#ece2ff"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, i) => {
            const height = (day[metric] / top) * HEIGHT;
            return (
              <rect
                key={day.date}
                data-date={day.date}
                x={i * slot + slot * 0.15}
                width={slot * 0.7}
                y={HEIGHT - height}
                height={height}
                rx={2}
                className="fill-brand-500"
              >
                <title>{`${shortDay(day.date)}: ${format(day[metric])}`}</title>
              </rect>
            );
          })}
        </svg>
        <span />
        <div className="flex justify-between pt-1 text-xs text-muted" aria-hidden="true">
          <span>{first ? shortDay(first.date) : ''}</span>
          <span>{last ? shortDay(last.date) : ''}</span>
        </div>
      </div>
      <p className="text-xs text-muted">Days in {timeZoneLabel}. Paid orders only; refunded orders are left out.</p>
      <details className="text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">
          Sales by day as a table
        </summary>
        <div className="max-h-80 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Sales by day</caption>
            <thead className="text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Day
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Tickets sold
                </th>
                <th scope="col" className="py-2 text-right">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-t border-brand-100">
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    <time dateTime={day.date}>{shortDay(day.date)}</time>
                  </th>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{day.ticketsSold}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatNaira(day.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
