import type { AuditEntry } from '@storefront/contracts';
import { PageTitle } from '../../components/layout/logo.tsx';
import { formatMoment } from './admin-format.ts';
import { AuditChanges } from './audit-changes.tsx';
import { type Column, DataTable } from './data-table.tsx';
import { FilterSelect } from './list-filters.tsx';

const TARGET_TYPES = [
  ['event', 'Events'],
  ['order', 'Orders'],
  ['ticket', 'Tickets'],
  ['support_ticket', 'Support tickets'],
] as const;

const columns: Column<AuditEntry>[] = [
  {
    label: 'When',
    sort: 'createdAt',
    render: (e) => <time dateTime={e.createdAt}>{formatMoment(e.createdAt)}</time>,
    className: 'whitespace-nowrap',
  },
  { label: 'Who', sort: 'actorEmail', render: (e) => e.actorEmail },
  { label: 'Action', sort: 'action', render: (e) => <code className="text-xs">{e.action}</code> },
  // Ids and changed values are long unbroken words: they wrap anywhere, so the table fits a desktop.
  { label: 'Target', render: (e) => `${e.targetType} ${e.targetId}`, className: 'min-w-40 wrap-anywhere' },
  {
    label: 'Changes',
    render: (e) => <AuditChanges before={e.before} after={e.after} />,
    className: 'min-w-64',
  },
];

/** /admin/audit-log: every admin change, newest first (GET /api/admin/audit-log). */
export function AuditLogPage() {
  return (
    <div className="grid gap-6">
      <PageTitle title="Audit log" />
      <div>
        <h1 className="text-2xl font-bold text-ink">Audit log</h1>
        <p className="mt-1 text-sm text-muted">Who changed what in the back office, and when.</p>
      </div>
      <DataTable
        endpoint="/api/admin/audit-log"
        caption="Audit log"
        columns={columns}
        rowKey={(e) => e.id}
        defaultSort="createdAt"
        defaultDir="desc"
        searchLabel="Search by email, action or target"
        filters={<FilterSelect label="Target" name="targetType" options={TARGET_TYPES} />}
      />
    </div>
  );
}
