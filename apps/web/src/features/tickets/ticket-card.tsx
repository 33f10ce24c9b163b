import type { Ticket } from '@storefront/contracts/api';
import { formatLongDateTimeRange, formatNaira } from '@storefront/contracts/format';
import { messages } from '@storefront/contracts/messages';
import { formatManualCode, namesTiers, ticketLinesText } from '@storefront/contracts/rules';
import { QRCodeSVG } from 'qrcode.react';
import { type ReactNode, type Ref, useId } from 'react';
import { BRAND } from '../../components/layout/logo.tsx';
import { statusLabel, statusTone } from '../../lib/ticket-status.ts';

/** product.md §9: the QR code is 200 px at the highest error-correction level. */
export const QR_SIZE = 200;

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : ''}>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

/**
 * The ticket (product.md §2.9): what the buyer and the door need (not the catalogue's event ID:
 * decision 44) and the QR code, which holds the short signed link, reference and MAC (architecture.md §11).
 * This element is what Download Ticket saves, so everything on it is drawn here (no pictures from
 * elsewhere).
 */
export function TicketCard({ ticket, ref }: { ticket: Ticket; ref?: Ref<HTMLElement> }) {
  const titleId = useId();
  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      className="overflow-hidden rounded-3xl bg-white shadow-lg shadow-brand-900/10 ring-1 ring-brand-100"
    >
      <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-6 py-5 text-white sm:px-8 sm:py-6">
        <p className="text-xs font-bold tracking-widest text-accent-400 uppercase">{BRAND} · Admission</p>
        <h2 id={titleId} className="mt-1.5 text-2xl leading-tight font-extrabold text-balance sm:text-3xl">
          {ticket.eventTitle}
        </h2>
        <p className="mt-2 text-sm text-white/85">
          <span className="sr-only">Event date: </span>
          {formatLongDateTimeRange(ticket.eventDate, ticket.eventEndDate, ticket.timeZone, ticket.city)}
        </p>
        {ticket.venue && (
          <p className="mt-0.5 text-sm text-white/85">
            <span className="sr-only">Venue: </span>
            {ticket.venueAddress || [ticket.venue, ticket.city].filter(Boolean).join(', ')}
          </p>
        )}
      </header>

      <div className="grid gap-6 px-6 py-6 sm:grid-cols-[minmax(0,1fr)_auto] sm:px-8">
        <dl className="grid grid-cols-2 content-start gap-x-6 gap-y-4">
          <Field label="Ticket holder" wide>
            {fullName(ticket.ticketHolder.firstName, ticket.ticketHolder.lastName)}
            <span className="block text-sm font-normal break-all text-muted">{ticket.ticketHolder.email}</span>
          </Field>
          {ticket.isGift && (
            <Field label="Gift for" wide>
              {ticket.recipient
                ? fullName(ticket.recipient.firstName, ticket.recipient.lastName) || 'Not given'
                : 'Not given'}
              {ticket.recipient?.email && (
                <span className="block text-sm font-normal break-all text-muted">{ticket.recipient.email}</span>
              )}
            </Field>
          )}
          <Field label="Quantity">{ticket.ticketQuantity}</Field>
          {/* The tiers bought (product.md §2.13; a plain Regular reads as the quantity alone, as before). */}
          {namesTiers(ticket.lines) && (
            <Field label="Ticket types" wide>
              {ticketLinesText(ticket.lines)}
            </Field>
          )}
          {/* Reserved seats (decision 51), as named when bought. */}
          {ticket.seats.length > 0 && (
            <Field label="Seats" wide>
              <span data-testid="ticket-seats">{ticket.seats.join(', ')}</span>
            </Field>
          )}
          <Field label="Total price">{formatNaira(ticket.totalPrice)}</Field>
          <Field label="Status">
            <span
              className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${statusTone[ticket.status] ?? ''}`}
            >
              {statusLabel(ticket.status)}
            </span>
            {/* A group ticket part-way in (architecture.md §11): how many of its people have gone in. */}
            {ticket.status === 'unused' && ticket.admitted > 0 && (
              <span className="mt-1 block text-sm font-normal text-muted">
                {ticket.admitted} of {ticket.ticketQuantity} in
              </span>
            )}
          </Field>
        </dl>
        {ticket.status === 'cancelled' ? (
          // A code that gets nobody in is not shown, nor saved with the card (decision 27).
          <p
            data-testid="ticket-no-qr"
            className="grid max-w-52 place-items-center self-start rounded-2xl bg-brand-50 p-4 text-center text-sm font-medium text-ink ring-1 ring-brand-100"
          >
            {messages.ticket.noQr[ticket.cancelReason ?? 'cancelled']}
          </p>
        ) : (
          <figure className="grid justify-items-center gap-2 self-start">
            <div className="rounded-2xl bg-white p-3 ring-1 ring-brand-100">
              <QRCodeSVG value={ticket.verifyUrl} size={QR_SIZE} level="H" title="Ticket QR code" />
            </div>
            <figcaption className="text-xs text-muted">Show this code at the entrance</figcaption>
          </figure>
        )}
      </div>

      <dl className="grid gap-3 border-t-2 border-dashed border-brand-100 bg-brand-50/50 px-6 py-4 sm:grid-cols-2 sm:px-8">
        <Field label="Ticket ID">
          <span className="font-mono text-sm break-all">{ticket.ticketId}</span>
        </Field>
        <Field label="Transaction reference">
          <span className="font-mono text-sm break-all">{ticket.transactionReference}</span>
        </Field>
        {/* What door staff type when the QR will not scan (architecture.md §11; case and dashes do not matter). */}
        {ticket.manualCode && (
          <Field label="Door code">
            <span className="font-mono text-lg font-bold tracking-widest">{formatManualCode(ticket.manualCode)}</span>
          </Field>
        )}
      </dl>
    </article>
  );
}
