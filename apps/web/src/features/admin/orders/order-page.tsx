import {
  type AdminOrderActionAnswer,
  type AdminOrderDetail,
  formatLongDateTime,
  formatNaira,
  orderStatusLabels,
} from '@storefront/contracts';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';

import { adminSend } from '../admin-api.ts';
import { formatMoment } from '../admin-format.ts';
import { adminPaths } from '../admin-paths.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { EmailLink } from '../email-link.tsx';
import { ResourceState } from '../resource-state.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { OrderEmails } from './order-emails.tsx';
import { OrderStatusBadge, TicketStatusBadge } from './order-status.tsx';

type Action = 'refund' | 'cancel-ticket' | 'resend-ticket-email';

const when = (iso: string | null, none = '—') => (iso ? <time dateTime={iso}>{formatMoment(iso)}</time> : none);

function Card({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = `order-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-brand-100 bg-white p-4 sm:p-5 ${className}`}>
      <h2 id={id} className="text-base font-bold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="min-w-0 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Why each action is off, when it is: the page says so under its button. */
function actionHints(order: AdminOrderDetail): Record<Action, string | null> {
  return {
    refund: order.actions.refund
      ? null
      : order.status === 'paid' && order.ticket && order.ticket.admitted > 0
        ? 'Someone went in on this ticket at the door: its seats cannot go back on sale. Cancel the ticket instead.'
        : order.status === 'refunded'
          ? 'Refunded already.'
          : order.status === 'refund_pending'
            ? 'The refund is with the payment service.'
            : `Only paid orders can be refunded (this one is ${orderStatusLabels[order.status].toLowerCase()}).`,
    'cancel-ticket': order.actions.cancelTicket
      ? null
      : order.ticket
        ? 'The ticket is already cancelled.'
        : 'This order has no ticket.',
    'resend-ticket-email': order.actions.resendTicketEmail
      ? null
      : order.ticket
        ? 'Only the unused ticket of a paid order can be emailed again.'
        : 'This order has no ticket.',
  };
}

/** /admin/orders/{id}: an order with its payment, ticket, emails and check-in; refund, cancel, resend. */
export function OrderPage({ id }: { id: string }) {
  const { resource, reload, replace } = useAdminResource<AdminOrderDetail>(
    `/api/admin/orders/${encodeURIComponent(id)}`,
  );
  const [dialog, setDialog] = useState<'refund' | 'cancel-ticket' | null>(null);
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const order = resource.data;

  async function act(action: Action, reason = '') {
    const answer = await adminSend<AdminOrderActionAnswer>(
      'POST',
      `/api/admin/orders/${encodeURIComponent(id)}/${action}`,
      reason ? { reason } : {},
    );
    replace(answer.order);
    setNotice({ text: answer.message, tone: 'success' });
    setDialog(null);
  }

  /** A refusal (409, 502) may follow a change made meanwhile: show the order as it is now. */
  async function confirm(action: 'refund' | 'cancel-ticket', reason: string) {
    try {
      await act(action, reason);
    } catch (error) {
      reload();
      throw error;
    }
  }

  async function resend() {
    setResending(true);
    setNotice(null);
    try {
      await act('resend-ticket-email');
    } catch (error) {
      setNotice({ text: error instanceof Error ? error.message : String(error), tone: 'error' });
    } finally {
      setResending(false);
    }
  }

  return (
    <div className="grid gap-5">
      <PageTitle title={order ? `Order ${order.reference}` : 'Order'} />
      <BackLink to={adminPaths.orders}>Orders</BackLink>
      <ResourceState
        resource={resource}
        onRetry={reload}
        back={{ to: adminPaths.orders, label: 'Back to the orders' }}
      />
      {order && (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="break-all text-2xl font-bold text-ink">Order {order.reference}</h1>
            <OrderStatusBadge status={order.status} />
          </div>
          {notice && <StatusMessage text={notice.text} tone={notice.tone} />}
          <OrderActions
            order={order}
            resending={resending}
            onRefund={() => setDialog('refund')}
            onCancel={() => setDialog('cancel-ticket')}
            onResend={() => void resend()}
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <Card title="Event and seats">
              <Facts
                rows={[
                  ['Event', order.event.title],
                  // By the venue's clock, as the ticket shows it.
                  [
                    'Starts',
                    <time key="starts" dateTime={order.event.startsAt}>
                      {formatLongDateTime(order.event.startsAt, order.event.timeZone, order.event.city)}
                    </time>,
                  ],
                  ['Venue', `${order.event.venue}, ${order.event.city}`],
                  ['Seats', `${order.quantity} × ${formatNaira(order.unitPrice)}`],
                  ['Total', <strong key="total">{formatNaira(order.amount)}</strong>],
                  ['Placed', when(order.createdAt)],
                ]}
              />
            </Card>
            <Card title="Buyer">
              <Facts
                rows={[
                  ['Name', [order.buyer.firstName, order.buyer.lastName].filter(Boolean).join(' ')],
                  ['Email', <EmailLink key="email" address={order.buyer.email} />],
                  ['Phone', order.buyer.phoneNumber],
                  [
                    'Account',
                    <span key="account" className="font-mono text-xs">
                      {order.buyer.userId}
                    </span>,
                  ],
                  [
                    'Gift for',
                    order.gift
                      ? `${[order.gift.firstName, order.gift.lastName].filter(Boolean).join(' ')} (${order.gift.email})`
                      : 'Not a gift',
                  ],
                ]}
              />
            </Card>
            <Card title="Payment">
              <Facts
                rows={[
                  ['Provider', order.payment.provider === 'simulator' ? 'Payment simulator (test mode)' : 'Paystack'],
                  ['Amount', `${formatNaira(order.amount)} (${order.currency})`],
                  ['Paid', when(order.payment.paidAt, 'Not paid')],
                  ...(order.status === 'pending'
                    ? ([['Hold until', when(order.payment.holdExpiresAt)]] as [string, ReactNode][])
                    : []),
                  ['Refund asked', when(order.payment.refundRequestedAt, 'Never')],
                  ...(order.payment.refundProviderStatus
                    ? ([['Provider says', order.payment.refundProviderStatus]] as [string, ReactNode][])
                    : []),
                  ...(order.payment.refundError
                    ? ([
                        [
                          'Last refund error',
                          <span key="e" className="text-danger">
                            {order.payment.refundError}
                          </span>,
                        ],
                      ] as [string, ReactNode][])
                    : []),
                  ['Refunded', when(order.payment.refundedAt, 'No')],
                ]}
              />
            </Card>
            <Card title="Ticket">
              {order.ticket ? (
                <Facts
                  rows={[
                    [
                      'Ticket ID',
                      <span key="id" className="font-mono text-xs">
                        {order.ticket.id}
                      </span>,
                    ],
                    ['Status', <TicketStatusBadge key="s" status={order.ticket.status} />],
                    ['Issued', when(order.ticket.issuedAt)],
                    ['Checked in', when(order.ticket.usedAt, 'Not yet')],
                    ['At the door', `${order.ticket.admitted} of ${order.ticket.admits} in`],
                    [
                      'Page',
                      <a
                        key="page"
                        href={order.ticket.pagePath}
                        target="_blank"
                        rel="noreferrer"
                        className="text-brand-700 underline"
                      >
                        Open the ticket page<span className="sr-only"> (new tab)</span>
                      </a>,
                    ],
                  ]}
                />
              ) : (
                <p className="text-sm text-muted">No ticket was issued for this order.</p>
              )}
            </Card>
          </div>
          <OrderEmails emails={order.emails} />
          <p className="text-sm">
            <Link to={adminPaths.auditLogOf('order', order.id)} className="font-semibold text-brand-700 underline">
              This order in the audit log
            </Link>
          </p>
          {dialog === 'refund' && (
            <ConfirmDialog
              title="Refund this order?"
              confirmLabel={`Refund ${formatNaira(order.amount)}`}
              busyLabel="Refunding..."
              cancelLabel="Keep the order"
              reasonLabel="Reason (optional, kept in the audit log)"
              onConfirm={(reason) => confirm('refund', reason)}
              onClose={() => setDialog(null)}
            >
              <p>
                {formatNaira(order.amount)} goes back to {order.buyer.email} through{' '}
                {order.payment.provider === 'simulator' ? 'the payment simulator' : 'Paystack'}.
              </p>
              {order.status === 'paid' && (
                <p>
                  Its {order.quantity === 1 ? 'seat goes' : `${order.quantity} seats go`} back on sale
                  {order.ticket ? ` and ticket ${order.ticket.id} is cancelled at once` : ''}. The buyer is emailed.
                </p>
              )}
            </ConfirmDialog>
          )}
          {dialog === 'cancel-ticket' && order.ticket && (
            <ConfirmDialog
              title="Cancel this ticket?"
              confirmLabel="Cancel the ticket"
              busyLabel="Cancelling..."
              cancelLabel="Keep the ticket"
              reasonLabel="Reason (optional, emailed to the buyer)"
              onConfirm={(reason) => confirm('cancel-ticket', reason)}
              onClose={() => setDialog(null)}
            >
              <p>
                Ticket {order.ticket.id} will no longer admit anyone: its page and the door will say cancelled. The
                order stays paid and its seats stay taken; refund the order to give the money back and free them.
              </p>
            </ConfirmDialog>
          )}
        </>
      )}
    </div>
  );
}

function OrderActions({
  order,
  resending,
  onRefund,
  onCancel,
  onResend,
}: {
  order: AdminOrderDetail;
  resending: boolean;
  onRefund(): void;
  onCancel(): void;
  onResend(): void;
}) {
  const hints = actionHints(order);
  const hint = (action: Action) => (hints[action] ? <span className="text-xs text-muted">{hints[action]}</span> : null);
  return (
    <section aria-labelledby="order-actions" className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-5">
      <h2 id="order-actions" className="text-base font-bold text-ink">
        Actions
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <div className="grid content-start gap-1">
          <Button onClick={onRefund} disabled={!order.actions.refund}>
            Refund order
          </Button>
          {hint('refund')}
        </div>
        <div className="grid content-start gap-1">
          <Button variant="secondary" onClick={onCancel} disabled={!order.actions.cancelTicket}>
            Cancel ticket
          </Button>
          {hint('cancel-ticket')}
        </div>
        <div className="grid content-start gap-1">
          <Button
            variant="secondary"
            onClick={onResend}
            disabled={!order.actions.resendTicketEmail}
            busy={resending}
            busyText="Sending..."
          >
            Resend ticket email
          </Button>
          {hint('resend-ticket-email')}
        </div>
      </div>
    </section>
  );
}
