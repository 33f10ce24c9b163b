import type { Ticket } from '@storefront/contracts/api';
import { formatNaira } from '@storefront/contracts/format';
import { messages } from '@storefront/contracts/messages';
import { type NamedLine, namesTiers, ticketLinesText } from '@storefront/contracts/rules';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/layout/hydrate-fallback.tsx';
import { Icon, type IconProps } from '../../components/layout/icons.tsx';
import { PageTitle } from '../../components/layout/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { apiRequest } from '../../lib/api.ts';
import { isRecord } from '../../lib/records.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { lookUpTicket, ticketEmailAddresses, ticketPath } from '../../lib/tickets.ts';
import type { OrderState } from './order-state.ts';
import { ticketPurchasePath } from './paths.ts';
import { clearPaymentSuccess, hasPaymentSuccess } from './payment-success-flag.ts';
import { seatsText } from './seat-choice.ts';
import { readThankYouState } from './thank-you-state.ts';

const CheckCircleIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.8 2.8L16.5 9.5" />
  </Icon>
);

const NOT_AVAILABLE = 'N/A';

/** The page opened again after the ticket was cancelled or its order refunded (the spec has no words for it). */
export const CANCELLED_SINCE = 'This ticket has since been cancelled: it will not admit anyone at the door.';

/** Label and value on one line at every width: eight rows stacked in two lines each filled a phone's first screen. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] items-baseline gap-3 py-2 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * Where the ticket is going, as the server mails it (tickets' ticketIssuedEmails): the buyer, or
 * for a gift with an address of its own the recipient, with a copy to the buyer (decision 47).
 */
function DeliveryNote({ buyer, recipient }: { buyer: string; recipient: string | null }) {
  const strong = (email: string) => <strong className="font-semibold break-all text-ink">{email}</strong>;
  if (recipient) {
    return (
      <>
        Your payment was successful. The ticket will be emailed to {strong(recipient)}, the recipient, with a copy to
        you at {strong(buyer)}.
      </>
    );
  }
  return (
    <>
      Your payment was successful. A confirmation email with your ticket will be sent to{' '}
      {buyer ? strong(buyer) : 'your email address'}.
    </>
  );
}

const tiersText = (lines: readonly NamedLine[]) => (namesTiers(lines) ? ticketLinesText(lines) : null);

const fullName = (first = '', last = '') => [first, last].filter(Boolean).join(' ');

/** The purchase as far as it is known: the issued ticket first, else the order that was paid for. */
function purchaseDetails(eventId: string, ticket: Ticket | null, order: OrderState | null, reference: string | null) {
  return {
    reference: reference ?? NOT_AVAILABLE,
    ticketId: ticket?.ticketId ?? NOT_AVAILABLE,
    name: ticket
      ? fullName(ticket.ticketHolder.firstName, ticket.ticketHolder.lastName)
      : fullName(order?.firstName, order?.lastName),
    email: ticket?.ticketHolder.email ?? order?.email ?? '',
    event: ticket?.eventTitle || order?.eventTitle || `Event ${eventId}`,
    quantity: ticket?.ticketQuantity ?? order?.ticketQuantity ?? null,
    // The tiers bought (product.md §2.13), named when there is more than a plain Regular.
    tiers: tiersText(ticket?.lines ?? order?.lines ?? []),
    // Reserved seats (decision 51): the ticket's, else the order's.
    seats: ticket?.seats.length ? ticket.seats.join(', ') : order?.seats?.length ? seatsText(order.seats) : null,
    total: ticket?.totalPrice ?? order?.totalPrice ?? null,
    isGift: ticket?.isGift ?? order?.isGift ?? false,
    recipientName: ticket
      ? fullName(ticket.recipient?.firstName, ticket.recipient?.lastName)
      : fullName(order?.recipientFirstName, order?.recipientLastName),
    recipientEmail: ticket ? (ticket.recipient?.email ?? '') : (order?.recipientEmail ?? ''),
  };
}

/**
 * The confirmation of one purchase: the one in the location state (just paid), or `reference`,
 * an order of the signed-in buyer's found on the server (the page reopened in a new tab).
 */
