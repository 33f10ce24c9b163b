import type { AuditEntry } from '@storefront/contracts/messages';
import { Link } from 'react-router';
import { PageTitle } from '../../components/layout/logo.tsx';
import { formatMoment } from './admin-format.ts';
import { adminPaths } from './admin-paths.ts';
import { AuditChanges } from './audit-changes.tsx';
import { type Column, DataTable } from './data-table.tsx';
import { FilterSelect } from './list-filters.tsx';

const TARGET_TYPES = [
  ['event', 'Events'],
  ['order', 'Orders'],
  ['ticket', 'Tickets'],
  ['support_ticket', 'Support tickets'],
] as const;

/** One target's kind, as the Target filter names the many. */
const KIND: Record<string, string> = {
  event: 'Event',
  order: 'Order',
  ticket: 'Ticket',
  support_ticket: 'Support ticket',
};

/** The target's own back-office page, where it has one (a ticket is seen on its order's). */
function pageOf(entry: AuditEntry): string | null {
  if (entry.targetType === 'event') return adminPaths.event(entry.targetId);
  if (entry.targetType === 'order') return adminPaths.order(entry.targetId);
  if (entry.targetType === 'support_ticket') return adminPaths.supportTicket(entry.targetId);
  return null;
}

/** What the entry was done to: its kind, its name (linked to its page) and who or what else it concerns, then its id. */
function Target({ entry }: { entry: AuditEntry }) {
  const to = pageOf(entry);
  const name = entry.subject?.name;
  return (
    <div className="grid gap-0.5">
      <span className="text-xs font-semibold uppercase tracking-wide text-muted">
        {KIND[entry.targetType] ?? entry.targetType}
      </span>
      {name &&
        (to ? (
          <Link to={to} className="font-semibold text-brand-700 underline">
            {name}
          </Link>
        ) : (
          <span className="font-semibold text-ink">{name}</span>
        ))}
      {entry.subject?.detail && <span className="text-xs text-ink">{entry.subject.detail}</span>}
      {/* The id stays: it is what the entry holds, and all there is once the target is gone. */}
      {(!name || entry.targetId !== name) && <span className="font-mono text-xs text-muted">{entry.targetId}</span>}
    </div>
  );
}

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
  { label: 'Target', render: (e) => <Target entry={e} />, className: 'min-w-48 wrap-anywhere' },
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
        searchLabel="Search by email, action, event, order or subject"
        filters={<FilterSelect label="Target" name="targetType" options={TARGET_TYPES} />}
      />
    </div>
  );
}
