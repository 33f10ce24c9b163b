import { formatNaira } from '@storefront/contracts/format';
import {
  BUSINESS_TIME_ZONE_LABEL,
  type Dashboard,
  type DashboardEventRow,
  type DashboardSplit,
  formatKobo,
  type MoneySplit,
  type SalesFigures,
} from '@storefront/contracts/messages';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoment } from '../admin-format.ts';
import { useConsole } from '../console.tsx';
import { EventStart } from '../event-start.tsx';
import { statusLabel } from '../events/event-status-badge.tsx';
import { ResourceState } from '../resource-state.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { OrganizerNextSteps } from './organizer-next-steps.tsx';
import { SalesChart } from './sales-chart.tsx';

const count = (n: number) => n.toLocaleString('en-NG');

function PeriodCard({ title, figures }: { title: string; figures: SalesFigures }) {
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-5">
      <dt className="text-sm font-semibold text-muted">{title}</dt>
      <dd className="mt-1">
        <span className="block text-2xl font-bold text-ink tabular-nums">{formatNaira(figures.revenue)}</span>
        <span className="mt-1 block text-sm text-muted">
          {count(figures.ticketsSold)} {figures.ticketsSold === 1 ? 'ticket' : 'tickets'} sold · {count(figures.orders)}{' '}
          {figures.orders === 1 ? 'order' : 'orders'}
        </span>
      </dd>
    </div>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
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

/** The money as Paystack split it (decision 31): gross, fees, commission and what the organizer keeps. */
function SplitFigures({ split }: { split: MoneySplit }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label="Gross" value={formatKobo(split.gross)} note="paid orders, all time" />
      <Figure
        label="Paystack fees"
        value={formatKobo(split.feesBorne)}
        note={split.fees === split.feesBorne ? 'borne by you' : `borne by you, of ${formatKobo(split.fees)} in all`}
      />
      <Figure label="Commission" value={formatKobo(split.commission)} note="the platform's" />
      <Figure label="Net" value={formatKobo(split.net)} note="gross − your fees − commission" />
    </dl>
  );
}

