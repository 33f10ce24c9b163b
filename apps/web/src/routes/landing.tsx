import { useMemo, useState } from 'react';
import { type ShouldRevalidateFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import { AuthAction } from '../components/layout/auth-action.tsx';
import { BRAND } from '../components/layout/logo.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { SkipLink } from '../components/layout/skip-link.tsx';
import { LoadFailed } from '../components/ui/load-failed.tsx';
import { CategoriesGrid } from '../features/catalog/categories-grid.tsx';
import { byStartTime } from '../features/catalog/event-format.ts';
import {
  type EventSearch,
  filterEvents,
  isEmptySearch,
  searchFromParams,
  searchToParams,
} from '../features/catalog/event-search.ts';
import type { EventsData } from '../features/catalog/events-loader.ts';
import { HeroSearch } from '../features/catalog/hero-search.tsx';
import { HighlightVideo } from '../features/catalog/highlight-video.tsx';
import { LandingHero } from '../features/catalog/landing-hero.tsx';
import { SearchResults } from '../features/catalog/search-results.tsx';
import { UpcomingSlider } from '../features/catalog/upcoming-slider.tsx';

/**
 * A new search only changes the URL's query; the event list itself need not be fetched again.
 * The same URL again is Retry (useRevalidator), which must fetch.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const newSearch = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return newSearch ? false : defaultShouldRevalidate;
}

export function Component() {
  const { events, failed } = useLoaderData() as EventsData;
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const [searchCount, setSearchCount] = useState(0);
  const upcoming = useMemo(() => [...events].sort(byStartTime), [events]);
  const results = filterEvents(upcoming, search);

  function runSearch(next: EventSearch) {
    setParams(searchToParams(next), { preventScrollReset: true });
    setSearchCount((n) => n + 1);
  }

  function clearSearch() {
    setParams(new URLSearchParams(), { preventScrollReset: true });
    requestAnimationFrame(() => document.getElementById('hero-event')?.focus());
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${BRAND} · Concert and movie tickets in naira`}</title>
      <SkipLink />
      {/* Log In / Log Out without opening the menu from 1024 px (product.md §2.1); the menu has it below. */}
      <SiteHeader
        variant="landing"
        account={
          <AuthAction className="mr-1 hidden min-h-11 items-center rounded-xl border border-white/40 px-4 text-sm font-semibold text-white hover:bg-white/15 lg:inline-flex" />
        }
      />
      <main id="content" tabIndex={-1} className="flex-1 focus:outline-none">
        <LandingHero>
          <HeroSearch key={params.toString()} initial={search} onSearch={runSearch} />
        </LandingHero>

        {!isEmptySearch(search) && (
          <SearchResults
            search={search}
            results={results}
            onClear={clearSearch}
            searchKey={searchCount ? `${searchCount}` : ''}
          />
        )}
        {failed ? (
          <div className="mx-auto max-w-6xl px-4 pt-14 pb-6 sm:px-6">
            <LoadFailed what="the events" />
          </div>
        ) : (
          <UpcomingSlider events={upcoming} />
        )}
        <CategoriesGrid />
        <HighlightVideo />
      </main>
      <SiteFooter />
    </div>
  );
}
