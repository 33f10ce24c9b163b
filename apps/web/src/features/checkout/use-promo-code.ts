import { PROMO_LIMITS, promoMessages } from '@storefront/contracts/rules';
import { useEffect, useState } from 'react';
import { serverMessage } from './payment-messages.ts';
import { checkPromoCode, type PromoLine, type PromoPreview } from './promo-api.ts';

export interface PromoCode {
  /** The code the server accepted for these lines, with its discount and the new total. */
  applied: PromoPreview | null;
  /** Why the last Apply was refused, in the server's words. */
  error: string | null;
  busy: boolean;
  /** The order's total: the discounted one once a code is applied. */
  total: number;
  /** Whether there is anything a code could apply to. */
  available: boolean;
  apply(code: string): Promise<void>;
  remove(): void;
}

const CHECK_FAILED = 'The promo code could not be checked. Please try again.';

/**
 * The summary's promo code (decision 30): Apply asks the server what the code takes off the lines
 * being bought; Remove forgets it. A change of the lines forgets it too (its discount was for
 * those). The applied code goes to initialize, which prices it again and decides.
 */
export function usePromoCode(eventId: string, lines: readonly PromoLine[], fullTotal: number): PromoCode {
  const [applied, setApplied] = useState<PromoPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const linesKey = JSON.stringify(lines);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the lines
  useEffect(() => {
    setApplied(null);
  }, [eventId, linesKey]);

  async function apply(typed: string) {
    const code = typed.trim();
    if (!code) return setError(promoMessages.codeEmpty);
    if (code.length > PROMO_LIMITS.codeMax) return setError(promoMessages.codeLong);
    setBusy(true);
    setError(null);
    try {
      setApplied(await checkPromoCode(eventId, lines, code));
    } catch (failure) {
      setApplied(null);
      setError(serverMessage(failure) ?? CHECK_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return {
    applied,
    error,
    busy,
    total: applied ? applied.total : fullTotal,
    available: lines.length > 0,
    apply,
    remove: () => {
      setApplied(null);
      setError(null);
    },
  };
}
