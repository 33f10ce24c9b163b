import { formatNaira } from '@storefront/contracts/format';
import { type AdminEventRow, EVENT_STATUSES, type ReviewStatus } from '@storefront/contracts/rules';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { type ConsolePaths, useConsole } from '../console.tsx';
import { type Column, DataTable } from '../data-table.tsx';
import { EventStart } from '../event-start.tsx';
import { FilterSelect } from '../list-filters.tsx';
import { EventStatusBadge, statusLabel } from './event-status-badge.tsx';

/** Where an organizer's event stands with the admins, in the list's words ('none' says nothing). */
export const reviewLabels: Record<ReviewStatus, string> = {
  none: '',
  submitted: 'Waiting for review',
  returned: 'Returned to the organizer',
};

const columnsFor = (paths: ConsolePaths, kind: 'admin' | 'organizer'): Column<AdminEventRow>[] => [
  {
    label: 'Event',
    sort: 'title',
    render: (e) => (
      <div className="flex min-w-56 items-center gap-3">
        <img src={e.eventImage} alt="" width={60} height={40} className="h-10 w-15 shrink-0 rounded-md object-cover" />
        <div>
          <Link to={paths.event(e.id)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {e.title}
          </Link>
          <p className="text-xs text-muted">{e.artistName}</p>
          {/* The back office names whose event it is; an organizer's own list needs no name. */}
          {kind === 'admin' && e.organizerName && <p className="text-xs text-muted">By {e.organizerName}</p>}
        </div>
      </div>
    ),
  },
  {
    label: 'Starts',
    sort: 'startsAt',
    render: (e) => <EventStart startsAt={e.startsAt} timeZone={e.timeZone} city={e.city} />,
  },
  {
    label: 'Status',
    sort: 'status',
    render: (e) => (
      <div className="grid justify-items-start gap-1">
        <EventStatusBadge status={e.status} />
        {e.reviewStatus !== 'none' && (
          <span className="text-xs font-medium text-ink">{reviewLabels[e.reviewStatus]}</span>
        )}
      </div>
    ),
  },
  {
    label: 'Sold',
    sort: 'sold',
    render: (e) => `${e.sold.toLocaleString('en-NG')} / ${e.capacity.toLocaleString('en-NG')}`,
    className: 'text-right tabular-nums whitespace-nowrap',
  },
  { label: 'Held', render: (e) => e.held.toLocaleString('en-NG'), className: 'text-right tabular-nums' },
  {
    label: 'Revenue',
    sort: 'revenue',
    render: (e) => formatNaira(e.revenue),
    className: 'text-right tabular-nums whitespace-nowrap',
  },
];

const STATUS_OPTIONS = EVENT_STATUSES.map((status) => [status, statusLabel(status)] as const);
const REVIEW_OPTIONS = [
  ['submitted', reviewLabels.submitted],
  ['returned', reviewLabels.returned],
] as const;

/**
 * /admin/events: every event with what it sold (from the orders), sorted and filtered on the
 * server; in the organizer console (/organizer/events) the organizer's own, which the server scopes.
 */
export function AdminEventsPage() {
  const { api, paths, kind } = useConsole();
  const columns = useMemo(() => columnsFor(paths, kind), [paths, kind]);
  return (
    <div className="grid gap-6">
      <PageTitle title="Events" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Events</h1>
          <p className="mt-1 text-sm text-muted">Sold and held seats and revenue come from the orders.</p>
        </div>
        <Link to={paths.newEvent} className={buttonClasses('primary')}>
          New event
        </Link>
      </div>
      <DataTable
        endpoint={`${api}/events`}
        caption="Events"
        columns={columns}
        rowKey={(e) => e.id}
        defaultSort="startsAt"
        defaultDir="asc"
        searchLabel="Search by title, artist, venue or city"
        filters={
          <>
            <FilterSelect label="Status" name="status" options={STATUS_OPTIONS} />
            <FilterSelect label="Review" name="review" options={REVIEW_OPTIONS} />
          </>
        }
      />
    </div>
  );
}
