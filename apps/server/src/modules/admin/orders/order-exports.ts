import { BUSINESS_TIME_ZONE, orderStatusLabels, ticketStatusLabels } from '@storefront/contracts/messages';
import { ticketLinesText } from '@storefront/contracts/rules';
import { linesFromJson } from '../../../db/order-lines.ts';
import { localDateTime } from '../../../lib/business-time.ts';
import { type CsvCell, csvRow } from '../../../lib/csv.ts';
import type { adminOrdersRepository, OrderExportRow } from './admin-orders-repository.ts';

const at = (iso: string | null) => localDateTime(BUSINESS_TIME_ZONE, iso);
const LAGOS = 'Lagos time';

const ORDER_COLUMNS = [
  'Order ID',
  'Reference',
  'Status',
  'Event',
  'Event ID',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Seats',
  'Amount (NGN)',
  'Gift recipient',
  'Recipient email',
  'Ticket ID',
  'Ticket status',
  `Ordered (${LAGOS})`,
  `Paid (${LAGOS})`,
  `Refunded (${LAGOS})`,
  `Checked in (${LAGOS})`,
];

function orderCells(row: OrderExportRow): CsvCell[] {
  const gift = Number(row.is_gift) === 1;
  return [
    row.id,
    row.reference,
    orderStatusLabels[row.status],
    row.title,
    row.event_id,
    row.first_name,
    row.last_name,
    row.email,
    row.phone_number,
    Number(row.quantity),
    Number(row.amount),
    gift ? [row.recipient_first_name, row.recipient_last_name].filter(Boolean).join(' ') : '',
    gift ? row.recipient_email : '',
    row.ticket_id,
    row.ticket_status ? ticketStatusLabels[row.ticket_status] : '',
    at(row.created_at),
    at(row.paid_at),
    at(row.refunded_at),
    at(row.used_at),
  ];
}

/** The orders export: every row the filters match, in the list's order (times in Lagos). */
export async function ordersCsv(
  batches: ReturnType<ReturnType<typeof adminOrdersRepository>['exportRows']>,
): Promise<string> {
  let text = csvRow(ORDER_COLUMNS);
  for await (const rows of batches) for (const row of rows) text += csvRow(orderCells(row));
  return text;
}

type AttendeeRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof adminOrdersRepository>['attendees']>>
>['rows'][number];

/** An event's attendee list (the door's list on paper): one line per ticket of a paid order. */
export function attendeesCsv(rows: AttendeeRow[]): string {
  let text = csvRow([
    'Ticket ID',
    'Reference',
    'First name',
    'Last name',
    'Email',
    'Phone',
    'Seats',
    'Ticket types',
    'Gift recipient',
    'Recipient email',
    'Ticket status',
    'People in',
    `Paid (${LAGOS})`,
    `Checked in (${LAGOS})`,
  ]);
  for (const row of rows) {
    const gift = Number(row.is_gift) === 1;
    text += csvRow([
      row.ticket_id,
      row.reference,
      row.first_name,
      row.last_name,
      row.email,
      row.phone_number,
      Number(row.quantity),
      // What the ticket is (architecture.md §9.3): '2 × Regular; 1 × VIP' (a semicolon: commas split cells in a reader's eye).
      ticketLinesText(linesFromJson(row.lines), '; '),
      gift ? [row.recipient_first_name, row.recipient_last_name].filter(Boolean).join(' ') : '',
      gift ? row.recipient_email : '',
      ticketStatusLabels[row.status],
      Number(row.admitted),
      at(row.paid_at),
      at(row.used_at),
    ]);
  }
  return text;
}
