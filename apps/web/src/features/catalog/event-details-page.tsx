import type { StorefrontEvent } from '@storefront/contracts/api';
import { messages } from '@storefront/contracts/messages';
import { eventPagePath, organizerPagePath } from '@storefront/contracts/page';
import { Link } from 'react-router';
import { TicketIcon } from '../../components/layout/icons.tsx';
import { PageTitle } from '../../components/layout/logo.tsx';
import { AccessCodeForm } from '../../components/tiers/access-code-form.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useEventTiers } from '../../lib/access-code.ts';
import { CANCELLED_MESSAGE, eventAvailability } from '../../lib/event-availability.ts';
import { siteUrl, useSite } from '../../lib/site.ts';
import { hasSeveralTiers } from '../../lib/tier-notes.ts';
import { Countdown } from './countdown.tsx';
import { EventDetailsAbout } from './event-details-about.tsx';
import { EventDetailsCard } from './event-details-card.tsx';
import { EventDetailsMap } from './event-details-map.tsx';
import { EventShowtimes } from './event-showtimes.tsx';
import { MobileBuyBar } from './mobile-buy-bar.tsx';
import { ShareOptions } from './share-options.tsx';
import { TicketTiers } from './ticket-tiers.tsx';

/** product.md §2.3: an unknown (or malformed) id shows 'No event selected.' with a way back. */
export function EventNotSelected() {
  return (
    <main className="mx-auto grid w-full max-w-xl flex-1 content-center justify-items-center gap-5 px-4 py-20 text-center">
      <PageTitle title="Event not found" />
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <TicketIcon className="size-8" />
      </span>
      <h1 className="text-2xl font-bold text-ink">{messages.events.noEventSelected}</h1>
      <p className="text-muted">
        The link may be incomplete, or the event is no longer on sale. Pick one from the list.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary')}>
          Browse events
        </Link>
        <Link to="/concerts" className={buttonClasses('secondary')}>
          See concerts
        </Link>
      </div>
    </main>
  );
}

/** product.md §2.3, event details: poster with countdown, the Events card, about, map and share. */
export function EventDetailsPage({ event }: { event: StorefrontEvent }) {
  const availability = eventAvailability(event);
  const site = useSite();
  // The listed tiers, and those an access code unlocked (decision 30) in this tab (after mount).
  const { tiers, accessCode, unlock } = useEventTiers(event);
  const shown = { ...event, ticketTypes: tiers };
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 md:pb-16 sm:px-6 lg:pt-8">
      <PageTitle title={event.title} />
      <div className="mb-4">
        <BackLink to="/">All events</BackLink>
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-x-10 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid gap-5 lg:col-start-1">
          <figure className="relative overflow-hidden rounded-2xl bg-brand-900 shadow-lg shadow-brand-900/15">
            <img
              src={event.eventImage}
              srcSet={event.imageSrcSet}
              sizes={event.imageSrcSet ? '(min-width: 1024px) 44rem, 100vw' : undefined}
              width={event.imageWidth}
              height={event.imageHeight}
              alt={`${event.title} poster`}
              fetchPriority="high"
              className="block h-auto w-full"
            />
            <Countdown startsAt={event.startsAt} className="absolute top-3 right-3 sm:top-5 sm:right-5" />
          </figure>
          <header className="grid gap-2">
            <p>
              <span className="inline-flex items-center rounded-full bg-accent-400/20 px-3 py-1 text-xs font-bold tracking-wide text-accent-600 uppercase">
                {event.category}
              </span>
            </p>
            <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-4xl">
              {event.title}
            </h1>
            <p className="text-lg font-medium text-brand-700">
              {event.artistName} · {event.venue}, {event.city}
            </p>
            {event.organizer && (
              <p className="text-muted">
                By{' '}
                <Link
                  to={organizerPagePath(event.organizer.slug)}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
                >
                  {event.organizer.name}
                </Link>
              </p>
            )}
            <p className="text-pretty text-muted">{event.description}</p>
            {availability.kind === 'cancelled' && (
              <p className="rounded-xl border border-danger/30 bg-red-50 px-4 py-3 font-semibold text-danger">
                {CANCELLED_MESSAGE}
              </p>
            )}
          </header>
          {/* Several dates (decision 50), while it sells or is sold out: each date's own way in. */}
          {event.showtimes && (availability.kind === 'on-sale' || availability.kind === 'sold-out') && (
            <EventShowtimes event={event} />
          )}
          {hasSeveralTiers(tiers) && (
            <TicketTiers
              tiers={tiers}
              clock={event}
              // A sold-out tier's waitlist, while the event sells or is sold out (product.md §2.13).
              waitlist={availability.kind === 'on-sale' || availability.kind === 'sold-out' ? event : undefined}
            />
          )}
          {availability.kind !== 'cancelled' && <AccessCodeForm onUnlock={unlock} applied={accessCode} />}
        </div>

        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-stretch">
          <div className="lg:sticky lg:top-24">
            <EventDetailsCard event={shown} availability={availability} />
          </div>
        </div>

        <div className="grid gap-10 lg:col-start-1">
          <EventDetailsAbout about={event.about} />
          <EventDetailsMap event={event} />
          <ShareOptions url={siteUrl(site, eventPagePath(event.id))} text={event.title} />
        </div>
      </div>
      <MobileBuyBar event={event} availability={availability} />
    </main>
  );
}
