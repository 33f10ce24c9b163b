import type { Ticket } from '@storefront/contracts/api';
import { messages } from '@storefront/contracts/messages';
import { type ReactNode, Suspense, useRef, useState } from 'react';
import { Await, Link, useLoaderData } from 'react-router';
import { Spinner } from '../../components/layout/hydrate-fallback.tsx';
import { Icon, type IconProps, TicketIcon } from '../../components/layout/icons.tsx';
import { PageTitle } from '../../components/layout/logo.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { useSession } from '../../lib/session/session-provider.tsx';
import type { TicketLookup } from '../../lib/tickets.ts';
import { calendarPath, ticketEmailAddresses } from '../../lib/tickets.ts';
import { usePublicConfig } from '../../lib/use-public-config.ts';
import { downloadTicketImage } from './download-ticket.ts';
import { sendTicketEmail } from './send-ticket-email.ts';
import { SendToFriend } from './send-to-friend.tsx';
import { TicketCard } from './ticket-card.tsx';
import type { TicketPageData } from './ticket-loader.ts';

const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
  </Icon>
);

function TicketLoading() {
  return (
    <main className="grid flex-1 place-items-center px-4 py-20" role="status" aria-live="polite">
      <div className="grid justify-items-center gap-3 text-muted">
        <Spinner />
        <p className="font-medium">{messages.ticket.loading}</p>
      </div>
    </main>
  );
}

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto grid w-full max-w-xl flex-1 content-center justify-items-center gap-4 px-4 py-20 text-center">
      <PageTitle title={title} />
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <TicketIcon className="size-8" />
      </span>
      {children}
      <Link to="/" className={buttonClasses('secondary', 'mt-2')}>
        Return to Home
      </Link>
    </main>
  );
}

/** product.md §2.9: 'Ticket not found'. */
function TicketNotFound() {
  return (
    <Problem title={messages.ticket.notFound}>
      <h1 className="text-2xl font-bold text-ink">{messages.ticket.notFound}</h1>
      <p className="text-pretty text-muted">
        Check that the link is complete: it is in your confirmation email and on the thank-you page.
      </p>
    </Problem>
  );
}

/** product.md §2.9, §8: the error view, 'Failed to fetch ticket: {status text}', with the support contact. */
function TicketError({ statusText }: { statusText: string }) {
  const { config } = usePublicConfig();
  return (
    <Problem title="Ticket unavailable">
      <h1 className="text-2xl font-bold text-ink">We could not load your ticket</h1>
      <StatusMessage text={messages.ticket.fetchFailed(statusText)} />
      <p className="text-pretty text-muted">
        Please try again in a moment. If it keeps failing, contact support at{' '}
        {config ? (
          <a
            href={`mailto:${config.supportEmail}`}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {config.supportEmail}
          </a>
        ) : (
          'our support address'
        )}
        .
      </p>
    </Problem>
  );
}

/** 'Ticket sent to …': to the buyer, or for a gift to its recipient with a copy to the buyer (decision 47). */
function sentMessage(ticket: Ticket, buyerEmail: string): string {
  const { recipient } = ticketEmailAddresses({
    isGift: ticket.isGift,
    buyerEmail,
    recipientEmail: ticket.recipient?.email,
  });
  return recipient ? messages.ticket.giftEmailSent(recipient, buyerEmail) : messages.ticket.emailSent(buyerEmail);
}

/**
 * product.md §4.5, §8 (decision 27): what became of the ticket email, in the spec's words, when an
 * unused ticket's page opens. Read from the outbox by the API; opening the page sends nothing.
 * While it is still on its way nothing is said: the buyer would only be told to wait.
 */
export function deliveryMessage(ticket: Ticket): string | null {
  if (ticket.status !== 'unused') return null;
  if (ticket.emailDelivery === 'sent') return sentMessage(ticket, ticket.ticketHolder.email);
  if (ticket.emailDelivery === 'failed') return messages.ticket.emailFailed;
  return null;
}

function TicketDetails({ ticket }: { ticket: Ticket }) {
  const cardRef = useRef<HTMLElement>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(() => deliveryMessage(ticket));
  const { user } = useSession();
  const usable = ticket.status === 'unused';
  // A cancelled or refunded ticket gets nobody in (decision 27): no QR, and the reason instead.
  const noQr = ticket.status === 'cancelled' ? messages.ticket.noQr[ticket.cancelReason ?? 'cancelled'] : null;

  const email = async () => {
    setSending(true);
    setMessage(null);
    setMessage(await sendTicketEmail(ticket.transactionReference, (email) => sentMessage(ticket, email)));
    setSending(false);
  };

  const download = async () => {
    if (!cardRef.current || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await downloadTicketImage(cardRef.current, ticket.ticketId);
      setMessage(messages.ticket.downloaded);
    } catch {
      setMessage(messages.ticket.downloadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-6 px-4 pt-6 pb-16 sm:px-6 lg:pt-10">
      <PageTitle title={`Ticket: ${ticket.eventTitle}`} />
      <div className="grid gap-1">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">Your ticket</h1>
        {!noQr && <p className="text-muted">{messages.ticket.keepIt}</p>}
      </div>
      {noQr ? (
        <StatusMessage text={noQr} tone="error" />
      ) : (
        !usable && <StatusMessage text={messages.ticket.notReusable(ticket.status)} />
      )}
      <TicketCard ticket={ticket} ref={cardRef} />
      <div className="grid gap-3 sm:flex sm:items-center">
        <Button
          onClick={download}
          disabled={!usable}
          busy={busy}
          busyText="Preparing image..."
          className="text-base sm:min-w-52"
        >
          <DownloadIcon className="size-5" />
          Download Ticket
        </Button>
        {/* The server sends only to the ticket's own addresses, and only for its buyer. */}
        {user && usable && (
          <Button variant="secondary" onClick={email} busy={sending} busyText="Sending..." className="text-base">
            Send to my email
          </Button>
        )}
        {usable && (
          // A plain download: the server answers the .ics with its file name.
          <a
            href={calendarPath(ticket.transactionReference)}
            className={buttonClasses('secondary', 'text-base whitespace-nowrap')}
          >
            Add to calendar
          </a>
        )}
        <p className="text-sm text-muted">
          Tip: you can also take a screenshot of your ticket to keep it on your phone.
        </p>
      </div>
      {/* A friend who comes later (architecture.md §11) carries the same QR (the server checks who may send it). */}
      {user && usable && ticket.admitted < ticket.ticketQuantity && (
        <SendToFriend reference={ticket.transactionReference} />
      )}
      <div aria-live="polite" aria-atomic="true">
        <StatusMessage text={message} announce={false} />
      </div>
    </main>
  );
}

/** /ticket/:transactionReference (product.md §2.9): public; the reference in the link is the capability. */
export function TicketPage() {
  const { reference, lookup } = useLoaderData() as TicketPageData;
  return (
    <Suspense key={reference} fallback={<TicketLoading />}>
      <Await resolve={lookup}>
        {(result: TicketLookup) =>
          result.kind === 'found' ? (
            <TicketDetails ticket={result.ticket} />
          ) : result.kind === 'not-found' ? (
            <TicketNotFound />
          ) : (
            <TicketError statusText={result.statusText} />
          )
        }
      </Await>
    </Suspense>
  );
}
