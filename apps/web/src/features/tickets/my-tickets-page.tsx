import type { MyTicket } from '@storefront/contracts/api';
import { formatLongDateTime } from '@storefront/contracts/format';
import { namesTiers, ticketLinesText } from '@storefront/contracts/rules';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../components/layout/hydrate-fallback.tsx';
import { TicketIcon } from '../../components/layout/icons.tsx';
import { PageTitle } from '../../components/layout/logo.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { apiRequest } from '../../lib/api.ts';
import { statusLabel, statusTone } from '../../lib/ticket-status.ts';
import { ticketPath } from '../../lib/tickets.ts';
import { BuyerDetailsPanel } from '../checkout/index.ts';

type Load = { kind: 'loading' } | { kind: 'ready'; tickets: MyTicket[] } | { kind: 'failed'; message: string };

function TicketRow({ ticket }: { ticket: MyTicket }) {
  return (
    <li className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:grid-cols-[1fr_auto] sm:items-center sm:p-5">
      <div className="grid gap-1">
        <h2 className="text-lg font-bold text-ink">{ticket.eventTitle}</h2>
        <p className="text-sm text-muted">{formatLongDateTime(ticket.eventDate, ticket.timeZone, ticket.city)}</p>
        <p className="text-sm text-muted">
          {[ticket.venue, ticket.city].filter(Boolean).join(', ')} ·{' '}
          {ticket.lines && namesTiers(ticket.lines)
            ? ticketLinesText(ticket.lines)
            : `${ticket.ticketQuantity} ${ticket.ticketQuantity === 1 ? 'ticket' : 'tickets'}`}
          {ticket.relation === 'gift' ? ' · a gift to you' : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ${statusTone[ticket.status] ?? ''}`}>
          {statusLabel(ticket.status)}
        </span>
        <Link
          to={ticketPath(ticket.transactionReference)}
          className={buttonClasses('secondary')}
          aria-label={`View ticket for ${ticket.eventTitle}, ${ticket.ticketId}`}
        >
          View ticket
        </Link>
      </div>
    </li>
  );
}

/** product.md §2.9 'My tickets', now real: an empty state with Explore Events, as the placeholder had. */
function NoTickets() {
  return (
    <div className="grid justify-items-center gap-3 py-10 text-center">
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <TicketIcon className="size-8" />
      </span>
      <p className="max-w-md text-muted">
        No tickets yet. Tickets you buy, and gifts sent to your confirmed email, show up here.
      </p>
      <Link to="/concerts" className={buttonClasses('primary', 'mt-2')}>
        Explore Events
      </Link>
    </div>
  );
}

/** /my-tickets (signed in): what the user bought and gifts to their confirmed email, newest first. */
export function MyTicketsPage() {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<{ tickets: MyTicket[] }>('/api/my-tickets', { signal: controller.signal })
      .then(({ tickets }) => setLoad({ kind: 'ready', tickets }))
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setLoad({ kind: 'failed', message: error.message });
      });
    return () => controller.abort();
  }, []);

  return (
    <main className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-6 px-4 pt-6 pb-16 sm:px-6 lg:pt-10">
      <PageTitle title="My Tickets" />
      <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">My Tickets</h1>
      {load.kind === 'loading' && (
        <div role="status" aria-live="polite" className="grid justify-items-center gap-3 py-10 text-muted">
          <Spinner />
          <p>Loading your tickets...</p>
        </div>
      )}
      {load.kind === 'failed' && <StatusMessage text={`Failed to load your tickets: ${load.message}`} />}
      {load.kind === 'ready' &&
        (load.tickets.length === 0 ? (
          <NoTickets />
        ) : (
          <ul className="grid gap-4" aria-label="Your tickets">
            {load.tickets.map((ticket) => (
              <TicketRow key={ticket.ticketId} ticket={ticket} />
            ))}
          </ul>
        ))}
      <BuyerDetailsPanel />
    </main>
  );
}
