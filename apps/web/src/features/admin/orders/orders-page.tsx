import type { AdminTicketTypesAnswer } from '@storefront/contracts/api';
import { formatNaira } from '@storefront/contracts/format';
import {
  type AdminEventOption,
  type AdminOrderRow,
  BUSINESS_TIME_ZONE_LABEL,
  orderStatusLabels,
} from '@storefront/contracts/messages';
import { ORDER_STATUSES } from '@storefront/contracts/rules';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { formatMoment } from '../admin-format.ts';
import { type ConsolePaths, useConsole } from '../console.tsx';
import { type Column, DataTable } from '../data-table.tsx';
import { ExportLink } from '../export-link.tsx';
import { DateFilter, FilterSelect } from '../list-filters.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { OrderStatusBadge, TicketStatusBadge } from './order-status.tsx';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => [status, orderStatusLabels[status]] as const);

/** The list's columns, linking within the console it is shown in. */
const columnsIn = (paths: ConsolePaths): Column<AdminOrderRow>[] => [
  {
    label: 'Order',
    sort: 'createdAt',
    render: (o) => (
      <>
        <Link to={paths.order(o.id)} className="font-mono text-xs font-semibold text-brand-700 underline">
          {o.reference}
        </Link>
        <time dateTime={o.createdAt} className="block text-xs text-muted">
          {formatMoment(o.createdAt)}
        </time>
      </>
    ),
  },
  {
    label: 'Buyer',
    sort: 'email',
    className: 'min-w-[10rem]',
    render: (o) => (
      <>
        <span className="block font-semibold text-ink">{o.buyerName}</span>
        <span className="block break-all text-xs text-muted">{o.email}</span>
        {/* The search finds phone numbers: the row shows the one it found. */}
        <span className="block whitespace-nowrap text-xs text-muted tabular-nums">{o.phoneNumber}</span>
      </>
    ),
  },
  { label: 'Event', sort: 'eventTitle', render: (o) => o.eventTitle },
  { label: 'Seats', sort: 'quantity', render: (o) => o.quantity, className: 'text-right tabular-nums' },
  {
    label: 'Amount',
    sort: 'amount',
    render: (o) => formatNaira(o.amount),
    className: 'whitespace-nowrap text-right tabular-nums',
  },
  { label: 'Status', sort: 'status', render: (o) => <OrderStatusBadge status={o.status} /> },
  {
    label: 'Ticket',
    render: (o) =>
      o.ticketId && o.ticketStatus ? (
        <>
          <TicketStatusBadge status={o.ticketStatus} />
          <span className="mt-1 block font-mono text-xs text-muted">{o.ticketId}</span>
        </>
      ) : (
        <span className="text-muted">None</span>
      ),
  },
];

/**
 * /admin/orders: every order, searched, filtered and sorted on the server (GET /api/admin/orders).
 * In the organizer console, /organizer/orders: their events' orders (GET /api/organizer/orders).
 */
export function OrdersPage() {
  const { api, paths } = useConsole();
  const columns = columnsIn(paths);
  const events = useAdminResource<AdminEventOption[]>(`${api}/event-options`);
  const eventOptions = (events.resource.data ?? []).map((event) => [event.id, event.title] as const);
  return (
    <div className="grid gap-6">
      <PageTitle title="Orders" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Orders</h1>
          <p className="mt-1 text-sm text-muted">
            Dates are days in {BUSINESS_TIME_ZONE_LABEL}, by when the order was placed.
          </p>
        </div>
        <ExportLink endpoint={`${api}/orders.csv`} label="Export CSV" />
      </div>
      <DataTable
        endpoint={`${api}/orders`}
        caption="Orders"
        columns={columns}
        rowKey={(o) => o.id}
        defaultSort="createdAt"
        defaultDir="desc"
        searchLabel="Search by email, name, phone, reference or ticket ID"
        filters={
          <>
            <FilterSelect label="Event" name="eventId" options={eventOptions} />
            <TierFilter />
            <FilterSelect label="Status" name="status" options={STATUS_OPTIONS} />
            <DateFilter label="From" name="from" />
            <DateFilter label="To" name="to" />
          </>
        }
      />
    </div>
  );
}

/** The ticket types of the chosen event, to filter its orders by (product.md §2.13); nothing until an event is chosen. */
function TierFilter() {
  const [params] = useSearchParams();
  const eventId = params.get('eventId');
  if (!eventId) return null;
  return <TierOptions key={eventId} eventId={eventId} />;
}

function TierOptions({ eventId }: { eventId: string }) {
  const { api } = useConsole();
  const { resource } = useAdminResource<AdminTicketTypesAnswer>(
    `${api}/events/${encodeURIComponent(eventId)}/ticket-types`,
  );
  const options = (resource.data?.ticketTypes ?? []).map((tier) => [tier.id, tier.name] as const);
  return <FilterSelect label="Ticket type" name="ticketTypeId" options={options} />;
}
