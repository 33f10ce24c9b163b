/**
 * Promo codes (decision 30): their rules and sentences, Zod-free, so the summary's
 * field, the back office's form and the server say the same thing for the same input
 * (api/promo-codes.ts wraps them).
 */
import { formatNaira } from '../format/naira-and-dates.ts';

export const PROMO_KINDS = ['percent', 'fixed'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];
export const PROMO_STATUSES = ['active', 'paused'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];

export const PROMO_LIMITS = {
  /** The longest code a buyer may type. */
  codeMax: 40,
  /** A fixed discount above this is a typing mistake. */
  fixedMax: 10_000_000,
  usesMax: 1_000_000,
  perAccountMax: 1000,
} as const;

/** What a code may be made of in the back office: letters, digits, dashes and underscores. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A code as stored and compared: trimmed, upper-case (codes are unique whatever the case typed). */
export const normalPromoCode = (code: string) => code.trim().toUpperCase();

/**
 * What a buyer is told. A refusal never says more than these: whether an unknown code exists
 * for another event, or for whom, is not the buyer's to learn.
 */
export const promoMessages = {
  notValid: 'This promo code is not valid.',
  usedUp: 'This promo code has been used up.',
  expired: 'This promo code has expired.',
  notApplicable: 'This promo code does not apply to these tickets.',
  alreadyUsed: 'You have already used this promo code as many times as it allows.',
  codeLong: `A promo code is at most ${PROMO_LIMITS.codeMax} characters.`,
  codeEmpty: 'Type a promo code first.',
} as const;

/** The back office's sentences for a code's fields. */
export const promoAdminMessages = {
  code: `Give the code: 2 to ${PROMO_LIMITS.codeMax} letters, digits, dashes or underscores.`,
  kind: 'Choose a percentage or a fixed amount.',
  percent: 'A percentage must be a whole number from 1 to 100.',
  fixed: `A fixed discount must be a whole number of naira from 1 to ${PROMO_LIMITS.fixedMax.toLocaleString('en-US')}.`,
  maxUses: `Total uses must be empty (no limit) or a whole number from 1 to ${PROMO_LIMITS.usesMax.toLocaleString('en-US')}.`,
  perAccount: `Uses per account must be empty (no limit) or a whole number from 1 to ${PROMO_LIMITS.perAccountMax}.`,
  startsAt: 'Give the start as a date and time, or leave it empty.',
  endsAt: 'Give the end as a date and time, or leave it empty.',
  endBeforeStart: 'The end must be after the start.',
  status: 'Choose active or paused.',
  tiersWithoutEvent: 'Choose an event before limiting the code to some of its tiers.',
  unknownEvent: 'No event has that id.',
  /** An organizer's code (architecture.md §16): never "every event", which would reach other organizers' events. */
  organizerEvent: "Choose one of your events: an organizer's code is for one event.",
  unknownTier: 'One of the chosen tiers is not a tier of this event.',
  duplicate: 'Another promo code already uses this code.',
  notFound: 'No promo code has that id.',
  belowUses: 'Total uses cannot be below the uses already counted.',
} as const;

/** The fields of a code the back office edits, as the form and the API carry them. */
export interface PromoCodeFields {
  code: string;
  eventId: string | null;
  ticketTypeIds: string[];
  kind: PromoKind;
  amount: number;
  maxUses: number | null;
  maxUsesPerAccount: number | null;
  startsAt: string | null;
  endsAt: string | null;
  status: PromoStatus;
}

const wholeIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const instant = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** Every problem of a code's fields, by field, in the form's order (none: the fields are fine). */
export function promoCodeProblems(values: Partial<Record<keyof PromoCodeFields, unknown>>) {
  const problems: Partial<Record<keyof PromoCodeFields, string>> = {};
  const m = promoAdminMessages;
  const code = typeof values.code === 'string' ? values.code.trim() : '';
  if (code.length < 2 || code.length > PROMO_LIMITS.codeMax || !PROMO_CODE_PATTERN.test(code)) problems.code = m.code;
  if (values.kind !== 'percent' && values.kind !== 'fixed') problems.kind = m.kind;
  else if (values.kind === 'percent' && !wholeIn(values.amount, 1, 100)) problems.amount = m.percent;
  else if (values.kind === 'fixed' && !wholeIn(values.amount, 1, PROMO_LIMITS.fixedMax)) problems.amount = m.fixed;
  if (values.maxUses != null && !wholeIn(values.maxUses, 1, PROMO_LIMITS.usesMax)) problems.maxUses = m.maxUses;
  if (values.maxUsesPerAccount != null && !wholeIn(values.maxUsesPerAccount, 1, PROMO_LIMITS.perAccountMax)) {
    problems.maxUsesPerAccount = m.perAccount;
  }
  if (values.startsAt != null && !instant(values.startsAt)) problems.startsAt = m.startsAt;
  if (values.endsAt != null && !instant(values.endsAt)) problems.endsAt = m.endsAt;
  else if (
    values.endsAt != null &&
    values.startsAt != null &&
    !problems.startsAt &&
    Date.parse(values.endsAt as string) <= Date.parse(values.startsAt as string)
  ) {
    problems.endsAt = m.endBeforeStart;
  }
  if (values.status !== undefined && values.status !== 'active' && values.status !== 'paused')
    problems.status = m.status;
  if (Array.isArray(values.ticketTypeIds) && values.ticketTypeIds.length > 0 && !values.eventId) {
    problems.ticketTypeIds = m.tiersWithoutEvent;
  }
  return problems;
}

/**
 * The discount on the lines a code covers (`covered`: their total, whole naira): a percentage
 * rounds down to whole naira; a fixed amount never exceeds what it covers, so no total can go
 * below zero, and a 100% code makes the covered lines free.
 */
export function promoDiscount(kind: PromoKind, amount: number, covered: number): number {
  if (covered <= 0) return 0;
  return kind === 'percent' ? Math.floor((covered * amount) / 100) : Math.min(amount, covered);
}

/** The discount in words, for the summary and the back office: '20% off VIP', 'NGN 500 off'. */
export function promoDescription(kind: PromoKind, amount: number, tierNames: readonly string[] = []): string {
  const off = kind === 'percent' ? `${amount}% off` : `${formatNaira(amount)} off`;
  return tierNames.length > 0 ? `${off} ${tierNames.join(', ')}` : off;
}
