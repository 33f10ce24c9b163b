import type { AdminPromoCode } from '@storefront/contracts/api';
import { formatNaira } from '@storefront/contracts/format';
import { useEffect, useState } from 'react';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api.ts';
import { adminGet, adminSend } from '../admin-api.ts';
import { formatMoment } from '../admin-format.ts';
import { useConsole } from '../console.tsx';
import { type Column, DataTable } from '../data-table.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { type EventChoice, PromoCodeDialog } from './promo-code-dialog.tsx';

const windowOf = (row: AdminPromoCode) =>
  row.startsAt || row.endsAt
    ? `${row.startsAt ? formatMoment(row.startsAt) : 'Now'} – ${row.endsAt ? formatMoment(row.endsAt) : 'no end'}`
    : 'Always';

/**
 * /admin/promo-codes (decision 30): every code with its uses and what it sold; create, edit, pause.
 * In the organizer console (/organizer/promo-codes) the codes of the organizer's own events.
 */
export function PromoCodesPage() {
  const { api } = useConsole();
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<AdminPromoCode | 'new' | null>(null);
  const [events, setEvents] = useState<EventChoice[]>([]);
  const [notice, setNotice] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    adminGet<{ items: EventChoice[] }>(`${api}/events?pageSize=100&sort=startsAt&dir=asc`, abort.signal).then(
      (answer) => setEvents(answer.items.map(({ id, title }) => ({ id, title }))),
      () => {},
    );
    return () => abort.abort();
  }, [api]);

  async function toggle(row: AdminPromoCode) {
    setSwitching(row.id);
    try {
      const status = row.status === 'active' ? 'paused' : 'active';
      await adminSend('PUT', `${api}/promo-codes/${encodeURIComponent(row.id)}/status`, { status });
      setNotice({ text: `${row.code} is ${status === 'paused' ? 'paused' : 'active again'}.`, tone: 'success' });
      setReloadKey((k) => k + 1);
    } catch (error) {
      setNotice({ text: error instanceof ApiError ? error.message : 'The change was not saved.', tone: 'error' });
    } finally {
      setSwitching(null);
    }
  }

  const columns: Column<AdminPromoCode>[] = [
    { label: 'Code', sort: 'code', render: (row) => <span className="font-mono font-semibold">{row.code}</span> },
    {
      label: 'Event and tiers',
      render: (row) => (
        <>
          {row.eventTitle ?? 'All events'}
          <span className="block text-xs text-muted">
            {row.ticketTypeNames.length > 0 ? row.ticketTypeNames.join(', ') : 'All tiers'}
          </span>
        </>
      ),
    },
    { label: 'Discount', render: (row) => row.description },
    {
      label: 'Uses',
      sort: 'uses',
      render: (row) => (
        <>
          {`${row.uses} / ${row.maxUses ?? '∞'}`}
          <span className="block text-xs text-muted">
            {row.maxUsesPerAccount === null ? 'No limit per account' : `${row.maxUsesPerAccount} per account`}
          </span>
        </>
      ),
      className: 'tabular-nums',
    },
    { label: 'Window', render: windowOf },
    {
      label: 'Status',
      render: (row) =>
        row.status === 'active' ? (
          <StatusBadge label="Active" tone="good" />
        ) : (
          <StatusBadge label="Paused" tone="stopped" />
        ),
    },
    {
      label: 'Revenue',
      render: (row) => (
        <>
          {formatNaira(row.revenue)}
          <span className="block text-xs text-muted">{formatNaira(row.discountGiven)} discount given</span>
        </>
      ),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      label: 'Actions',
      render: (row) => (
        <div className="flex gap-2">
          <Button variant="secondary" className="px-3" onClick={() => setEditing(row)} aria-label={`Edit ${row.code}`}>
            Edit
          </Button>
          <Button
            variant="ghost"
            className="px-3"
            busy={switching === row.id}
            onClick={() => void toggle(row)}
            aria-label={`${row.status === 'active' ? 'Pause' : 'Resume'} ${row.code}`}
          >
            {row.status === 'active' ? 'Pause' : 'Resume'}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="grid gap-6">
      <PageTitle title="Promo codes" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Promo codes</h1>
          <p className="mt-1 text-sm text-muted">
            Uses count orders holding or having used a code; revenue and discount are of paid orders.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>New promo code</Button>
      </div>
      <StatusMessage text={notice?.text} tone={notice?.tone} />
      <DataTable<AdminPromoCode>
        endpoint={`${api}/promo-codes`}
        caption="Promo codes"
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="createdAt"
        defaultDir="desc"
        searchLabel="Search by code"
        reloadKey={reloadKey}
      />
      {editing && (
        <PromoCodeDialog
          code={editing === 'new' ? null : editing}
          events={events}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice({ text: `${saved.code} is saved.`, tone: 'success' });
            setReloadKey((k) => k + 1);
          }}
        />
      )}
    </div>
  );
}
