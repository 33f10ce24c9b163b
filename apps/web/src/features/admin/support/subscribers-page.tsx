import { adminSupportMessages, type SubscriberRow, type SubscribersAnswer } from '@storefront/contracts/messages';
import { useState } from 'react';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { formatMoment } from '../admin-format.ts';
import { type Column, DataTable } from '../data-table.tsx';
import { ExportLink } from '../export-link.tsx';
import { FilterSelect } from '../list-filters.tsx';
import { StatusBadge } from '../status-badge.tsx';

const STATUS_OPTIONS = [
  ['active', 'Active'],
  ['unsubscribed', 'Unsubscribed'],
] as const;

const columns: Column<SubscriberRow>[] = [
  { label: 'Email', sort: 'email', render: (row) => <span className="break-all">{row.email}</span> },
  {
    label: 'Status',
    render: (row) =>
      row.unsubscribedAt ? (
        <StatusBadge label="Unsubscribed" tone="neutral" />
      ) : (
        <StatusBadge label="Active" tone="good" />
      ),
  },
  {
    label: 'Subscribed',
    sort: 'subscribedAt',
    render: (row) => <time dateTime={row.subscribedAt}>{formatMoment(row.subscribedAt)}</time>,
    className: 'whitespace-nowrap',
  },
  {
    label: 'Unsubscribed',
    sort: 'unsubscribedAt',
    render: (row) =>
      row.unsubscribedAt ? <time dateTime={row.unsubscribedAt}>{formatMoment(row.unsubscribedAt)}</time> : '—',
    className: 'whitespace-nowrap',
  },
];

/** /admin/subscribers: the newsletter's subscribers and their CSV (GET /api/admin/subscribers). */
export function SubscribersPage() {
  const [provider, setProvider] = useState<SubscribersAnswer['provider']>('local');
  return (
    <div className="grid gap-6">
      <PageTitle title="Subscribers" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Newsletter subscribers</h1>
          <p className="mt-1 text-sm text-muted">Sign-ups from the newsletter form, with who has unsubscribed.</p>
        </div>
        <ExportLink endpoint="/api/admin/subscribers.csv" label="Export CSV" />
      </div>
      {provider === 'mailerlite' && <StatusMessage text={adminSupportMessages.mailerliteNote} tone="info" />}
      <DataTable<SubscriberRow, SubscribersAnswer>
        endpoint="/api/admin/subscribers"
        caption="Newsletter subscribers"
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="subscribedAt"
        defaultDir="desc"
        searchLabel="Search by email"
        filters={<FilterSelect label="Status" name="status" options={STATUS_OPTIONS} />}
        onAnswer={(answer) => setProvider(answer.provider)}
      />
    </div>
  );
}
