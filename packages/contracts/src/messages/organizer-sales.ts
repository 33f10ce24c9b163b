/**
 * The organizer console's sales, statements and door staff (decision 31). Zod-free, so
 * the screens can import the types and words without loading Zod. Money is in kobo (integers):
 * the split Paystack reports is in kobo and sums must add up exactly.
 */

/** Who bore Paystack's fee on an order: the platform's account, or the organizer's subaccount. */
export type FeeBearer = 'account' | 'subaccount';

/**
 * The money of a set of paid orders, in kobo. net = gross − feesBorne − commission: what the
 * organizer keeps. `fees` is Paystack's whole fee; `feesBorne` the part the organizer bore (all of
 * it on orders where the subaccount bore the fee, none where the platform's account did).
 */
export interface MoneySplit {
  ticketsSold: number;
  gross: number;
  fees: number;
  feesBorne: number;
  commission: number;
  net: number;
}

/** The dashboard's split: all time, per Lagos day (the chart's days) and per event. */
export interface DashboardSplit {
  allTime: MoneySplit;
  days: (MoneySplit & { date: string })[];
  events: (MoneySplit & { eventId: string })[];
}

/** One line of a payout statement: a payment (positive) or a refund of one (negative), in kobo. */
export interface StatementLine {
  kind: 'payment' | 'refund';
  /** When the money moved: the payment's time, or when the refund was asked of the provider. */
  at: string;
  orderId: string;
  reference: string;
  eventId: string;
  eventTitle: string;
  tickets: number;
  gross: number;
  fee: number;
  feeBearer: FeeBearer | null;
  feeBorne: number;
  commission: number;
  net: number;
}

/** GET /api/organizer/statements: a period's lines and their totals (the sums of the lines). */
export interface Statement {
  organizer: { id: string; name: string };
  /** Days in Lagos time, both included. */
  from: string;
  to: string;
  timeZone: string;
  lines: StatementLine[];
  totals: Omit<MoneySplit, 'ticketsSold'> & { tickets: number; payments: number; refunds: number };
}

/** A door staff invitation as the console lists it. */
export interface DoorStaffInvite {
  id: string;
  email: string;
  invitedAt: string;
  /** Whether an account with this email exists and has confirmed it (only then can it admit). */
  hasAccount: boolean;
}

export interface OrganizerOption {
  id: string;
  name: string;
  status: string;
}

/** Kobo as naira with two decimals and a sign: 1234567 → "12345.67", -50 → "-0.50" (CSV cells). */
export function nairaFromKobo(kobo: number): string {
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(Math.round(kobo));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const organizerSalesMessages = {
  statementPeriod: 'Choose a period: from and to are days (YYYY-MM-DD), from on or before to, at most a year apart.',
  organizerNotFound: 'No organizer has this id.',
  staff: {
    notFound: 'No door staff invitation has this id.',
    already: (email: string) => `${email} is already invited to your door.`,
    yourself: 'You already admit tickets for your own events: invite the people who will stand at the door.',
    invited: (email: string) => `Invitation sent to ${email}.`,
    removed: (email: string) => `${email} can no longer admit tickets for your events.`,
  },
  /** The door: a ticket of an event this account may not admit for (another organizer's). */
  notYourEvent: 'This ticket is for an event you do not admit for. Nobody was admitted.',
} as const;

/** Kobo for people: "NGN 12,345.67", "NGN -0.50" (the statement and the dashboard's split). */
export function formatKobo(kobo: number): string {
  const [whole = '0', fraction = '00'] = nairaFromKobo(kobo).replace('-', '').split('.');
  return `NGN ${kobo < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}
