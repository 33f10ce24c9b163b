import type { StorefrontEvent } from '@storefront/contracts/api';
import { formatEventCompactDate } from '@storefront/contracts/format';
import { eventPagePath } from '@storefront/contracts/page';
import { type FocusEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon, Icon, type IconProps, PlayIcon } from '../../components/layout/icons.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EventPoster } from './event-poster.tsx';
import { useSlideshow } from './use-slideshow.ts';

const PauseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8 5v14M16 5v14" strokeWidth={3} />
  </Icon>
);

const control =
  'grid size-11 place-items-center rounded-full bg-white/90 text-brand-800 shadow-lg transition hover:bg-white';

/** The concerts page's featured slideshow (product.md §2.4): 4 slides, every 5 s, arrows, 'More Info & Tickets'. */
export function ConcertsSlideshow({ events }: { events: StorefrontEvent[] }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = stopped || hovered || focused;
  // The hidden slides lie under the first, in the viewport: their posters would load at once,
  // beside the page's largest paint (the first poster). They are asked for once the page runs.
  const [hiddenPosters, setHiddenPosters] = useState(false);
  useEffect(() => setHiddenPosters(true), []);
  const { index, next, previous, goTo } = useSlideshow(events.length, { paused });

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured concerts"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      className="relative overflow-hidden rounded-3xl bg-brand-900 text-white shadow-xl"
    >
      <div className="grid" aria-live={paused ? 'polite' : 'off'} data-testid="slides">
        {events.map((event, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group, not a form fieldset
          <div
            key={event.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${events.length}: ${event.title}`}
            aria-hidden={i !== index}
            inert={i !== index}
            data-active={i === index}
            className={`grid transition-opacity duration-700 [grid-area:1/1] lg:grid-cols-[3fr_2fr] ${i === index ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
          >
            {/* Three fifths of the slide from 1024 px, the whole width below; never cropped (the
                posters print their title to the edges), centred when the text beside it is taller. */}
            {i === 0 || hiddenPosters ? (
              <EventPoster
                event={event}
                eager={i === 0}
                fetchPriority={i === 0 ? 'high' : undefined}
                sizes="(min-width: 1024px) 60vw, 100vw"
                className="aspect-[3/2] lg:self-center"
              />
            ) : (
              <div className="aspect-[3/2] lg:self-center" />
            )}
            <div className="flex flex-col justify-center gap-3 p-6 pb-20 sm:p-10 sm:pb-20">
              <p className="text-sm font-bold uppercase tracking-widest text-accent-400">{event.artistName}</p>
              <h2 className="text-2xl font-extrabold leading-tight sm:text-4xl">{event.title}</h2>
              <p className="text-brand-100">{event.description}</p>
              <p className="text-sm font-semibold text-brand-200">
                {formatEventCompactDate(event)} · {event.venue}, {event.city}
              </p>
              <Link to={eventPagePath(event.id)} className={buttonClasses('accent', 'mt-2 self-start')}>
                More Info &amp; Tickets
              </Link>
            </div>
          </div>
        ))}
      </div>
      <div className="absolute bottom-4 left-4 right-4 flex items-center justify-between gap-3 lg:left-[60%] lg:right-0 lg:px-6">
        <div className="flex items-center">
          {events.map((event, i) => (
            <button
              key={event.id}
              type="button"
              aria-label={`Show slide ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
              className="grid size-11 place-items-center"
            >
              <span
                className={`block h-2 rounded-full transition-all ${i === index ? 'w-6 bg-accent-400' : 'w-2 bg-white/50'}`}
              />
            </button>
          ))}
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
            onClick={() => setStopped((s) => !s)}
            className={control}
          >
            {stopped ? <PlayIcon className="size-5" /> : <PauseIcon className="size-5" />}
          </button>
          <button type="button" aria-label="Previous slide" onClick={previous} className={control}>
            <ChevronLeftIcon />
          </button>
          <button type="button" aria-label="Next slide" onClick={next} className={control}>
            <ChevronRightIcon />
          </button>
        </div>
      </div>
    </section>
  );
}
