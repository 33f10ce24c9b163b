import {
  BUSINESS_TIME_ZONE,
  BUSINESS_TIME_ZONE_LABEL,
  formatKobo,
  type OrganizerOption,
  type Statement,
} from '@storefront/contracts/messages';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { controlClasses } from '../../../components/ui/control-classes.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatMoment } from '../admin-format.ts';
import { useConsole } from '../console.tsx';
import { ResourceState } from '../resource-state.tsx';
import { useAdminResource } from '../use-admin-resource.ts';

/** Today in Lagos, YYYY-MM-DD (the statement's days are Lagos days). */
const lagosToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(now);

/** The default period: this month so far. */
function defaultPeriod() {
  const to = lagosToday();
  return { from: `${to.slice(0, 8)}01`, to };
}

/**
 * /organizer/statements and /admin/statements (architecture.md §16): a payout statement per period. The
 * organizer sees their own (GET /api/organizer/statements); an admin picks an organizer
 * (GET /api/admin/organizers/{id}/statements). The period and the organizer live in the URL.
 */
export function StatementsPage() {
  const { kind, api } = useConsole();
  const [params, setParams] = useSearchParams();
  const fallback = defaultPeriod();
  const from = params.get('from') || fallback.from;
  const to = params.get('to') || fallback.to;
  const organizerId = kind === 'admin' ? (params.get('organizer') ?? '') : '';

  const [draft, setDraft] = useState({ from, to, organizerId });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams({ from: draft.from, to: draft.to });
    if (kind === 'admin' && draft.organizerId) next.set('organizer', draft.organizerId);
    setParams(next);
  }

  const query = new URLSearchParams({ from, to }).toString();
  const base =
    kind === 'admin'
      ? organizerId
        ? `${api}/organizers/${encodeURIComponent(organizerId)}/statements`
        : null
      : `${api}/statements`;

  return (
    <div className="grid gap-6">
      <PageTitle title="Statements" />
      <div>
        <h1 className="text-2xl font-bold text-ink">Payout statements</h1>
        <p className="mt-1 text-sm text-muted">
          Every payment and refund of {kind === 'admin' ? "an organizer's" : 'your'} events in a period (days in{' '}
          {BUSINESS_TIME_ZONE_LABEL}). Net = gross − the Paystack fees the organizer bore − the platform's commission.
        </p>
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Statement period">
        {kind === 'admin' && (
          <OrganizerPicker value={draft.organizerId} onChange={(value) => setDraft({ ...draft, organizerId: value })} />
        )}
        <TextField
          label="From"
          type="date"
          required
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          required
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit">Show statement</Button>
      </form>
      {base ? (
        <StatementView key={`${base}?${query}`} endpoint={`${base}?${query}`} csv={`${base}.csv?${query}`} />
      ) : (
        <p className="text-sm text-muted">Choose an organizer to see their statement.</p>
      )}
    </div>
  );
}

/** The admin's choice of organizer (GET /api/admin/organizer-options). */
function OrganizerPicker({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const { resource } = useAdminResource<OrganizerOption[]>('/api/admin/organizer-options');
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Organizer
      </label>
      <select
        id={id}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClasses()}
      >
        <option value="">Choose an organizer</option>
        {(resource.data ?? []).map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
            {option.status !== 'approved' ? ` (${option.status})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

const COLUMNS = ['Date', 'Kind', 'Reference', 'Event', 'Tickets', 'Gross', 'Fee', 'Commission', 'Net'] as const;

function StatementView({ endpoint, csv }: { endpoint: string; csv: string }) {
  const { resource, reload } = useAdminResource<Statement>(endpoint);
  const { paths } = useConsole();
  const statement = resource.data;
  return (
    <>
      <ResourceState resource={resource} onRetry={reload} back={{ to: paths.dashboard, label: 'Dashboard' }} />
      {statement && (
        <section aria-labelledby="statement-heading" className="grid gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="statement-heading" className="text-lg font-bold text-ink">
              {statement.organizer.name}: {statement.from} to {statement.to}
            </h2>
            <a href={csv} download className={buttonClasses('secondary')}>
              Download CSV
            </a>
          </div>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Total label="Gross" value={formatKobo(statement.totals.gross)} />
            <Total
              label="Paystack fees borne"
              value={formatKobo(statement.totals.feesBorne)}
              note={`of ${formatKobo(statement.totals.fees)} in all`}
            />
            <Total label="Commission" value={formatKobo(statement.totals.commission)} />
            <Total
              label="Net"
              value={formatKobo(statement.totals.net)}
              note={`${statement.totals.payments} payments, ${statement.totals.refunds} refunds`}
            />
          </dl>
          {statement.lines.length === 0 ? (
            <p className="rounded-2xl border border-brand-100 bg-white p-6 text-muted">
              No payments or refunds in this period.
            </p>
          ) : (
            <section
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
              tabIndex={0}
              aria-label="Statement lines"
              className="relative overflow-x-auto rounded-2xl border border-brand-100 bg-white"
            >
              <table className="w-full min-w-[50rem] border-collapse text-left text-sm">
                <caption className="sr-only">Payments and refunds, with the totals last</caption>
                <thead className="bg-brand-50 text-xs uppercase tracking-wide text-muted">
                  <tr>
                    {COLUMNS.map((label, i) => (
                      <th key={label} scope="col" className={`px-3 py-2 ${i >= 4 ? 'text-right' : ''}`}>
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {statement.lines.map((line) => (
                    <tr key={`${line.kind}-${line.orderId}`} className="border-t border-brand-100 align-top">
                      <td className="px-3 py-2">{formatMoment(line.at)}</td>
                      <td className="px-3 py-2">{line.kind === 'payment' ? 'Payment' : 'Refund'}</td>
                      <th
                        scope="row"
                        className="max-w-[9rem] break-all px-3 py-2 text-left font-mono text-xs font-normal"
                      >
                        {line.reference}
                      </th>
                      <td className="px-3 py-2">{line.eventTitle}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{line.tickets}</td>
                      <Money kobo={line.gross} />
                      <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                        {formatKobo(line.fee)}
                        {line.fee !== 0 && (
                          <span className="block text-xs text-muted">
                            {line.feeBearer === 'subaccount' ? 'organizer bore it' : 'platform bore it'}
                          </span>
                        )}
                      </td>
                      <Money kobo={line.commission} />
                      <Money kobo={line.net} strong />
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t-2 border-brand-200 bg-brand-50 font-semibold">
                  <tr>
                    <th scope="row" colSpan={4} className="px-3 py-2 text-left">
                      Totals
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">{statement.totals.tickets}</td>
                    <Money kobo={statement.totals.gross} />
                    <Money kobo={statement.totals.fees} />
                    <Money kobo={statement.totals.commission} />
                    <Money kobo={statement.totals.net} strong />
                  </tr>
                </tfoot>
              </table>
            </section>
          )}
        </section>
      )}
    </>
  );
}

function Money({ kobo, strong = false }: { kobo: number; strong?: boolean }) {
  return (
    <td className={`whitespace-nowrap px-3 py-2 text-right tabular-nums ${strong ? 'font-semibold' : ''}`}>
      {formatKobo(kobo)}
    </td>
  );
}

function Total({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-ink tabular-nums">
        {value}
        {note && <span className="block text-xs font-normal text-muted">{note}</span>}
      </dd>
    </div>
  );
}
