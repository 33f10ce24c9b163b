import type { StorefrontEvent } from '@storefront/contracts/api';
import { formatNaira } from '@storefront/contracts/format';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { EmailField, TextField } from '../../components/ui/text-field.tsx';
import { GiftFields } from './gift-fields.tsx';
import type { OrderState } from './order-state.ts';
import { purchaseTotal } from './order-totals.ts';
import { PhoneField } from './phone-field.tsx';
import {
  buildOrderState,
  clampQuantity,
  hasErrors,
  initialValues,
  maxQuantity,
  type PurchaseErrors,
  type PurchaseValues,
  validatePurchase,
} from './purchase-form-model.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { TicketFileDetails } from './ticket-file-details.tsx';

const NO_ERRORS: PurchaseErrors = { form: null, fields: {} };

export interface TicketPurchaseFormProps {
  event: StorefrontEvent;
  /** An order coming back from the summary: the form starts filled with it. */
  order: OrderState | null;
  /** The signed-in user's email, prefilled when there is no order to restore. */
  userEmail?: string;
  onContinue(order: OrderState): void;
}

/** product.md §2.6, ticket purchase: the buyer, the quantity, the gift and the file details. */
export function TicketPurchaseForm({ event, order, userEmail, onContinue }: TicketPurchaseFormProps) {
  const max = maxQuantity(event);
  const [values, setValues] = useState<PurchaseValues>(() => initialValues(order, userEmail, max));
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const emailTouched = useRef(false);
  // The session may confirm the user after the first render: fill the email if it is still untouched.
  useEffect(() => {
    if (userEmail && !emailTouched.current) setValues((v) => (v.email ? v : { ...v, email: userEmail }));
  }, [userEmail]);

  // After the first Continue the messages follow the values, so fixing a field clears its message.
  const errors = submitted ? validatePurchase(values) : NO_ERRORS;
  const set = <K extends keyof PurchaseValues>(field: K, value: PurchaseValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (hasErrors(validatePurchase(values))) {
      flushSync(() => setSubmitted(true));
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onContinue(buildOrderState({ ...values, quantity: clampQuantity(values.quantity, max) }, event));
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6" aria-label="Ticket purchase">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-bold text-ink">Your details</legend>
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          value={values.firstName}
          error={errors.fields.firstName}
          onChange={(e) => set('firstName', e.target.value)}
        />
        <TextField
          label="Last name (optional)"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => set('lastName', e.target.value)}
        />
        <EmailField
          required
          className="sm:col-span-2"
          value={values.email}
          error={errors.fields.email}
          onChange={(e) => {
            emailTouched.current = true;
            set('email', e.target.value);
          }}
        />
        <div className="sm:col-span-2">
          <PhoneField
            country={values.country}
            phone={values.phone}
            onCountryChange={(country) => set('country', country)}
            onPhoneChange={(phone) => set('phone', phone)}
            error={errors.fields.phone}
          />
        </div>
      </fieldset>

      <QuantityStepper
        value={values.quantity}
        max={max}
        perOrder={event.maxPerOrder}
        onChange={(q) => set('quantity', clampQuantity(q, max))}
      />

      <GiftFields values={values} onChange={set} recipientEmailError={errors.fields.recipientEmail} />

      <TicketFileDetails file={event} label="File details" />

      <div className="grid gap-4 border-t border-brand-100 pt-5">
        <dl className="grid grid-cols-[1fr_auto] items-baseline gap-y-1">
          <dt className="text-sm text-muted">Price</dt>
          <dd className="text-right text-sm text-muted">
            {formatNaira(event.basePrice)} × {values.quantity}
          </dd>
          <dt className="font-bold text-ink">Total</dt>
          <dd className="text-right text-xl font-extrabold text-brand-700" aria-live="polite" data-testid="total">
            {formatNaira(purchaseTotal(event.basePrice, values.quantity))}
          </dd>
        </dl>
        <StatusMessage text={errors.form} tone="error" />
        <Button type="submit" className="w-full text-base sm:justify-self-end sm:w-auto sm:min-w-48">
          Continue
        </Button>
      </div>
    </form>
  );
}
