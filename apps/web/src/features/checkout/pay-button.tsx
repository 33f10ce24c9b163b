import { formatNaira, messages } from '@storefront/contracts';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import type { PayFlow } from './use-pay-flow.ts';

/** Spec §2: 'Pay NGN {total}', e.g. 'Pay NGN 6,000'. */
export const payLabel = (total: number) => `Pay ${formatNaira(total)}`;

/**
 * The Pay button of the order summary and the line under it. Disabled until the provider's
 * script has loaded and while a payment is under way ('Processing...'). The line sits in a live
 * region that is always there, so each outcome ('Payment cancelled.', ...) is announced.
 */
export function PayButton({ flow, total }: { flow: PayFlow; total: number }) {
  const { pay, busy, scriptStatus, message } = flow;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  // When an attempt ends here (closed, declined, refused), keyboard users are back on Pay.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) buttonRef.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  return (
    <div className="grid gap-2">
      <Button
        ref={buttonRef}
        variant="accent"
        busy={busy}
        busyText={messages.payment.processing}
        disabled={scriptStatus !== 'ready'}
        aria-describedby={scriptStatus === 'loading' ? hintId : undefined}
        onClick={pay}
        className="w-full text-base"
      >
        {payLabel(total)}
      </Button>
      {scriptStatus === 'loading' && (
        <p id={hintId} className="text-center text-xs text-muted">
          Loading the secure payment window...
        </p>
      )}
      <div aria-live="polite" aria-atomic="true" data-testid="pay-message">
        <StatusMessage text={message} announce={false} />
      </div>
    </div>
  );
}
