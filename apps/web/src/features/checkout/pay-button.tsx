import { formatNaira } from '@storefront/contracts/format';
import { messages } from '@storefront/contracts/messages';
import type { PaymentChannel } from '@storefront/contracts/rules';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import type { PayFlow } from './use-pay-flow.ts';

/** product.md §2.7: 'Pay NGN {total}', e.g. 'Pay NGN 6,000'; a free order (product.md §2.13): 'Get free tickets'. */
export const payLabel = (total: number) => (total === 0 ? 'Get free tickets' : `Pay ${formatNaira(total)}`);

/** The ways to pay offered again after a failed payment (card is what Pay opens first). */
const OTHER_CHANNELS: Partial<Record<PaymentChannel, string>> = {
  bank_transfer: 'Pay by bank transfer',
  ussd: 'Pay with USSD',
  bank: 'Pay from my bank account',
};

/**
 * The Pay button of the order summary and the line under it. Disabled until the provider's
 * script has loaded and while a payment is under way ('Processing...'). The line sits in a live
 * region that is always there, so each outcome ('Payment cancelled.', ...) is announced; when an
 * attempt ends with one, it is scrolled into view and focused, so the buyer sees it on a phone too.
 * After a failed payment the other channels are offered, each opening the pop-up on that channel.
 */
export function PayButton({ flow, total, disabled = false }: { flow: PayFlow; total: number; disabled?: boolean }) {
  const { pay, busy, scriptStatus, message, failure, channels } = flow;
  const outcomeRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  // When an attempt ends here (closed, declined, refused), its outcome is where the buyer looks.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && message) {
      outcomeRef.current?.scrollIntoView?.({ block: 'center' });
      outcomeRef.current?.focus();
    }
    wasBusy.current = busy;
  }, [busy, message]);
  const others = failure ? channels.filter((channel) => OTHER_CHANNELS[channel]) : [];
  // A free order opens no pop-up, so it does not wait for the provider's script.
  const waiting = total > 0 && scriptStatus !== 'ready';

  return (
    <div className="grid gap-2">
      <Button
        variant="accent"
        busy={busy}
        busyText={messages.payment.processing}
        disabled={waiting || disabled}
        aria-describedby={waiting && scriptStatus === 'loading' ? hintId : undefined}
        onClick={() => pay()}
        className="w-full text-base"
      >
        {payLabel(total)}
      </Button>
      {waiting && scriptStatus === 'loading' && (
        <p id={hintId} className="text-center text-xs text-muted">
          Loading the secure payment window...
        </p>
      )}
      <div
        ref={outcomeRef}
        tabIndex={-1}
        aria-live="polite"
        aria-atomic="true"
        data-testid="pay-message"
        className="grid gap-2 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
      >
        <StatusMessage text={message} announce={false} />
        {failure?.reason && (
          <p className="text-sm text-muted" data-testid="pay-failure-reason">
            The payment service said: {failure.reason}
          </p>
        )}
      </div>
      {others.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-ink">Or pay another way:</legend>
          {others.map((channel) => (
            <Button key={channel} variant="secondary" className="w-full" onClick={() => pay([channel])}>
              {OTHER_CHANNELS[channel]}
            </Button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
