import { useLoaderData } from 'react-router';
import type { EventDetailsData } from '../features/catalog/event-details-loader.ts';
import { EventDetailsPage, EventNotSelected } from '../features/catalog/event-details-page.tsx';

/** /event-details/:id (spec §2): the event, or 'No event selected.' for an unknown id. */
export function Component() {
  const { event } = useLoaderData() as EventDetailsData;
  // Keyed by id so the countdown and the about toggle start afresh on another event.
  return event ? <EventDetailsPage key={event.id} event={event} /> : <EventNotSelected />;
}
