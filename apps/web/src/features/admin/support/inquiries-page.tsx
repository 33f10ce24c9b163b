import type { InquiryRow } from '@storefront/contracts/messages';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { formatMoment } from '../admin-format.ts';
import { adminPaths } from '../admin-paths.ts';
import { type Column, DataTable } from '../data-table.tsx';

const columns: Column<InquiryRow>[] = [
  {
    label: 'Name',
    sort: 'name',
    render: (row) => (
      <Link to={adminPaths.inquiry(row.id)} className="font-semibold text-brand-700 underline">
        {row.name}
      </Link>
    ),
  },
  { label: 'Organization', sort: 'organization', render: (row) => row.organization },
  { label: 'Event type', sort: 'eventType', render: (row) => row.eventType },
  { label: 'Email', className: 'min-w-48', render: (row) => <span className="break-all">{row.email}</span> },
  {
    label: 'Received',
    sort: 'createdAt',
    render: (row) => <time dateTime={row.createdAt}>{formatMoment(row.createdAt)}</time>,
    className: 'whitespace-nowrap',
  },
];

/** /admin/inquiries: organizer inquiries from the organizers page (GET /api/admin/inquiries). */
export function InquiriesPage() {
  return (
    <div className="grid gap-6">
      <PageTitle title="Inquiries" />
      <div>
        <h1 className="text-2xl font-bold text-ink">Organizer inquiries</h1>
        <p className="mt-1 text-sm text-muted">
          Sent from the organizers page; each was also emailed to the sales team.
        </p>
      </div>
      <DataTable
        endpoint="/api/admin/inquiries"
        caption="Organizer inquiries"
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="createdAt"
        defaultDir="desc"
        searchLabel="Search by name, email, organization or message"
      />
    </div>
  );
}
