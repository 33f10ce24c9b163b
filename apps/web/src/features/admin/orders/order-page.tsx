import type { AdminOrderActionAnswer, AdminOrderDetail } from '@storefront/contracts/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { adminSend } from '../admin-api.ts';
import { adminPaths } from '../admin-paths.ts';
import { useConsole } from '../console.tsx';
import { ResourceState } from '../resource-state.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { type OrderAction, OrderActions } from './order-actions.tsx';
import { BuyerCard, EventCard, PaymentCard, TicketCard } from './order-cards.tsx';
import { CancelTicketDialog, RefundDialog } from './order-dialogs.tsx';
import { OrderEmails } from './order-emails.tsx';
import { OrderStatusBadge } from './order-status.tsx';

/** /admin/orders/{id}: an order with its payment, ticket, emails and check-in; refund, cancel, resend. */
export function OrderPage({ id }: { id: string }) {
  const { api, paths, kind } = useConsole();
  const { resource, reload, replace } = useAdminResource<AdminOrderDetail>(`${api}/orders/${encodeURIComponent(id)}`);
  const [dialog, setDialog] = useState<'refund' | 'cancel-ticket' | null>(null);
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const order = resource.data;

  async function act(action: OrderAction, reason = '') {
    const answer = await adminSend<AdminOrderActionAnswer>(
      'POST',
      `${api}/orders/${encodeURIComponent(id)}/${action}`,
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
      <BackLink to={paths.orders}>Orders</BackLink>
      <ResourceState resource={resource} onRetry={reload} back={{ to: paths.orders, label: 'Back to the orders' }} />
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
            <EventCard order={order} />
            <BuyerCard order={order} />
            <PaymentCard order={order} />
            <TicketCard order={order} />
          </div>
          <OrderEmails emails={order.emails} />
          {/* The audit log is the platform's (the organizer's actions are in it, for the admins). */}
          {kind === 'admin' && (
            <p className="text-sm">
              <Link to={adminPaths.auditLogOf('order', order.id)} className="font-semibold text-brand-700 underline">
                This order in the audit log
              </Link>
            </p>
          )}
          {dialog === 'refund' && (
            <RefundDialog
              order={order}
              onConfirm={(reason) => confirm('refund', reason)}
              onClose={() => setDialog(null)}
            />
          )}
          {dialog === 'cancel-ticket' && order.ticket && (
            <CancelTicketDialog
              ticketId={order.ticket.id}
              onConfirm={(reason) => confirm('cancel-ticket', reason)}
              onClose={() => setDialog(null)}
            />
          )}
        </>
      )}
    </div>
  );
}
