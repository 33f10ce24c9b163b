import type { WaitingPlace, WaitingRoomState } from '@storefront/contracts/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { storePass } from '../../lib/waiting-room-pass.ts';
import { fetchRoomState, takePlace } from './waiting-room-api.ts';

/** The server refused a place: its status and sentence (confirm your email, another account's device...). */
export interface PlaceRefusal {
  status: number;
  message: string;
}

export interface WaitingView {
  /** The room as last heard (kept while reconnecting); null until the first answer. */
  room: WaitingRoomState | null;
  /** The buyer's place as last taken; null for a guest and until the first answer. */
  place: WaitingPlace | null;
  refusal: PlaceRefusal | null;
  /** The last call failed (offline, server busy): the figures are the last known, and it tries again. */
  reconnecting: boolean;
  /** Places before this one still waiting, from the room's figures; null until the draw. */
  ahead: number | null;
  /** Seconds until this place is let in at the room's rate; null until the draw. */
  estimateSeconds: number | null;
  /** Places ahead when this page took the place: where the progress bar starts. */
  startAhead: number | null;
  /** A new place is being asked for (Take a new place). */
  renewing: boolean;
  /** Gives a used or lapsed turn up for a new place at the back. */
  takeNewPlace(): void;
}

const SECOND = 1000;
const FAST = 3 * SECOND;
const SLOW = 10 * SECOND;
/** A buyer further than this from their turn, or from the draw, is asked about less often. */
const FAR = 3 * 60 * SECOND;
const MAX_BACKOFF = 30 * SECOND;
/**
 * After the draw, the pages not let in ask for their numbers at a random moment within 3 ms a
 * place waiting (about 330 asks a second), and never later than 15 s.
 */
const POSITION_SPREAD = 15 * SECOND;
const SPREAD_PER_PLACE = 3;

/** A little random spread, so thousands of pages do not ask in the same instant. */
const jitter = (spread = SECOND) => Math.random() * spread;

/**
 * How long to wait before asking the room again: never sooner than SLOW while the page is hidden
 * (a tab in the background; it asks at once when shown again).
 */
export function pollDelay(room: WaitingRoomState, place: WaitingPlace | null): number {
  const delay = shownPollDelay(room, place);
  return document.visibilityState === 'hidden' ? Math.max(delay, SLOW + jitter()) : delay;
}

function shownPollDelay(room: WaitingRoomState, place: WaitingPlace | null): number {
  const serverNow = Date.parse(room.serverTime);
  if (room.status === 'closed') {
    // Slow, but not past the moment the doors open.
    const untilOpen = Date.parse(room.queueOpensAt) - serverNow;
    return Math.min(SLOW, Math.max(SECOND, untilOpen)) + jitter();
  }
  if (room.status === 'queueing') {
    const untilDraw = Date.parse(room.onSaleAt) - serverNow;
    return (untilDraw > FAR ? SLOW : FAST) + jitter();
  }
  const position = place?.position;
  if (position != null) {
    const ahead = position - room.admittedThrough - 1;
    if ((ahead / room.admitPerSecond) * SECOND > FAR) return SLOW + jitter();
  }
  return FAST + jitter();
}

/**
 * The room has let in a drawn place whose number its page does not know yet (decision 54): the
 * drawn are let in in their lottery keys' order, so a key not above the last let in is in; once
 * every drawn place is in, any may be.
 */
export function letInByKey(room: WaitingRoomState, place: WaitingPlace): boolean {
  if (room.drawn > 0 && room.admittedThrough >= room.drawn) return true;
  return room.admittedKey !== null && place.lotteryKey <= room.admittedKey;
}

/** 2 s, 4 s, 8 s... up to 30 s after each failure in a row. */
export const backoffDelay = (failures: number) => Math.min(MAX_BACKOFF, 2 * SECOND * 2 ** (failures - 1)) + jitter();

/**
 * The buyer's place in an event's waiting room (decision 54). Polls only the public room
 * (GET, the same answer for everyone) and works out the places ahead from it; the place itself
 * is asked for (POST) once the room is open, again after the draw (at once when the room's
 * admission has passed this place's lottery key, else at a random moment within 3 ms a place
 * waiting and at most 15 s, to learn
 * its number), and when the room has let this position in (to fetch the pass, which is
 * stored for the page to show the form). A failed call keeps the last figures, says so and tries
 * again with a growing pause, at once when the browser comes back online. A guest (`signedIn`
 * false) only reads the room once.
 */