function Confirmation({ eventId, reference }: { eventId: string; reference?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = reference ? { ticket: null, order: null, reference } : readThankYouState(location.state);
  const [ticket, setTicket] = useState<Ticket | null>(state.ticket);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const moreId = useId();

  // The ticket as it is now: the history state is what it was at payment, and a reload (or a
  // new tab without the ticket) may come after the ticket was cancelled or refunded.
  useEffect(() => {
    if (!state.reference) return;
    const controller = new AbortController();
    lookUpTicket(state.reference, controller.signal).then(
      (found) => found.kind === 'found' && setTicket(found.ticket),
      () => {},
    );
    return () => controller.abort();
  }, [state.reference]);

  const details = purchaseDetails(eventId, ticket, state.order, state.reference);

  const viewTicket = () => {
    if (!details.reference || details.reference === NOT_AVAILABLE) {
      setError(messages.ticket.invalidReference);
      return;
    }
    navigate(ticketPath(details.reference));
  };

  // product.md §2.8: Return to Home clears the flag, once home: cleared first, this page would re-render
  // during the navigation without it and send the buyer to the ticket form instead.
  const home = async () => {
    await navigate('/');
    clearPaymentSuccess();
  };

  const sentTo = ticketEmailAddresses({
    isGift: details.isGift,
    buyerEmail: details.email,
    recipientEmail: details.recipientEmail,
  });

  // The essential rows, then View Ticket, then the rest (decision 47): at 390x844 the buttons and the
  // note of where the ticket went show without scrolling (e2e/checkout.spec.ts).
  return (
    <main className="mx-auto grid w-full max-w-2xl flex-1 content-start gap-5 px-4 pt-5 pb-16 sm:gap-6 sm:px-6 sm:pt-12">
      <PageTitle title="Thank you" />
      <div className="grid justify-items-center gap-2 text-center sm:gap-3">
        <span
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-full bg-green-50 text-success ring-8 ring-green-50/60 sm:size-16"
        >
          <CheckCircleIcon className="size-7 sm:size-9" />
        </span>
        <h1 className="text-2xl font-extrabold tracking-tight text-balance text-ink sm:text-3xl">
          {messages.ticket.thankYou}
        </h1>
        <p className="max-w-md text-pretty text-muted" data-testid="ticket-delivery">
          <DeliveryNote buyer={details.email} recipient={sentTo.recipient} />
        </p>
      </div>
      {ticket?.status === 'cancelled' && <StatusMessage text={CANCELLED_SINCE} tone="error" />}

      <section
        aria-labelledby={headingId}
        className="rounded-2xl border border-brand-100 bg-white px-5 py-3 shadow-sm shadow-brand-900/5 sm:p-6"
      >
        <h2 id={headingId} className="text-base font-bold text-ink">
          Your purchase
        </h2>
        <dl className="divide-y divide-brand-100">
          <Row label="Event">{details.event}</Row>
          <Row label="Tickets purchased">{details.quantity ?? NOT_AVAILABLE}</Row>
          {details.tiers && <Row label="Ticket types">{details.tiers}</Row>}
          {details.seats && <Row label="Seats">{details.seats}</Row>}
          <Row label="Total paid">
            <span className="font-bold text-brand-700">
              {details.total === null ? NOT_AVAILABLE : formatNaira(details.total)}
            </span>
          </Row>
          <Row label="Transaction reference">
            <span className="font-mono text-sm break-all">{details.reference}</span>
          </Row>
        </dl>
      </section>

      <div aria-live="polite">
        <StatusMessage text={error} tone="error" announce={false} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button onClick={viewTicket} className="text-base">
          View Ticket
        </Button>
        <Button variant="secondary" onClick={() => void home()} className="text-base">
          Return to Home
        </Button>
      </div>

      <section aria-labelledby={moreId} className="rounded-2xl border border-brand-100 bg-white px-5 py-3 sm:p-6">
        <h2 id={moreId} className="text-base font-bold text-ink">
          Order details
        </h2>
        <dl className="divide-y divide-brand-100">
          <Row label="Ticket ID">
            <span className="font-mono text-sm break-all">{details.ticketId}</span>
          </Row>
          <Row label="Customer name">{details.name || NOT_AVAILABLE}</Row>
          <Row label="Email">{details.email || NOT_AVAILABLE}</Row>
          {details.isGift && (
            <>
              <Row label="Recipient name">{details.recipientName || 'Not given'}</Row>
              <Row label="Recipient email">{details.recipientEmail || 'Not given'}</Row>
            </>
          )}
        </dl>
      </section>
    </main>
  );
}

/**
 * The signed-in buyer's newest ticket bought for this event, from the server (GET /api/my-tickets,
 * newest first): undefined while asking, null when there is none (or nobody is signed in).
 */
function useLatestPurchase(eventId: string): string | null | undefined {
  const { user, status } = useSession();
  const [found, setFound] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (status === 'loading') return;
    if (!user) {
      setFound(null);
      return;
    }
    let live = true;
    apiRequest<unknown>('/api/my-tickets').then(
      (answer) => {
        const tickets = isRecord(answer) && Array.isArray(answer.tickets) ? answer.tickets : [];
        const mine = tickets.find((t) => isRecord(t) && t.eventId === eventId && t.relation === 'bought');
        if (live)
          setFound(isRecord(mine) && typeof mine.transactionReference === 'string' ? mine.transactionReference : null);
      },
      () => live && setFound(null),
    );
    return () => {
      live = false;
    };
  }, [eventId, user, status]);
  return found;
}

/** Without the flag: the buyer's purchase for this event from the server, else the ticket form. */
function FromServer({ eventId }: { eventId: string }) {
  const reference = useLatestPurchase(eventId);
  if (reference === undefined) {
    return (
      <div className="grid flex-1 place-items-center py-20" role="status" aria-live="polite">
        <Spinner />
        <span className="sr-only">Loading...</span>
      </div>
    );
  }
  if (reference === null) return <Navigate to={ticketPurchasePath(eventId)} replace />;
  return <Confirmation eventId={eventId} reference={reference} />;
}

/**
 * /thank-you/:id (product.md §2.8): shown while the payment-success flag is set. Without it (the page
 * reopened in another tab, whose session storage has no flag) a signed-in buyer sees their
 * purchase for this event from the server; anyone else is sent to the ticket form
 * (history replaced), as the spec says.
 */
export function ThankYouPage({ eventId }: { eventId: string }) {
  if (!hasPaymentSuccess()) return <FromServer eventId={eventId} />;
  return <Confirmation eventId={eventId} />;
}
