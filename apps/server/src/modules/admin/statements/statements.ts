import {
  BUSINESS_TIME_ZONE,
  type FeeBearer,
  nairaFromKobo,
  type Statement,
  type StatementLine,
} from '@storefront/contracts/messages';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { localDateTime, nextDate, startOfDate } from '../../../lib/business-time.ts';
import { csvRow } from '../../../lib/csv.ts';
import { type Scope, scopedOrganizer } from '../../organizers/index.ts';

/**
 * A payout statement (decision 31): the money of an organizer's events over a period of
 * Lagos days, one line per payment and one per refund, in kobo so that every sum is exact.
 *
 * - A payment line: an order whose `paid_at` falls in the period (whatever became of it since).
 *   gross = the amount paid; fee = Paystack's fee (`fee_kobo`); the organizer bore it when
 *   `fee_bearer` is 'subaccount' (then feeBorne = fee, else 0); commission = `commission_kobo`.
 *   A column not filled yet counts as 0.
 * - A refund line: an order refunded (asked of the provider, `refund_requested_at`) in the period
 *   after it was paid: the gross and the commission go back, negative; Paystack keeps its fee, so
 *   the refund line's fee is 0 and a fee the organizer bore on the sale stays borne.
 * - On every line, and so on the totals: net = gross − feeBorne − commission. The totals are the
 *   sums of the lines' columns.
 */
export function statements(db: Kysely<Database>) {
  function ordersOf(scope: Scope) {
    const organizerId = scopedOrganizer(scope);
    return db
      .selectFrom('orders')
      .innerJoin('events', 'events.id', 'orders.event_id')
      .select([
        'orders.id',
        'orders.reference',
        'orders.event_id',
        'events.title',
        'orders.quantity',
        'orders.amount',
        'orders.fee_kobo',
        'orders.commission_kobo',
        'orders.fee_bearer',
        'orders.paid_at',
        'orders.refund_requested_at',
      ])
      .$if(organizerId !== null, (query) => query.where('events.organizer_id', '=', organizerId as string));
  }

  return {
    /** The statement of a scope (one organizer's events) for the days from..to, both included. */
    async of(
      scope: Scope,
      organizer: { id: string; name: string },
      { from, to }: { from: string; to: string },
    ): Promise<Statement> {
      const start = startOfDate(BUSINESS_TIME_ZONE, from).toISOString();
      const end = startOfDate(BUSINESS_TIME_ZONE, nextDate(to)).toISOString();
      const [paid, refunded] = await Promise.all([
        ordersOf(scope).where('orders.paid_at', '>=', start).where('orders.paid_at', '<', end).execute(),
        ordersOf(scope)
          .where('orders.status', 'in', ['refund_pending', 'refunded'])
          .where('orders.paid_at', 'is not', null)
          .where('orders.refund_requested_at', '>=', start)
          .where('orders.refund_requested_at', '<', end)
          .execute(),
      ]);
      const line = (row: (typeof paid)[number], kind: StatementLine['kind']): StatementLine => {
        const sign = kind === 'payment' ? 1 : -1;
        const gross = sign * Math.round(Number(row.amount) * 100);
        const fee = kind === 'payment' ? Number(row.fee_kobo ?? 0) : 0;
        const feeBearer = (row.fee_bearer ?? null) as FeeBearer | null;
        const feeBorne = feeBearer === 'subaccount' ? fee : 0;
        const commission = sign * Number(row.commission_kobo ?? 0);
        return {
          kind,
          at: (kind === 'payment' ? row.paid_at : row.refund_requested_at) ?? '',
          orderId: row.id,
          reference: row.reference,
          eventId: row.event_id,
          eventTitle: row.title,
          tickets: sign * Number(row.quantity),
          gross,
          fee,
          feeBearer,
          feeBorne,
          commission,
          net: gross - feeBorne - commission,
        };
      };
      const lines = [...paid.map((row) => line(row, 'payment')), ...refunded.map((row) => line(row, 'refund'))].sort(
        (a, b) => a.at.localeCompare(b.at) || a.reference.localeCompare(b.reference) || a.kind.localeCompare(b.kind),
      );
      const sum = (pick: (l: StatementLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
      return {
        organizer,
        from,
        to,
        timeZone: BUSINESS_TIME_ZONE,
        lines,
        totals: {
          tickets: sum((l) => l.tickets),
          payments: lines.filter((l) => l.kind === 'payment').length,
          refunds: lines.filter((l) => l.kind === 'refund').length,
          gross: sum((l) => l.gross),
          fees: sum((l) => l.fee),
          feesBorne: sum((l) => l.feeBorne),
          commission: sum((l) => l.commission),
          net: sum((l) => l.net),
        },
      };
    },
  };
}

/** The statement as CSV: naira with kobo ("1234.50"), Lagos times, a totals line last. */
export function statementCsv(statement: Statement): string {
  let text = csvRow([
    'Date (Lagos time)',
    'Kind',
    'Reference',
    'Event',
    'Tickets',
    'Gross (NGN)',
    'Paystack fee (NGN)',
    'Fee borne by organizer (NGN)',
    'Commission (NGN)',
    'Net (NGN)',
  ]);
  for (const line of statement.lines) {
    text += csvRow([
      localDateTime(BUSINESS_TIME_ZONE, line.at),
      line.kind === 'payment' ? 'Payment' : 'Refund',
      line.reference,
      line.eventTitle,
      line.tickets,
      nairaFromKobo(line.gross),
      nairaFromKobo(line.fee),
      nairaFromKobo(line.feeBorne),
      nairaFromKobo(line.commission),
      nairaFromKobo(line.net),
    ]);
  }
  const { totals } = statement;
  text += csvRow([
    `Totals ${statement.from} to ${statement.to}`,
    `${totals.payments} payments, ${totals.refunds} refunds`,
    '',
    '',
    totals.tickets,
    nairaFromKobo(totals.gross),
    nairaFromKobo(totals.fees),
    nairaFromKobo(totals.feesBorne),
    nairaFromKobo(totals.commission),
    nairaFromKobo(totals.net),
  ]);
  return text;
}
