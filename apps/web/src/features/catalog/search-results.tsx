import type { StorefrontEvent } from '@storefront/contracts/api';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { EventCard } from './event-card.tsx';
import type { EventSearch } from './event-search.ts';

export interface SearchResultsProps {
  search: EventSearch;
  results: StorefrontEvent[];
  onClear: () => void;
  /** Changes on every submitted search; the section then scrolls into view and takes focus. */
  searchKey: string;
}

export function summary(search: EventSearch, count: number) {
  const noun = count === 1 ? 'event' : 'events';
  const text = search.event.trim() ? ` matching “${search.event.trim()}”` : '';
  const category = search.category ? ` (${search.category})` : '';
  const location = search.location.trim() ? ` in ${search.location.trim()}` : '';
  return `${count} ${noun} found${text}${category}${location}.`;
}

/** The hero search's answer: matching event cards, or a clear empty state. */
export function SearchResults({ search, results, onClear, searchKey }: SearchResultsProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!searchKey) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [searchKey]);

  return (
    <section
      aria-labelledby="search-results-heading"
      className="mx-auto w-full max-w-6xl scroll-mt-4 px-4 pt-12 sm:px-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2
            id="search-results-heading"
            ref={heading}
            tabIndex={-1}
            className="scroll-mt-6 text-2xl font-extrabold tracking-tight text-brand-900 focus:outline-none sm:text-3xl"
          >
            Search results
          </h2>
          <p role="status" className="mt-1 text-muted">
            {summary(search, results.length)}
          </p>
        </div>
        <Button variant="secondary" onClick={onClear}>
          Clear search
        </Button>
      </div>
      {results.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((event) => (
            <li key={event.id} className="grid">
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="No events match your search." className="mt-6">
          {search.category === 'Hangouts'
            ? 'No hangouts are listed yet. Try Concert or Movies.'
            : 'Try another artist, city or category, or clear the search to see everything.'}
        </EmptyState>
      )}
    </section>
  );
}
