import { useLoaderData, useRouteError } from 'react-router';
import { PageTitle } from '../components/layout/logo.tsx';
import { BackLink } from '../components/ui/back-link.tsx';
import { LoadFailed } from '../components/ui/load-failed.tsx';
import type { EventDetailsData } from '../features/catalog/event-details-loader.ts';
import { EventDetailsPage, EventNotSelected } from '../features/catalog/event-details-page.tsx';
import { ApiError, NetworkError } from '../lib/api.ts';

/** /event-details/:id (product.md §2.3): the event, or 'No event selected.' for an unknown id. */
export function Component() {
  const { event } = useLoaderData() as EventDetailsData;
  // Keyed by id so the countdown and the about toggle start afresh on another event.
  return event ? <EventDetailsPage key={event.id} event={event} /> : <EventNotSelected />;
}

/**
 * The event could not be fetched (offline, a server error): the page is nothing without it, so
 * this takes its place, under the navigation bar, with Retry. Anything else is a fault of ours
 * and goes on to the router's error view.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!(error instanceof ApiError || error instanceof NetworkError)) throw error;
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-16 sm:px-6 lg:pt-8">
      <PageTitle title="Event not loaded" />
      <div className="mb-4">
        <BackLink to="/">All events</BackLink>
      </div>
      <h1 className="mb-4 text-2xl font-bold text-ink">Event details</h1>
      <LoadFailed what="this event" />
    </main>
  );
}
