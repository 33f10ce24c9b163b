import { formatNaira } from '@storefront/contracts/format';
import type { AdminOrderDetail } from '@storefront/contracts/messages';
import { ConfirmDialog } from '../confirm-dialog.tsx';

interface DialogProps {
  order: AdminOrderDetail;
  onConfirm(reason: string): Promise<void>;
  onClose(): void;
}

/** Asks before refunding: how much goes back to whom, and what happens to the seats and ticket. */
export function RefundDialog({ order, onConfirm, onClose }: DialogProps) {
  return (
    <ConfirmDialog
      title="Refund this order?"
      confirmLabel={`Refund ${formatNaira(order.amount)}`}
      busyLabel="Refunding..."
      cancelLabel="Keep the order"
      reasonLabel="Reason (optional, kept in the audit log)"
      onConfirm={onConfirm}
      onClose={onClose}
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
  );
}

/** Asks before cancelling the ticket: it stops admitting anyone; the money and seats stay. */
export function CancelTicketDialog({
  ticketId,
  onConfirm,
  onClose,
}: Omit<DialogProps, 'order'> & { ticketId: string }) {
  return (
    <ConfirmDialog
      title="Cancel this ticket?"
      confirmLabel="Cancel the ticket"
      busyLabel="Cancelling..."
      cancelLabel="Keep the ticket"
      reasonLabel="Reason (optional, emailed to the buyer)"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        Ticket {ticketId} will no longer admit anyone: its page and the door will say cancelled. The order stays paid
        and its seats stay taken; refund the order to give the money back and free them.
      </p>
    </ConfirmDialog>
  );
}
