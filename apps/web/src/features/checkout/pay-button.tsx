import { formatNaira } from '@storefront/contracts';
import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';

/** Spec §2: 'Pay NGN {total}', e.g. 'Pay NGN 6,000'. */
export const payLabel = (total: number) => `Pay ${formatNaira(total)}`;

export const PAYMENT_NOT_OPEN = 'Card payment opens soon. You have not been charged.';

/**
 * The Pay button of the order summary. Card payment is not built yet (a later issue adds
 * initialize → pop-up → verify here, with 'Processing...' while busy), so it stays disabled
 * and says so right under it. It calls nothing.
 */
export function PayButton({ total }: { total: number }) {
  const noteId = useId();
  return (
    <div className="grid gap-2">
      <Button variant="accent" disabled aria-describedby={noteId} className="w-full text-base">
        {payLabel(total)}
      </Button>
      <p id={noteId} className="text-center text-sm text-muted">
        {PAYMENT_NOT_OPEN}
      </p>
    </div>
  );
}
