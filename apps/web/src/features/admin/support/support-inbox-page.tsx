import {
  SUPPORT_STATUSES,
  type SupportInboxAnswer,
  type SupportStatus,
  type SupportTicketRow,
  supportStatusLabels,
} from '@storefront/contracts/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { formatMoment } from '../admin-format.ts';
import { adminPaths } from '../admin-paths.ts';
import { type Column, DataTable } from '../data-table.tsx';
import { StatusTabs } from '../status-tabs.tsx';
import { SupportStatusBadge } from './support-status.tsx';

const columns: Column<SupportTicketRow>[] = [
  {
    label: 'Ticket',
    sort: 'subject',
    className: 'min-w-[14rem]',
    render: (row) => (
      <>
        <Link to={adminPaths.supportTicket(row.id)} className="font-semibold text-brand-700 underline">
          {row.subject}
        </Link>
        <span className="block font-mono text-xs text-muted">
          {row.id} · {row.category}
          {row.eventName ? ` · ${row.eventName}` : ''}
        </span>
      </>
    ),
  },
  {
    label: 'From',
    sort: 'email',
    // A width of its own: a long address broken anywhere would otherwise shrink to a letter a line.
    className: 'min-w-48',
    render: (row) => <span className="break-all">{row.email}</span>,
  },
  { label: 'Status', sort: 'status', render: (row) => <SupportStatusBadge status={row.status} /> },
  { label: 'Replies', render: (row) => row.replies, className: 'text-right tabular-nums' },
  {
    label: 'Last activity',
    sort: 'updatedAt',
    render: (row) => <time dateTime={row.updatedAt}>{formatMoment(row.updatedAt)}</time>,
    className: 'whitespace-nowrap',
  },
  {
    label: 'Received',
    sort: 'createdAt',
    render: (row) => <time dateTime={row.createdAt}>{formatMoment(row.createdAt)}</time>,
    className: 'whitespace-nowrap',
  },
];

/** /admin/support: the helpdesk's tickets as an inbox (GET /api/admin/support-tickets). */
export function SupportInboxPage() {
  const [counts, setCounts] = useState<Record<SupportStatus, number> | null>(null);
  return (
    <div className="grid gap-6">
      <PageTitle title="Support" />
      <div>
        <h1 className="text-2xl font-bold text-ink">Support</h1>
        <p className="mt-1 text-sm text-muted">
          Requests from the helpdesk. Replies are emailed to the requester and kept in the ticket's thread.
        </p>
      </div>
      <StatusTabs statuses={SUPPORT_STATUSES} labels={supportStatusLabels} counts={counts} legend="Show tickets" />
      <DataTable<SupportTicketRow, SupportInboxAnswer>
        endpoint="/api/admin/support-tickets"
        caption="Support tickets"
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="updatedAt"
        defaultDir="desc"
        searchLabel="Search by ticket number, email or subject"
        onAnswer={(answer) => setCounts(answer.counts)}
      />
    </div>
  );
}