/** The split per day: the days with sales, latest first. */
function SplitDays({ days }: { days: DashboardSplit['days'] }) {
  const sold = days.filter((day) => day.gross !== 0).reverse();
  return (
    <section aria-labelledby="per-day" className="grid gap-3">
      <h2 id="per-day" className="text-lg font-bold text-ink">
        Per day
      </h2>
      {sold.length === 0 ? (
        <p className="text-sm text-muted">No sales in the last 30 days.</p>
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
          tabIndex={0}
          aria-label="Per day table"
          className="relative overflow-x-auto rounded-2xl border border-brand-100 bg-white"
        >
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption className="sr-only">Tickets, gross, fees, commission and net per day</caption>
            <thead className="bg-brand-50 text-xs uppercase tracking-wide text-muted">
              <tr>
                {['Day', 'Tickets', 'Gross', 'Fees', 'Commission', 'Net'].map((label, i) => (
                  <th key={label} scope="col" className={`px-4 py-2 ${i > 0 ? 'text-right' : ''}`}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sold.map((day) => (
                <tr key={day.date} className="border-t border-brand-100">
                  <th scope="row" className="whitespace-nowrap px-4 py-2 text-left font-semibold text-ink">
                    {day.date}
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums">{count(day.ticketsSold)}</td>
                  <MoneyCells split={day} />
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function MoneyCells({ split }: { split: MoneySplit }) {
  return (
    <>
      <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{formatKobo(split.gross)}</td>
      <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{formatKobo(split.feesBorne)}</td>
      <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{formatKobo(split.commission)}</td>
      <td className="whitespace-nowrap px-4 py-2 text-right font-semibold tabular-nums">{formatKobo(split.net)}</td>
    </>
  );
}

function EventsTable({ events, split }: { events: DashboardEventRow[]; split?: DashboardSplit | undefined }) {
  const { api, paths } = useConsole();
  const money = split ? new Map(split.events.map((row) => [row.eventId, row])) : null;
  return (
    <section aria-labelledby="per-event" className="grid gap-3">
      <h2 id="per-event" className="text-lg font-bold text-ink">
        Per event
      </h2>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
        tabIndex={0}
        aria-label="Per event table"
        // relative: the screen-reader-only texts (absolutely placed) stay inside the scrolling box.
        className="relative overflow-x-auto rounded-2xl border border-brand-100 bg-white"
      >
        {/* Narrow enough to fit the console at 1280 px with the money columns (e2e/organizer-sales.spec.ts):
            tight cells, the links stacked and free to wrap; below that it scrolls sideways inside this box. */}
        <table className={`w-full ${money ? 'min-w-[60rem]' : 'min-w-[46rem]'} border-collapse text-left text-sm`}>
          <caption className="sr-only">Sales, seats and check-ins per event</caption>
          <thead className="bg-brand-50 text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="px-2.5 py-2">
                Event
              </th>
              <th scope="col" className="px-2.5 py-2 text-right">
                Sold
              </th>
              <th scope="col" className="px-2.5 py-2 text-right">
                Revenue
              </th>
              {money && (
                <>
                  <th scope="col" className="px-2.5 py-2 text-right">
                    Fees
                  </th>
                  <th scope="col" className="px-2.5 py-2 text-right">
                    Commission
                  </th>
                  <th scope="col" className="px-2.5 py-2 text-right">
                    Net
                  </th>
                </>
              )}
              <th scope="col" className="px-2.5 py-2 text-right">
                Held
              </th>
              <th scope="col" className="px-2.5 py-2 text-right">
                Left
              </th>
              <th scope="col" className="px-2.5 py-2 text-right">
                Checked in
              </th>
              <th scope="col" className="px-2.5 py-2">
                <span className="sr-only">Links</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.eventId} className="border-t border-brand-100 align-top">
                <th scope="row" className="px-2.5 py-3 text-left font-semibold text-ink">
                  {event.title}
                  <span className="block text-xs font-normal text-muted">
                    <EventStart startsAt={event.startsAt} timeZone={event.timeZone} city={event.city} /> · capacity{' '}
                    {count(event.capacity)}
                    {event.status !== 'published' && ` · ${statusLabel(event.status)}`}
                  </span>
                  {event.tiers && event.tiers.length > 1 && (
                    <ul
                      className="mt-1 grid gap-0.5 text-xs font-normal text-muted"
                      aria-label={`${event.title} by ticket type`}
                    >
                      {event.tiers.map((tier) => (
                        <li key={tier.ticketTypeId}>
                          <Link
                            to={paths.ordersWhere({ eventId: event.eventId, ticketTypeId: tier.ticketTypeId })}
                            className="underline"
                          >
                            {tier.name}
                          </Link>
                          : {count(tier.ticketsSold)} sold · {formatNaira(tier.revenue)}
                        </li>
                      ))}
                    </ul>
                  )}
                </th>
                <td className="px-2.5 py-3 text-right tabular-nums">{count(event.ticketsSold)}</td>
                <td className="whitespace-nowrap px-2.5 py-3 text-right tabular-nums">{formatNaira(event.revenue)}</td>
                {money && (
                  <>
                    <td className="whitespace-nowrap px-2.5 py-3 text-right tabular-nums">
                      {formatKobo(money.get(event.eventId)?.feesBorne ?? 0)}
                    </td>
                    <td className="whitespace-nowrap px-2.5 py-3 text-right tabular-nums">
                      {formatKobo(money.get(event.eventId)?.commission ?? 0)}
                    </td>
                    <td className="whitespace-nowrap px-2.5 py-3 text-right font-semibold tabular-nums">
                      {formatKobo(money.get(event.eventId)?.net ?? 0)}
                    </td>
                  </>
                )}
                <td className="px-2.5 py-3 text-right tabular-nums">{count(event.seatsHeld)}</td>
                <td className="px-2.5 py-3 text-right tabular-nums">{count(event.seatsLeft)}</td>
                <td className="whitespace-nowrap px-2.5 py-3 text-right tabular-nums">
                  {count(event.checkedIn)} of {count(event.ticketsSold)}
                </td>
                <td className="px-2.5 py-3">
                  <span className="flex flex-col gap-1">
                    <Link
                      to={paths.ordersWhere({ eventId: event.eventId })}
                      className="font-semibold text-brand-700 underline"
                    >
                      Orders<span className="sr-only"> for {event.title}</span>
                    </Link>
                    <a
                      href={`${api}/events/${encodeURIComponent(event.eventId)}/attendees.csv`}
                      download
                      className="font-semibold text-brand-700 underline"
                    >
                      Attendees CSV<span className="sr-only"> for {event.title}</span>
                    </a>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

/**
 * /admin: sales today, this week and all time, by day and per event (GET /api/admin/dashboard).
 * /organizer: the organizer's events only, with the money as Paystack split it (decision 31).
 */
export function DashboardPage() {
  const { api, paths, kind } = useConsole();
  const { resource, reload } = useAdminResource<Dashboard>(`${api}/dashboard`);
  const data = resource.data;
  const split = kind === 'organizer' ? data?.split : undefined;
  return (
    <div className="grid gap-6">
      <PageTitle title="Dashboard" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Dashboard</h1>
          <p className="mt-1 text-sm text-muted">
            Counted from paid orders; days and weeks (from Monday) in {BUSINESS_TIME_ZONE_LABEL}.
            {data && <> Figures of {formatMoment(data.generatedAt)}.</>}
          </p>
        </div>
        <Button variant="secondary" onClick={reload} busy={resource.state === 'loading' && data !== null}>
          Refresh
        </Button>
      </div>
      <ResourceState resource={resource} onRetry={reload} back={{ to: paths.dashboard, label: 'Dashboard' }} />
      {kind === 'organizer' && data && <OrganizerNextSteps eventCount={data.events.length} />}
      {data && (
        <>
          <section aria-labelledby="sales-heading" className="grid gap-3">
            <h2 id="sales-heading" className="sr-only">
              Sales
            </h2>
            <dl className="grid gap-3 sm:grid-cols-3">
              <PeriodCard title="Today" figures={data.today} />
              <PeriodCard title="This week" figures={data.thisWeek} />
              <PeriodCard title="All time" figures={data.allTime} />
            </dl>
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Figure label="Seats left" value={count(data.seatsLeft)} note="across all events" />
              <Figure label="Holds pending" value={count(data.seatsHeld)} note="seats in unpaid orders" />
              <Figure
                label="Checked in"
                value={`${count(data.checkedIn)} of ${count(data.allTime.ticketsSold)}`}
                note="seats admitted at the door"
              />
              <Figure
                label="Refunds"
                value={formatNaira(data.refunded.amount)}
                note={`${count(data.refunded.orders)} ${data.refunded.orders === 1 ? 'order' : 'orders'}`}
              />
            </dl>
            {split && <SplitFigures split={split.allTime} />}
          </section>
          <SalesChart days={data.days} timeZoneLabel={BUSINESS_TIME_ZONE_LABEL} />
          {split && <SplitDays days={split.days} />}
          <EventsTable events={data.events} split={split} />
        </>
      )}
    </div>
  );
}
