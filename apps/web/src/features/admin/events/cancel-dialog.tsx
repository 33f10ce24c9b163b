import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

export interface CancelDialogProps {
  title: string;
  sold: number;
  busy: boolean;
  onConfirm(refundTickets: boolean): void;
  onClose(): void;
}

/** Cancelling an event with tickets sold: asks first, and offers to refund them all. */
export function CancelDialog({ title, sold, busy, onConfirm, onClose }: CancelDialogProps) {
  const [refund, setRefund] = useState(true);
  const checkboxId = useId();
  const tickets = `${sold} ${sold === 1 ? 'ticket' : 'tickets'}`;
  return (
    <Modal title={`Cancel ${title}?`} onClose={onClose}>
      <div className="grid gap-4">
        <p>
          {tickets} {sold === 1 ? 'is' : 'are'} sold for this event. Once cancelled, its page says so, nothing more can
          be bought, and it cannot be reopened.
        </p>
        <div className="flex items-start gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            checked={refund}
            onChange={(event) => setRefund(event.target.checked)}
            className="mt-1 size-5 accent-brand-600"
          />
          <label htmlFor={checkboxId}>
            Refund all {tickets} in full through the payment provider (each buyer is emailed)
          </label>
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep the event
          </Button>
          <Button
            onClick={() => onConfirm(refund)}
            busy={busy}
            busyText="Cancelling..."
            className="bg-danger hover:bg-red-800"
          >
            Cancel the event
          </Button>
        </div>
      </div>
    </Modal>
  );
}
