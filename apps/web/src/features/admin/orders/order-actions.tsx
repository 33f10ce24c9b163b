import { type AdminOrderDetail, orderStatusLabels } from '@storefront/contracts/messages';
import { Button } from '../../../components/ui/button.tsx';

export type OrderAction = 'refund' | 'cancel-ticket' | 'resend-ticket-email';

/** Why each action is off, when it is: the page says so under its button. */
function actionHints(order: AdminOrderDetail): Record<OrderAction, string | null> {
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

/** The order's three actions, each with why it is off when it is. */
export function OrderActions({
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
  const hint = (action: OrderAction) =>
    hints[action] ? <span className="text-xs text-muted">{hints[action]}</span> : null;
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
