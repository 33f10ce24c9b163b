import type { BuyerDetails } from '@storefront/contracts/api';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { apiRequest } from '../../lib/api.ts';
import { serverMessage } from './payment-messages.ts';
import { DEFAULT_COUNTRY, splitPhone, toE164 } from './phone.ts';
import { PhoneField } from './phone-field.tsx';
import { INVALID_PHONE } from './purchase-form-model.ts';

const SAVE_FAILED = 'Your details could not be saved. Please try again.';

/**
 * The buyer's details edited (PATCH /api/me/buyer-details): the purchase form's fields and checks.
 * Loaded when Edit is pressed, so My tickets does not carry the phone number library.
 */
export default function BuyerDetailsForm({
  buyer,
  onSaved,
  onCancel,
}: {
  buyer: BuyerDetails | null;
  onSaved(details: BuyerDetails): void;
  onCancel(): void;
}) {
  const remembered = buyer?.phone ? splitPhone(buyer.phone) : null;
  const [firstName, setFirstName] = useState(buyer?.firstName ?? '');
  const [lastName, setLastName] = useState(buyer?.lastName ?? '');
  const [country, setCountry] = useState(remembered?.country ?? DEFAULT_COUNTRY);
  const [phone, setPhone] = useState(remembered?.national ?? '');
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An empty phone is forgotten; a typed one must be a real number, as on the purchase form.
    const e164 = phone.trim() ? toE164(country, phone) : '';
    if (e164 === null) {
      setPhoneError(INVALID_PHONE);
      return;
    }
    setPhoneError(undefined);
    setError(null);
    setBusy(true);
    try {
      const answer = await apiRequest<{ buyer: BuyerDetails }>('/api/me/buyer-details', {
        method: 'PATCH',
        body: { firstName: firstName.trim(), lastName: lastName.trim(), phone: e164 },
      });
      onSaved(answer.buyer);
    } catch (caught) {
      setError(serverMessage(caught) ?? SAVE_FAILED);
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Your details for checkout">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <TextField
          label="Last name (optional)"
          name="lastName"
          autoComplete="family-name"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
      </div>
      <PhoneField
        country={country}
        phone={phone}
        onCountryChange={setCountry}
        onPhoneChange={(value) => {
          setPhone(value);
          setPhoneError(undefined);
        }}
        error={phoneError}
      />
      <StatusMessage text={error} tone="error" />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy} busyText="Saving...">
          Save
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
