import type { EventWaitingRoom, StorefrontEvent, WaitingRoomState } from '@storefront/contracts/api';
import { formatLongDateTime, formatLongTime } from '@storefront/contracts/format';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../components/layout/hydrate-fallback.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import type { AuthRedirectState } from '../../lib/session/redirect-state.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { WaitlistJoin } from '../waitlist/index.ts';
import { useWaitingPlace, type WaitingView } from './use-waiting-place.ts';
import { aheadWords, formatCount, waitingWords, waitWords } from './waiting-room-words.ts';

export type WaitingRoomEvent = Pick<StorefrontEvent, 'id' | 'title' | 'timeZone' | 'city' | 'ticketTypes'> & {
  waitingRoom: EventWaitingRoom;
};

export interface WaitingRoomPanelProps {
  event: WaitingRoomEvent;
  /** The room answered 404: it was turned off, and the sale is open to everyone. */
  onGone(): void;
}

/** The room in one paragraph (one string: the server's HTML reads as plain text). */
function howItWorks(drawTime: string, passMinutes: number | undefined): string {
  const minutes = passMinutes ? `${passMinutes} ${passMinutes === 1 ? 'minute' : 'minutes'}` : 'a few minutes';
  return `At ${drawTime} everyone waiting is put in a random order, so arriving early by a second gives no advantage. Then we let buyers in a few at a time; when it is your turn you have ${minutes} to start your order.`;
}

const SOLD_OUT = 'Sold out. Everyone still waiting has been told.';

/**
 * The waiting room of an on-sale (decision 54), in place of the purchase form. Its first render
 * (on the server, and before the session is known) explains the room and when it opens, with a
 * plain link to load the page again; a guest is asked to sign in; a signed-in buyer sees their
 * place as the room moves (use-waiting-place.ts). The page shows the form once a pass is stored.
 */
