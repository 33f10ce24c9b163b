import { formatNaira } from '@storefront/contracts/format';
import { type AdminEventRow, EVENT_STATUSES } from '@storefront/contracts/rules';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { adminPaths } from '../admin-paths.ts';
import { type Column, DataTable } from '../data-table.tsx';
import { EventStart } from '../event-start.tsx';
import { FilterSelect } from '../list-filters.tsx';
import { EventStatusBadge, statusLabel } from './event-status-badge.tsx';

const columns: Column<AdminEventRow>[] = [
  {
    label: 'Event',
    sort: 'title',
    render: (e) => (
      <div className="flex min-w-56 items-center gap-3">
        <img src={e.eventImage} alt="" width={60} height={40} className="h-10 w-15 shrink-0 rounded-md object-cover" />
        <div>
          <Link to={adminPaths.event(e.id)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {e.title}
          </Link>
          <p className="text-xs text-muted">{e.artistName}</p>
        </div>
      </div>
    ),
  },
  {
    label: 'Starts',
    sort: 'startsAt',
    render: (e) => <EventStart startsAt={e.startsAt} timeZone={e.timeZone} city={e.city} />,
  },
  { label: 'Status', sort: 'status', render: (e) => <EventStatusBadge status={e.status} /> },
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

/** /admin/events: every event with what it sold (from the orders), sorted and filtered on the server. */
export function AdminEventsPage() {
  return (
    <div className="grid gap-6">
      <PageTitle title="Events" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Events</h1>
          <p className="mt-1 text-sm text-muted">Sold and held seats and revenue come from the orders.</p>
        </div>
        <Link to={adminPaths.newEvent} className={buttonClasses('primary')}>
          New event
        </Link>
      </div>
      <DataTable
        endpoint="/api/admin/events"
        caption="Events"
        columns={columns}
        rowKey={(e) => e.id}
        defaultSort="startsAt"
        defaultDir="asc"
        searchLabel="Search by title, artist, venue or city"
        filters={<FilterSelect label="Status" name="status" options={STATUS_OPTIONS} />}
      />
    </div>
  );
}
