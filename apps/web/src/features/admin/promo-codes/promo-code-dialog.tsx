import type { AdminPromoCode, StorefrontEvent } from '@storefront/contracts/api';
import { promoAdminMessages } from '@storefront/contracts/rules';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses } from '../../../components/ui/control-classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { adminGet, adminSend } from '../admin-api.ts';
import { useConsole } from '../console.tsx';
import { emptyPromoForm, fieldsOf, formOf, formProblems, type PromoFormValues } from './promo-form-values.ts';

export interface EventChoice {
  id: string;
  title: string;
}

function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={controlClasses()}>
        {children}
      </select>
    </div>
  );
}

/** The tiers of the chosen event, to limit the code to some of them (none ticked: every tier). */
function useTiers(eventId: string) {
  const { api } = useConsole();
  const [tiers, setTiers] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    if (!eventId) {
      setTiers([]);
      return;
    }
    const abort = new AbortController();
    adminGet<{ preview: StorefrontEvent }>(`${api}/events/${encodeURIComponent(eventId)}`, abort.signal).then(
      (answer) => setTiers(answer.preview.ticketTypes.map((tier) => ({ id: tier.id, name: tier.name }))),
      () => setTiers([]),
    );
    return () => abort.abort();
  }, [api, eventId]);
  return tiers;
}

/**
 * Create or edit a promo code: the same rules as the server (rules/promo-codes.ts) as the admin
 * saves, then the server's own answer (a code taken, an event gone) above the buttons.
 */
export function PromoCodeDialog({
  code,
  events,
  onClose,
  onSaved,
}: {
  code: AdminPromoCode | null;
  events: readonly EventChoice[];
  onClose: () => void;
  onSaved: (saved: AdminPromoCode) => void;
}) {
  const { api, kind } = useConsole();
  const [values, setValues] = useState<PromoFormValues>(code ? formOf(code) : emptyPromoForm);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tiers = useTiers(values.eventId);
  const problems = shown ? formProblems(values) : {};
  const set = <K extends keyof PromoFormValues>(key: K, value: PromoFormValues[K]) =>
    setValues((was) => ({ ...was, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (Object.keys(formProblems(values)).length > 0) return;
    // An organizer's code is for one of their events (the server says the same).
    if (kind === 'organizer' && !values.eventId) {
      setFailure(promoAdminMessages.organizerEvent);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const answer = await adminSend<{ promoCode: AdminPromoCode }>(
        code ? 'PUT' : 'POST',
        code ? `${api}/promo-codes/${encodeURIComponent(code.id)}` : `${api}/promo-codes`,
        fieldsOf(values),
      );
      onSaved(answer.promoCode);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'The promo code could not be saved. Please try again.');
      setBusy(false);
    }
  }

  return (
    <Modal title={code ? `Edit ${code.code}` : 'New promo code'} onClose={onClose}>
      <form onSubmit={save} noValidate className="grid gap-4 px-5 py-4">
        <TextField
          label="Code"
          value={values.code}
          onChange={(event) => set('code', event.target.value.toUpperCase())}
          error={problems.code}
          hint="Buyers type it in any case."
          autoComplete="off"
          data-autofocus
        />
        <SelectField
          label="Event"
          value={values.eventId}
          onChange={(value) => setValues((was) => ({ ...was, eventId: value, ticketTypeIds: [] }))}
        >
          <option value="">{kind === 'organizer' ? 'Choose one of your events' : 'All events'}</option>
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.title}
            </option>
          ))}
        </SelectField>
        {values.eventId && tiers.length > 0 && (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-ink">Tiers (none ticked: every tier)</legend>
            {tiers.map((tier) => (
              <label key={tier.id} className="flex min-h-11 items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={values.ticketTypeIds.includes(tier.id)}
                  onChange={(event) =>
                    set(
                      'ticketTypeIds',
                      event.target.checked
                        ? [...values.ticketTypeIds, tier.id]
                        : values.ticketTypeIds.filter((id) => id !== tier.id),
                    )
                  }
                />
                {tier.name}
              </label>
            ))}
            {problems.ticketTypeIds && <p className="text-sm text-danger">{problems.ticketTypeIds}</p>}
          </fieldset>
        )}
        <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
          <SelectField
            label="Discount"
            value={values.kind}
            onChange={(value) => set('kind', value as PromoFormValues['kind'])}
          >
            <option value="percent">Percentage off</option>
            <option value="fixed">Fixed amount off (NGN)</option>
          </SelectField>
          <TextField
            label={values.kind === 'percent' ? 'Percent' : 'Amount (NGN)'}
            inputMode="numeric"
            value={values.amount}
            onChange={(event) => set('amount', event.target.value)}
            error={problems.amount}
          />
          <TextField
            label="Total uses"
            inputMode="numeric"
            value={values.maxUses}
            onChange={(event) => set('maxUses', event.target.value)}
            error={problems.maxUses}
            hint="Empty: no limit."
          />
          <TextField
            label="Uses per account"
            inputMode="numeric"
            value={values.maxUsesPerAccount}
            onChange={(event) => set('maxUsesPerAccount', event.target.value)}
            error={problems.maxUsesPerAccount}
            hint="Empty: no limit."
          />
          <TextField
            label="Starts"
            type="datetime-local"
            value={values.startsAt}
            onChange={(event) => set('startsAt', event.target.value)}
            error={problems.startsAt}
            hint="Empty: now."
          />
          <TextField
            label="Ends"
            type="datetime-local"
            value={values.endsAt}
            onChange={(event) => set('endsAt', event.target.value)}
            error={problems.endsAt}
            hint="Empty: never."
          />
        </div>
        <StatusMessage text={failure} tone="error" />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy} busyText="Saving...">
            {code ? 'Save' : 'Create code'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
