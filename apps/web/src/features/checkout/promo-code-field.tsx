import { formatNaira } from '@storefront/contracts/format';
import { PROMO_LIMITS } from '@storefront/contracts/rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { PromoCode } from './use-promo-code.ts';

/**
 * The summary's price line for an applied code: 'Discount (CODE)' and '- NGN X', with Remove.
 * Goes inside the price list (a `<dl>`), between the lines and the total.
 */
export function PromoDiscountLine({ promo }: { promo: PromoCode }) {
  const { applied } = promo;
  const removeRef = useRef<HTMLButtonElement>(null);
  // Apply is gone once the code is applied: the keyboard lands on what replaced it.
  useEffect(() => {
    if (applied) removeRef.current?.focus();
  }, [applied]);
  if (!applied) return null;
  return (
    <div className="flex items-baseline justify-between gap-4" data-testid="discount-line">
      <dt className="min-w-0 break-words text-muted">
        Discount ({applied.code})<span className="block text-xs">{applied.description}</span>
      </dt>
      <dd className="grid shrink-0 justify-items-end gap-1 text-right">
        <span className="whitespace-nowrap font-medium text-success" data-testid="discount">
          - {formatNaira(applied.discount)}
        </span>
        <button
          ref={removeRef}
          type="button"
          onClick={promo.remove}
          className="min-h-6 text-xs font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          aria-label={`Remove promo code ${applied.code}`}
        >
          Remove
        </button>
      </dd>
    </div>
  );
}

/**
 * 'Have a promo code?': a disclosure with a labelled field and Apply. Hidden once a code is
 * applied (the discount line shows it, with Remove).
 */
export function PromoCodeField({ promo }: { promo: PromoCode }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const panelId = useId();
  if (!promo.available || promo.applied) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void promo.apply(code);
  };
  return (
    <div className="grid gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-11 items-center justify-between gap-2 rounded-xl text-left text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-400 focus-visible:outline-none"
      >
        Have a promo code?
        <span aria-hidden="true" className={`transition-transform ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </button>
      <form id={panelId} hidden={!open} onSubmit={submit} className="flex items-start gap-2" noValidate>
        <TextField
          label="Promo code"
          name="promoCode"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={promo.error}
          maxLength={PROMO_LIMITS.codeMax + 10}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" busy={promo.busy} busyText="Checking..." className="mt-7 shrink-0">
          Apply
        </Button>
      </form>
    </div>
  );
}
