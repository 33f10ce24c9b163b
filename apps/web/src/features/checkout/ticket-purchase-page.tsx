import type { Showtime, StorefrontEvent } from '@storefront/contracts/api';
import { eventPagePath } from '@storefront/contracts/page';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/layout/logo.tsx';
import { AccessCodeForm } from '../../components/tiers/access-code-form.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { useEventTiers } from '../../lib/access-code.ts';
import { CANCELLED_MESSAGE, eventAvailability, PAUSED_MESSAGE, STARTED_MESSAGE } from '../../lib/event-availability.ts';
import { isRecord } from '../../lib/records.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useWaitingRoomPass } from '../../lib/waiting-room-pass.ts';
import { WaitingRoomPanel, WaitingRoomTurn } from '../waiting-room/index.ts';
import { type ChosenTickets, EventSummary } from './event-summary.tsx';
import { type OrderState, parseOrderState } from './order-state.ts';
import { orderSummaryPath, SHOWTIME_PARAM } from './paths.ts';
import { maxQuantity } from './purchase-form-model.ts';
import { TicketPurchaseForm } from './ticket-purchase-form.tsx';

const SOLD_OUT = 'This event is sold out.';

/** A note the order summary sent back with the order (e.g. 'Please sign in to complete your payment.'). */
function readNotice(state: unknown): string | null {
  return isRecord(state) && typeof state.notice === 'string' ? state.notice : null;
}

/** /ticket-purchase/:id once the event is known: the event beside the purchase form. */
export function TicketPurchasePage({ event }: { event: StorefrontEvent }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { user, buyer } = useSession();
  const returned = parseOrderState(location.state);
  const order = returned?.id === event.id ? returned : null;
  const availability = eventAvailability(event);
  const closed =
    availability.kind === 'cancelled'
      ? CANCELLED_MESSAGE
      : availability.kind === 'started'
        ? STARTED_MESSAGE
        : availability.kind === 'paused'
          ? PAUSED_MESSAGE
          : // Several dates (decision 50): sold out when the dates to come are, whatever the past ones left.
            availability.kind === 'sold-out' || maxQuantity(event) === 0
            ? SOLD_OUT
            : null;
  const notice = readNotice(location.state);
  // The listed tiers and those an access code unlocked (decision 30) (on the event page or here).
  const { tiers, accessCode, unlock } = useEventTiers(event);
  // The tiers chosen on the form: the event's card shows their total, not 'from' (decision 44).
  const [chosen, setChosen] = useState<ChosenTickets | undefined>(undefined);
  // The date chosen on the form (decision 50): the event's card shows it, not the first date.
  const [searchParams] = useSearchParams();
  const [showtime, setShowtime] = useState<Showtime | undefined>(undefined);
  // The waiting room (decision 54): the form only with a pass this tab holds for the event. A room
  // turned off meanwhile (the room answers 404) opens the form to everyone.
  const pass = useWaitingRoomPass(event.id);
  const [roomGone, setRoomGone] = useState(false);
  const waitingRoom = roomGone ? undefined : event.waitingRoom;

  // A guest goes on to the summary too: its guard sends them to sign in, carrying this order.
  const toSummary = (next: OrderState) => navigate(orderSummaryPath(event.id), { state: next });

  return (
    <main className="mx-auto w-full max-w-5xl flex-1 px-4 pt-4 pb-16 sm:px-6 lg:pt-8">
      <PageTitle title={`Buy tickets: ${event.title}`} />
      <div className="mb-4">
        <BackLink to={eventPagePath(event.id)}>Event details</BackLink>
      </div>
      <h1 className="mb-6 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">Buy tickets</h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-10">
        <aside
          aria-label="Event"
          className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm shadow-brand-900/5 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1"
        >
          <EventSummary event={event} stackOnWide chosen={chosen} startsAt={showtime?.startsAt} />
        </aside>
        <section className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm shadow-brand-900/5 sm:p-7 lg:col-start-1 lg:row-start-1">
          <StatusMessage text={notice} tone="info" className="mb-5" />
          {/* A sold-out sale behind a waiting room says so there, with its waitlist (decision 54). */}
          {closed && !(waitingRoom && closed === SOLD_OUT) ? (
            <div className="grid justify-items-start gap-4">
              <p className="text-lg font-semibold text-ink">{closed}</p>
              <Link to="/" className={buttonClasses('secondary')}>
                Browse other events
              </Link>
            </div>
          ) : waitingRoom && !pass ? (
            <WaitingRoomPanel event={{ ...event, waitingRoom }} onGone={() => setRoomGone(true)} />
          ) : (
            <>
              {waitingRoom && pass && <WaitingRoomTurn event={event} pass={pass} />}
              <TicketPurchaseForm
                key={`${event.id}:${location.key}`}
                event={event}
                order={order}
                userEmail={user?.email}
                buyer={buyer}
                onContinue={toSummary}
                tiers={tiers}
                accessCode={accessCode}
                accessCodeField={<AccessCodeForm onUnlock={unlock} applied={accessCode} />}
                onChosenChange={setChosen}
                showtimeId={searchParams.get(SHOWTIME_PARAM)}
                onShowtimeChange={setShowtime}
              />
            </>
          )}
        </section>
      </div>
    </main>
  );
}
