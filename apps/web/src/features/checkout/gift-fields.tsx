import { useId } from 'react';
import { EmailField, TextField } from '../../components/ui/text-field.tsx';
import type { PurchaseValues } from './purchase-form-model.ts';

type GiftValues = Pick<PurchaseValues, 'isGift' | 'recipientFirstName' | 'recipientLastName' | 'recipientEmail'>;

export interface GiftFieldsProps {
  values: GiftValues;
  onChange<K extends keyof GiftValues>(field: K, value: GiftValues[K]): void;
  recipientEmailError?: string;
}

/** product.md §2.6: a gift toggle revealing the recipient's names and email, all optional (product.md §5). */
export function GiftFields({ values, onChange, recipientEmailError }: GiftFieldsProps) {
  const panelId = useId();
  return (
    <div className="grid gap-4">
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-xl border border-brand-100 bg-white px-4 py-2.5">
        <span className="text-sm font-semibold text-ink">This ticket is a gift</span>
        {/* No aria-checked: a native checkbox's own checked state is the switch's, and the Nu
            checker reports aria-checked on one as an error (ARIA in HTML forbids it there). */}
        <input
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: the native checked state stands for aria-checked
          role="switch"
          aria-controls={panelId}
          checked={values.isGift}
          onChange={(event) => onChange('isGift', event.target.checked)}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="relative h-6 w-11 shrink-0 rounded-full bg-brand-200 transition-colors peer-checked:bg-brand-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </label>
      <fieldset
        id={panelId}
        hidden={!values.isGift}
        className="grid gap-4 rounded-xl bg-brand-50/60 p-4 sm:grid-cols-2"
      >
        <legend className="float-left mb-1 w-full text-sm font-semibold text-brand-800 sm:col-span-2">
          Recipient details <span className="font-normal text-muted">(optional)</span>
        </legend>
        <TextField
          label="Recipient first name"
          autoComplete="off"
          value={values.recipientFirstName}
          onChange={(event) => onChange('recipientFirstName', event.target.value)}
        />
        <TextField
          label="Recipient last name"
          autoComplete="off"
          value={values.recipientLastName}
          onChange={(event) => onChange('recipientLastName', event.target.value)}
        />
        <EmailField
          label="Recipient email"
          name="recipientEmail"
          autoComplete="off"
          className="sm:col-span-2"
          value={values.recipientEmail}
          error={recipientEmailError}
          onChange={(event) => onChange('recipientEmail', event.target.value)}
        />
      </fieldset>
    </div>
  );
}
