import { useLoaderData } from 'react-router';
import { PageTitle } from '../components/layout/logo.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { LoadFailed } from '../components/ui/load-failed.tsx';
import { ConcertsSlideshow } from '../features/catalog/concerts-slideshow.tsx';
import { EventCard } from '../features/catalog/event-card.tsx';
import { byStartTime } from '../features/catalog/event-format.ts';
import type { EventsData } from '../features/catalog/events-loader.ts';

/** product.md §9: 4 slides and a grid of 8 concert cards (never the movie). */
const FEATURED = 4;
const GRID = 8;

export function Component() {
  const { events, failed } = useLoaderData() as EventsData;
  const concerts = events.filter((event) => event.category === 'Concert');
  const featured = concerts.slice(0, FEATURED);
  const grid = [...concerts].sort(byStartTime).slice(0, GRID);

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle title="Concerts" />
      <p className="text-sm font-bold uppercase tracking-widest text-accent-600">Live music</p>
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">Concerts</h1>
      <p className="mt-2 max-w-2xl text-muted">
        The biggest Afrobeats nights of 2027, from Atlanta to Auckland. Pick a show and get your tickets in naira.
      </p>
      {failed && <LoadFailed what="the concerts" className="mt-6" />}
      {featured.length > 0 && (
        <div className="mt-8">
          <ConcertsSlideshow events={featured} />
        </div>
      )}
      {!failed && (
        <section aria-labelledby="all-concerts" className="mt-14 below-fold">
          <h2 id="all-concerts" className="text-2xl font-extrabold tracking-tight text-brand-900">
            All concerts
          </h2>
          {grid.length === 0 ? (
            <EmptyState title="No concerts on sale right now." className="mt-6">
              New shows are announced all the time. Check back soon.
            </EmptyState>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="concert-grid">
              {grid.map((event) => (
                <li key={event.id} className="grid">
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </main>
  );
}