export function WaitingRoomPanel({ event, onGone }: WaitingRoomPanelProps) {
  const headingId = useId();
  const { user, status, setUser } = useSession();
  const signedIn = status === 'ready' && user !== null;
  const view = useWaitingPlace(event.id, { signedIn, onGone, onSignedOut: () => setUser(null) });
  const { waitingRoom, timeZone, city } = event;
  const drawTime = formatLongTime(waitingRoom.onSaleAt, timeZone, city);

  return (
    <section aria-labelledby={headingId} className="grid gap-5">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        This sale has a waiting room
      </h2>
      {/* Where the buyer stands comes first: on a phone it is the first screen. */}
      {view.room?.status === 'soldOut' ? (
        <SoldOut event={event} />
      ) : status === 'loading' ? (
        <CheckMyPlace />
      ) : !user ? (
        <SignInToWait />
      ) : (
        <YourPlace view={view} drawTime={drawTime} />
      )}
      <div className="grid gap-3">
        <dl className="grid gap-2 rounded-xl bg-brand-50 p-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-ink">The waiting room opens</dt>
            <dd className="text-muted">{formatLongDateTime(waitingRoom.queueOpensAt, timeZone, city)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink">Tickets go on sale</dt>
            <dd className="text-muted">{formatLongDateTime(waitingRoom.onSaleAt, timeZone, city)}</dd>
          </div>
        </dl>
        <p className="text-sm text-muted">{howItWorks(drawTime, view.room?.passMinutes)}</p>
      </div>
    </section>
  );
}

/** Before the session is known (and before scripts run): a plain link that loads the page again. */
function CheckMyPlace() {
  const location = useLocation();
  return (
    <div className="grid justify-items-start gap-3">
      <p className="text-sm text-ink">Keep this page open to take your place.</p>
      <a href={location.pathname + location.search} className={buttonClasses('secondary')}>
        Check my place
      </a>
    </div>
  );
}

function SignInToWait() {
  const location = useLocation();
  const backHere: AuthRedirectState = { from: location.pathname + location.search };
  return (
    <div className="grid justify-items-start gap-3">
      <p className="text-ink">Places are kept for accounts: sign in, or create a free account, and come back here.</p>
      <div className="flex w-full flex-wrap gap-3">
        <Link to="/login" state={backHere} className={buttonClasses('primary', 'w-full sm:w-auto')}>
          Sign in to take your place
        </Link>
        <Link to="/signup" state={backHere} className={buttonClasses('secondary', 'w-full sm:w-auto')}>
          Sign up
        </Link>
      </div>
    </div>
  );
}

function SoldOut({ event }: { event: WaitingRoomEvent }) {
  const tiers = event.ticketTypes;
  return (
    <div className="grid gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4">
      <p role="status" className="text-lg font-semibold text-ink">
        {SOLD_OUT}
      </p>
      {tiers.length > 0 && (
        <>
          <p className="text-sm text-muted">
            Join the waitlist: when tickets come back, the next in line get an email holding them for 30 minutes.
          </p>
          <div className="grid gap-3">
            {tiers.map((tier) => (
              <div key={tier.id} className="grid gap-2">
                {tiers.length > 1 && <p className="text-sm font-semibold text-ink">{tier.name}</p>}
                <WaitlistJoin event={event} tier={tier} named={tiers.length > 1} className="w-full sm:w-auto" />
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** What a screen reader hears: the state and the wait in minutes, not every change of the figures. */
function announcement(view: WaitingView): string {
  if (view.reconnecting) return 'Reconnecting…';
  const { place } = view;
  if (!place) return '';
  if (place.state === 'expired') return 'Your turn to buy has passed.';
  if (place.state === 'used') return 'Your turn was used for an order.';
  if (place.state === 'admitted') return 'It’s your turn.';
  if (place.position === null) return 'You are in the waiting room.';
  const wait = view.estimateSeconds === null ? '' : ` Estimated wait: ${waitWords(view.estimateSeconds)}.`;
  return `Your place: ${formatCount(place.position)}.${wait}`;
}

/**
 * Where the draw stands for a place without its number: to come at the on-sale; under way (the
 * server draws a moment after the on-sale: decision 54); or done, the number on its way.
 */
function drawWords(room: WaitingRoomState | null, drawTime: string): string {
  if (room?.status === 'admitting') return 'Places have been drawn. Your place number comes in a moment.';
  if (room && Date.parse(room.serverTime) >= Date.parse(room.onSaleAt)) {
    return 'The sale has opened. Places are being drawn at random among everyone here.';
  }
  return `At ${drawTime} places are drawn at random among everyone here.`;
}

function YourPlace({ view, drawTime }: { view: WaitingView; drawTime: string }) {
  const { place, room, refusal } = view;
  return (
    <div className="grid gap-4" aria-busy={!place && !refusal}>
      <p aria-live="polite" role="status" className="sr-only">
        {announcement(view)}
      </p>
      {refusal ? (
        <StatusMessage text={refusal.message} tone="error" />
      ) : !place ? (
        room?.status === 'closed' ? (
          <p className="text-ink">
            The waiting room is not open yet. Keep this page open: it takes your place as soon as it opens.
          </p>
        ) : (
          <p className="flex items-center gap-3 text-muted">
            <Spinner />
            Taking your place...
          </p>
        )
      ) : place.state === 'expired' || place.state === 'used' ? (
        <div className="grid justify-items-start gap-3">
          <p className="text-ink">
            {place.state === 'expired'
              ? 'Your turn to buy has passed.'
              : 'Your turn was used for an order. To buy more, take a new place at the back of the line.'}
          </p>
          <Button onClick={view.takeNewPlace} busy={view.renewing} busyText="Taking a new place...">
            Take a new place
          </Button>
        </div>
      ) : place.position === null ? (
        <div className="grid gap-2">
          <p className="font-semibold text-ink">You are in the waiting room. {drawWords(room, drawTime)}</p>
          {/* At least this buyer: a new place's answer carries the room as read just before it was written. */}
          {room && <p className="text-sm text-muted tabular-nums">{waitingWords(Math.max(room.waiting, 1))}</p>}
        </div>
      ) : (
        <Position view={view} position={place.position} />
      )}
      {view.reconnecting && (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner />
          Reconnecting…
        </p>
      )}
    </div>
  );
}

function Position({ view, position }: { view: WaitingView; position: number }) {
  const labelId = useId();
  const ahead = view.ahead ?? 0;
  const start = view.startAhead ?? ahead;
  const percent = start <= 0 ? 100 : Math.round(((start - Math.min(ahead, start)) / start) * 100);
  return (
    <div className="grid gap-3">
      <p className="text-2xl font-extrabold text-ink tabular-nums">Your place: {formatCount(position)}</p>
      <p className="text-ink tabular-nums">{aheadWords(ahead)}</p>
      {view.estimateSeconds !== null && (
        <p className="text-sm text-muted">Estimated wait: {waitWords(view.estimateSeconds)}</p>
      )}
      <div className="grid gap-1.5">
        <span id={labelId} className="text-sm font-medium text-ink">
          Your way to the front
        </span>
        <div
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={aheadWords(ahead)}
          className="h-3 w-full overflow-hidden rounded-full bg-brand-100"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <p className="text-sm text-muted">Keep this page open: the purchase form appears here when it is your turn.</p>
    </div>
  );
}
