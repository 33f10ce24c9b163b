import { messages, type StorefrontEvent } from '@storefront/contracts';
import { type ReactNode, Suspense } from 'react';
import { Await, useLoaderData, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import type { TicketPurchaseData } from './ticket-purchase-loader.ts';

export const BRAND = 'Owambe Tickets';

/** Spec §2: 'Loading event data...' while the event is on its way. */
export function EventLoading() {
  return (
    <main className="grid flex-1 place-items-center px-4 py-20" role="status" aria-live="polite">
      <div className="grid justify-items-center gap-3 text-muted">
        <span
          aria-hidden="true"
          className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600"
        />
        <p className="font-medium">{messages.events.loading}</p>
      </div>
    </main>
  );
}

/** An unknown event id: the spec's message and a Back button (previous page, or home when there is none). */
export function EventNotFound({ message }: { message: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first page of this visit: there is no page of ours to go back to.
  const back = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <main className="mx-auto grid w-full max-w-xl flex-1 content-center justify-items-center gap-5 px-4 py-20 text-center">
      <title>{`Event not found · ${BRAND}`}</title>
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 fill-none stroke-current stroke-2">
          <path d="M4 8h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zm10 0v10" />
        </svg>
      </span>
      <h1 className="text-xl font-bold text-balance text-ink sm:text-2xl">{message}</h1>
      <Button variant="secondary" onClick={back}>
        Back
      </Button>
    </main>
  );
}

interface EventGateProps {
  /** The not-found text for this id (the two screens use different wordings of spec §8). */
  notFound: (id: string) => string;
  children: (event: StorefrontEvent) => ReactNode;
}

/** Renders the loader's event once it arrives: loading, not found, or the screen itself. */
export function EventGate({ notFound, children }: EventGateProps) {
  const { id, event } = useLoaderData() as TicketPurchaseData;
  return (
    <Suspense key={id} fallback={<EventLoading />}>
      <Await resolve={event}>
        {(found: StorefrontEvent | null) => (found ? children(found) : <EventNotFound message={notFound(id)} />)}
      </Await>
    </Suspense>
  );
}
