import type { AdminPromoCode } from '@storefront/contracts/api';
import { type PromoCodeFields, type PromoKind, type PromoStatus, promoCodeProblems } from '@storefront/contracts/rules';

/** The promo code form as typed: text in every box, read into the API's fields on save. */
export interface PromoFormValues {
  code: string;
  eventId: string;
  ticketTypeIds: string[];
  kind: PromoKind;
  amount: string;
  maxUses: string;
  maxUsesPerAccount: string;
  /** `datetime-local` values, in the browser's clock. */
  startsAt: string;
  endsAt: string;
  status: PromoStatus;
}

export const emptyPromoForm: PromoFormValues = {
  code: '',
  eventId: '',
  ticketTypeIds: [],
  kind: 'percent',
  amount: '',
  maxUses: '',
  maxUsesPerAccount: '',
  startsAt: '',
  endsAt: '',
  status: 'active',
};

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` value in the browser's clock. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formOf(code: AdminPromoCode): PromoFormValues {
  return {
    code: code.code,
    eventId: code.eventId ?? '',
    ticketTypeIds: code.ticketTypeIds,
    kind: code.kind,
    amount: String(code.amount),
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    maxUsesPerAccount: code.maxUsesPerAccount === null ? '' : String(code.maxUsesPerAccount),
    startsAt: localInput(code.startsAt),
    endsAt: localInput(code.endsAt),
    status: code.status,
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.replaceAll(',', '').trim()));
const instantOrNull = (text: string) => {
  if (!text) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? text : d.toISOString();
};

/** The API's fields from the form (what the server's rules will read). */
export function fieldsOf(values: PromoFormValues): PromoCodeFields {
  return {
    code: values.code.trim(),
    eventId: values.eventId || null,
    ticketTypeIds: values.eventId ? values.ticketTypeIds : [],
    kind: values.kind,
    amount: numberOrNull(values.amount) ?? Number.NaN,
    maxUses: numberOrNull(values.maxUses),
    maxUsesPerAccount: numberOrNull(values.maxUsesPerAccount),
    startsAt: instantOrNull(values.startsAt),
    endsAt: instantOrNull(values.endsAt),
    status: values.status,
  };
}

/** The same rules as the server (rules/promo-codes.ts), on the typed form. */
export const formProblems = (values: PromoFormValues) => promoCodeProblems(fieldsOf(values));
