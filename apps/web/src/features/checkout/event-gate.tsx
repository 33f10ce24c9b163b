import type { StorefrontEvent } from '@storefront/contracts/api';
import { messages } from '@storefront/contracts/messages';
import { type ReactNode, Suspense } from 'react';
import { Await, useLoaderData, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/layout/hydrate-fallback.tsx';
import { TicketIcon } from '../../components/layout/icons.tsx';
import { PageTitle } from '../../components/layout/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { TicketPurchaseData } from './ticket-purchase-loader.ts';

/** product.md §2.6: 'Loading event data...' while the event is on its way. */
export function EventLoading() {
  return (
    <main className="grid flex-1 place-items-center px-4 py-20" role="status" aria-live="polite">
      <div className="grid justify-items-center gap-3 text-muted">
        <Spinner />
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
      <PageTitle title="Event not found" />
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <TicketIcon className="size-8" />
      </span>
      <h1 className="text-xl font-bold text-balance text-ink sm:text-2xl">{message}</h1>
      <Button variant="secondary" onClick={back}>
        Back
      </Button>
    </main>
  );
}

interface EventGateProps {
  /** The not-found text for this id (the two screens use different wordings of product.md §8). */
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
