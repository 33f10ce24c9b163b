import type { StorefrontEvent } from '@storefront/contracts/api';
import { formatEventCompactDate } from '@storefront/contracts/format';
import { eventPagePath } from '@storefront/contracts/page';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/layout/icons.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { FromPrice, StockBadge } from './event-card.tsx';
import { ticketLabel } from './event-format.ts';
import { EventPoster } from './event-poster.tsx';

/** product.md §9: each arrow scrolls the slider by 300 px. A card plus its gap is exactly that wide. */
export const SLIDER_STEP = 300;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** "Upcoming Events": a horizontal row of cards with artistName and the date (with its weekday), and two arrows. */
export function UpcomingSlider({ events }: { events: StorefrontEvent[] }) {
  const headingId = useId();
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const scroll = (direction: -1 | 1) =>
    scroller.current?.scrollBy({ left: direction * SLIDER_STEP, behavior: reducedMotion() ? 'auto' : 'smooth' });

  const arrow =
    'grid size-11 place-items-center rounded-full border border-brand-200 bg-white text-brand-700 shadow-sm transition hover:bg-brand-50 aria-disabled:opacity-40';

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl pt-14 pb-6">
      <div className="flex items-end justify-between gap-4 px-4 sm:px-6">
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-accent-600">Don't miss out</p>
          <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
            Upcoming Events
          </h2>
        </div>
        {events.length > 0 && (
          <div className="flex gap-2">
            <button
              type="button"
              aria-label="Scroll left"
              aria-disabled={edges.start}
              onClick={() => scroll(-1)}
              className={arrow}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              aria-label="Scroll right"
              aria-disabled={edges.end}
              onClick={() => scroll(1)}
              className={arrow}
            >
              <ChevronRightIcon />
            </button>
          </div>
        )}
      </div>
      {events.length === 0 ? (
        <EmptyState title="No upcoming events right now." className="mx-4 mt-6 sm:mx-6">
          New concerts and movies are added all the time. Check back soon.
        </EmptyState>
      ) : (
        <ul
          ref={scroller}
          onScroll={measure}
          data-testid="upcoming-slider"
          className="mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 [scrollbar-width:thin] sm:scroll-px-6 sm:px-6"
        >
          {events.map((event, index) => (
            <li key={event.id} className="w-[284px] shrink-0 snap-start">
              <UpcomingCard event={event} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function UpcomingCard({ event, eager }: { event: StorefrontEvent; eager: boolean }) {
  const titleId = useId();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
      <div className="relative">
        <EventPoster event={event} eager={eager} className="aspect-[3/2]" />
        <span className="absolute left-3 top-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-bold text-brand-800">
          {event.category}
        </span>
        <StockBadge event={event} className="right-3" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-sm font-bold uppercase tracking-wide text-accent-600">{event.artistName}</p>
        <h3 id={titleId} className="font-bold leading-snug text-ink">
          {event.title}
        </h3>
        <p className="text-sm font-semibold text-brand-700">{formatEventCompactDate(event)}</p>
        <p className="text-sm text-muted">
          {event.venue}, {event.city}
        </p>
        <div className="mt-auto grid gap-3 pt-3">
          <FromPrice event={event} />
          <Link
            to={eventPagePath(event.id)}
            aria-describedby={titleId}
            className={buttonClasses(event.category === 'Movie' ? 'accent' : 'primary', 'w-full')}
          >
            {ticketLabel(event)}
          </Link>
        </div>
      </div>
    </article>
  );
}
