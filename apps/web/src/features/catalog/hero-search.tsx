import type { FormEvent } from 'react';
import { SearchIcon } from '../../components/layout/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { controlClasses } from '../../components/ui/control-classes.ts';
import { type EventSearch, SEARCH_CATEGORIES } from './event-search.ts';

export interface HeroSearchProps {
  initial: EventSearch;
  onSearch: (search: EventSearch) => void;
}

// The shared field look, a little taller to line up with the Search button.
const field = `${controlClasses()} min-h-12`;
const label = 'text-xs font-bold uppercase tracking-wider text-muted';

/** The hero's search form (product.md §2.2): Event, Category, Location and Search. */
export function HeroSearch({ initial, onSearch }: HeroSearchProps) {
  // Uncontrolled: the fields hold what is typed, as they do before the scripts run, and the
  // search is read from them once (the page remounts the form when the URL's search changes).
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: keyof EventSearch) => String(form.get(name) ?? '');
    onSearch({ event: field('event'), category: field('category'), location: field('location') });
  }

  return (
    <search aria-label="Find events">
      {/* A GET form the server answers (the landing page renders the results of ?event=&category=&location=),
          so it works on the first tap, before the scripts have run; then the router takes it over. */}
      <form
        method="get"
        action="/"
        onSubmit={onSubmit}
        className="grid gap-3 rounded-2xl bg-white p-4 shadow-2xl shadow-brand-900/30 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_auto] lg:items-end"
      >
        <div className="grid gap-1.5">
          <label htmlFor="hero-event" className={label}>
            Event
          </label>
          <input
            id="hero-event"
            name="event"
            type="search"
            placeholder="Artist or event"
            defaultValue={initial.event}
            className={field}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="hero-category" className={label}>
            Category
          </label>
          <select id="hero-category" name="category" defaultValue={initial.category} className={field}>
            <option value="">All categories</option>
            {SEARCH_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="hero-location" className={label}>
            Location
          </label>
          <input
            id="hero-location"
            name="location"
            type="text"
            placeholder="City or venue"
            autoComplete="address-level2"
            defaultValue={initial.location}
            className={field}
          />
        </div>
        <Button type="submit" variant="accent" className="min-h-12 sm:col-span-2 lg:col-span-1">
          <SearchIcon className="size-5" />
          Search
        </Button>
      </form>
    </search>
  );
}
