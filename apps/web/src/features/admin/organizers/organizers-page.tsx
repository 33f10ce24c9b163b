import {
  type AdminOrganizerRow,
  type AdminOrganizersAnswer,
  ORGANIZER_STATUSES,
  type OrganizerStatusName,
  organizerStatusLabels,
} from '@storefront/contracts/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { formatMoment } from '../admin-format.ts';
import { adminPaths } from '../admin-paths.ts';
import { type Column, DataTable } from '../data-table.tsx';
import { StatusTabs } from '../status-tabs.tsx';
import { OrganizerStatusBadge } from './organizer-status.tsx';

const columns: Column<AdminOrganizerRow>[] = [
  {
    label: 'Organizer',
    sort: 'name',
    className: 'min-w-[12rem]',
    render: (row) => (
      <>
        <Link to={adminPaths.organizer(row.id)} className="font-semibold break-words text-brand-700 underline">
          {row.name}
        </Link>
        <span className="block font-mono text-xs text-muted">/o/{row.slug}</span>
      </>
    ),
  },
  { label: 'Account', className: 'min-w-48', render: (row) => <span className="break-all">{row.email}</span> },
  { label: 'Status', sort: 'status', render: (row) => <OrganizerStatusBadge status={row.status} /> },
  { label: 'Events', render: (row) => row.events, className: 'text-right tabular-nums' },
  {
    label: 'Applied',
    sort: 'createdAt',
    render: (row) => <time dateTime={row.createdAt}>{formatMoment(row.createdAt)}</time>,
    className: 'whitespace-nowrap',
  },
];

/** /admin/organizers: applications and organizers, pending first (GET /api/admin/organizers). */
export function OrganizersPage() {
  const [counts, setCounts] = useState<Record<OrganizerStatusName, number> | null>(null);
  const waiting = counts?.pending ?? 0;
  return (
    <div className="grid gap-6">
      <PageTitle title="Organizers" />
      <div>
        <h1 className="text-2xl font-bold text-ink">Organizers</h1>
        <p className="mt-1 text-sm text-muted">
          Applications from the organizers page and the organizers who sell on the platform. Open one to approve,
          decline, pause or set its commission.
        </p>
      </div>
      {waiting > 0 && (
        <p
          role="status"
          className="rounded-xl border border-accent-500/40 bg-amber-50 px-4 py-3 text-sm font-semibold text-ink"
        >
          {waiting === 1 ? '1 application is' : `${waiting} applications are`} waiting for a decision.
        </p>
      )}
      <StatusTabs
        statuses={ORGANIZER_STATUSES}
        labels={organizerStatusLabels}
        counts={counts}
        legend="Show organizers"
      />
      <DataTable<AdminOrganizerRow, AdminOrganizersAnswer>
        endpoint="/api/admin/organizers"
        caption="Organizers"
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="status"
        defaultDir="asc"
        searchLabel="Search by name or account email"
        onAnswer={(answer) => setCounts(answer.counts)}
      />
    </div>
  );
}
