import { Link, useLoaderData, useRouteError } from 'react-router';
import { TicketIcon } from '../components/layout/icons.tsx';
import { PageTitle } from '../components/layout/logo.tsx';
import { BackLink } from '../components/ui/back-link.tsx';
import { buttonClasses } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { LoadFailed } from '../components/ui/load-failed.tsx';
import { EventCard } from '../features/catalog/event-card.tsx';
import type { OrganizerProfileData } from '../features/organizers/organizer-profile-loader.ts';
import { ApiError, NetworkError } from '../lib/api.ts';

/**
 * /o/:slug (architecture.md §16): an organizer's public page: who they are, what they run, and their
 * published events (upcoming first, as the API orders them). A paused organizer's page says
 * their sales are paused and lists nothing on sale. No such organizer: the 404 below.
 */
export function Component() {
  const { profile } = useLoaderData() as OrganizerProfileData;
  if (!profile) return <OrganizerNotFound />;
  const paused = profile.status === 'paused';
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-16 sm:px-6 lg:pt-8">
      <PageTitle title={profile.name} />
      <div className="mb-4">
        <BackLink to="/">All events</BackLink>
      </div>
      <header className="grid gap-2">
        <p className="text-sm font-bold tracking-widest text-accent-600 uppercase">Organizer</p>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl">
          {profile.name}
        </h1>
        <p className="max-w-3xl text-pretty whitespace-pre-line text-muted">{profile.about}</p>
        {paused && (
          <p className="mt-2 max-w-3xl rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 font-semibold text-brand-900">
            {profile.name} is not selling tickets on Owambe Tickets right now. Tickets already bought stay valid.
          </p>
        )}
      </header>
      <section aria-labelledby="organizer-events" className="mt-10">
        <h2 id="organizer-events" className="text-2xl font-extrabold tracking-tight text-brand-900">
          Events by {profile.name}
        </h2>
        {profile.events.length === 0 ? (
          <EmptyState title="No events on sale right now." className="mt-6">
            {paused ? 'Check back later, or ' : `${profile.name} has nothing on sale yet. Check back soon, or `}
            <Link to="/" className="font-semibold text-brand-700 underline underline-offset-4">
              browse every event
            </Link>
            .
          </EmptyState>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="organizer-events">
            {profile.events.map((event, index) => (
              <li key={event.id} className="grid">
                <EventCard event={event} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

/** An address no organizer has a public page at (unknown, or not approved): a 404 with ways on. */
function OrganizerNotFound() {
  return (
    <main className="mx-auto grid w-full max-w-xl flex-1 content-center justify-items-center gap-5 px-4 py-20 text-center">
      <PageTitle title="Organizer not found" />
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <TicketIcon className="size-8" />
      </span>
      <h1 className="text-2xl font-bold text-ink">No organizer here.</h1>
      <p className="text-muted">The link may be incomplete, or this organizer is not on Owambe Tickets.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary')}>
          Browse events
        </Link>
        <Link to="/organizers" className={buttonClasses('secondary')}>
          Sell with us
        </Link>
      </div>
    </main>
  );
}

/** The profile could not be fetched (offline, a server error): Retry in its place. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!(error instanceof ApiError || error instanceof NetworkError)) throw error;
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-16 sm:px-6 lg:pt-8">
      <PageTitle title="Organizer not loaded" />
      <div className="mb-4">
        <BackLink to="/">All events</BackLink>
      </div>
      <h1 className="mb-4 text-2xl font-bold text-ink">Organizer</h1>
      <LoadFailed what="this organizer" />
    </main>
  );
}
