import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { controlClasses } from '../../components/ui/control-classes.ts';
import { Modal } from '../../components/ui/modal.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, in words: the dialog's whole point. */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** Offers an optional reason (kept in the audit log), up to 500 characters. */
  reasonLabel?: string;
  /** Runs the action; a thrown error's message is shown in the dialog, which stays open. */
  onConfirm(reason: string): Promise<void>;
  onClose(): void;
}

/**
 * Asks before a back-office action that cannot be undone (a refund, a cancelled ticket): says what
 * will happen, takes an optional reason, and shows the server's refusal in place if there is one.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  reasonLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  return (
    <Modal title={title} onClose={busy ? () => undefined : onClose}>
      <form onSubmit={submit} className="grid gap-4 px-5 py-4">
        <div className="grid gap-2 text-sm text-ink">{children}</div>
        {reasonLabel && (
          <div className="grid gap-1.5">
            <label htmlFor={reasonId} className="text-sm font-medium text-ink">
              {reasonLabel}
            </label>
            <textarea
              id={reasonId}
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
              className={controlClasses()}
              data-autofocus
            />
          </div>
        )}
        <StatusMessage text={error} tone="error" />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" busy={busy} busyText={busyLabel}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