export function useWaitingPlace(
  eventId: string,
  { signedIn, onGone, onSignedOut }: { signedIn: boolean; onGone(): void; onSignedOut(): void },
): WaitingView {
  const [room, setRoom] = useState<WaitingRoomState | null>(null);
  const [place, setPlace] = useState<WaitingPlace | null>(null);
  const [startAhead, setStartAhead] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<PlaceRefusal | null>(null);
  const [reconnecting, setReconnecting] = useState(false);
  const [renewing, setRenewing] = useState(false);
  // Take a new place restarts the loop with `again` on its first POST.
  const [round, setRound] = useState(0);
  const again = useRef(false);
  // The callbacks change with the page's renders; the loop reads the latest.
  const callbacks = useRef({ onGone, onSignedOut });
  callbacks.current = { onGone, onSignedOut };

  // biome-ignore lint/correctness/useExhaustiveDependencies: round only asks to start again
  useEffect(() => {
    let live = true;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let next: 'get' | 'post' = again.current ? 'post' : 'get';
    let renew = again.current;
    again.current = false;
    let lastPlace: WaitingPlace | null = null;
    let askPositionAt: number | null = null;

    // Whether a call waits for its timer (none is in flight): the moment to ask at once instead.
    let pending = false;
    const later = (kind: 'get' | 'post', ms: number) => {
      next = kind;
      pending = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        pending = false;
        void step();
      }, ms);
    };

    /** Whether the room's figures call for asking for the place itself. */
    const wantsPlace = (current: WaitingRoomState) => {
      if (!signedIn || current.status === 'closed' || current.status === 'soldOut') return false;
      if (!lastPlace) return true;
      if (lastPlace.state !== 'waiting') return false;
      if (lastPlace.position === null) {
        if (current.status !== 'admitting') return false;
        // Drawn: a place the room let in asks at once; the others ask for their numbers at a
        // moment of their own (POSITION_SPREAD), so the draw is not everyone's ask at once.
        if (letInByKey(current, lastPlace)) return true;
        askPositionAt ??= Date.now() + jitter(Math.min(POSITION_SPREAD, current.waiting * SPREAD_PER_PLACE));
        return Date.now() >= askPositionAt;
      }
      return current.admittedThrough >= lastPlace.position;
    };

    const heard = () => {
      failures = 0;
      setReconnecting(false);
    };

    async function step() {
      const kind = next;
      try {
        if (kind === 'post') {
          const answer = await takePlace(eventId, renew);
          if (!live) return;
          renew = false;
          setRenewing(false);
          heard();
          setRefusal(null);
          if (lastPlace?.position == null || answer.position !== lastPlace.position) setStartAhead(answer.ahead);
          lastPlace = answer;
          setPlace(answer);
          setRoom(answer.room);
          if (answer.state === 'admitted' && answer.pass) {
            // The page sees the pass and shows the purchase form in place of the room.
            storePass(eventId, answer.pass, answer.room.serverTime);
            return;
          }
          // A used or lapsed turn waits for Take a new place; a sold-out room has nothing more to say.
          if (answer.state !== 'waiting' || answer.room.status === 'soldOut') return;
          later('get', pollDelay(answer.room, answer));
          return;
        }
        const answer = await fetchRoomState(eventId, controller.signal);
        if (!live) return;
        heard();
        setRoom(answer);
        if (answer.status === 'soldOut' || !signedIn) return;
        // The first place is asked for at once; later ones (at the draw, at this turn) spread over 2 s.
        if (wantsPlace(answer)) later('post', lastPlace ? jitter(2 * SECOND) : 0);
        else later('get', pollDelay(answer, lastPlace));
      } catch (error) {
        if (!live || controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          // The organizer turned the room off: the sale is open to everyone.
          callbacks.current.onGone();
          return;
        }
        if (kind === 'post' && error instanceof ApiError && error.status === 401) {
          callbacks.current.onSignedOut();
          return;
        }
        if (kind === 'post' && error instanceof ApiError && error.status < 500) {
          // Confirm your email, another account's place on this device, not open yet: said, and no more asking.
          setRenewing(false);
          setRefusal({ status: error.status, message: error.message });
          return;
        }
        // Offline, the server busy or an answer that did not read: the last figures stay.
        failures += 1;
        setReconnecting(true);
        later(kind, backoffDelay(failures));
      }
    }

    const online = () => {
      if (failures > 0) later(next, 0);
    };
    // A tab shown again asks the room at once rather than at the end of its hidden pause.
    const shown = () => {
      if (document.visibilityState === 'visible' && pending && next === 'get' && failures === 0) later('get', 0);
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', shown);
    void step();
    return () => {
      live = false;
      controller.abort();
      clearTimeout(timer);
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [eventId, signedIn, round]);

  const takeNewPlace = useCallback(() => {
    again.current = true;
    setRenewing(true);
    setRound((n) => n + 1);
  }, []);

  const current = room ?? place?.room ?? null;
  const position = place?.state === 'waiting' ? place.position : null;
  const ahead = position != null && current ? Math.max(0, position - current.admittedThrough - 1) : null;
  const estimateSeconds = ahead !== null && current ? Math.ceil(ahead / current.admitPerSecond) : null;
  return { room: current, place, refusal, reconnecting, ahead, estimateSeconds, startAhead, renewing, takeNewPlace };
}
