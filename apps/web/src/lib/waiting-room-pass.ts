import { waitingRoomMessages } from '@storefront/contracts/rules';
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from './api.ts';
import { isRecord } from './records.ts';

/**
 * The waiting room's pass (decision 54): the buyer let in keeps it for the tab (sessionStorage,
 * per event) until it lapses, so the purchase form shows while it is good and initialize sends
 * it as `waitingRoomPass`. Shared by the waiting room (which stores it) and the checkout (which
 * sends it and drops it when refused), so it lives here.
 */

export interface StoredPass {
  token: string;
  /** When the server says it lapses (ISO 8601 UTC): the page names this time. */
  expiresAt: string;
  /** The same moment by this browser's clock (ms), which may not agree with the server's. */
  until: number;
}

export const passStorageKey = (eventId: string) => `waiting-room-pass:${eventId}`;

// useSyncExternalStore's subscribers: sessionStorage fires no event in the tab that wrote it.
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function readRaw(eventId: string): string | null {
  try {
    return sessionStorage.getItem(passStorageKey(eventId));
  } catch {
    return null;
  }
}

function parse(raw: string | null): StoredPass | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      isRecord(value) &&
      typeof value.token === 'string' &&
      value.token &&
      typeof value.expiresAt === 'string' &&
      typeof value.until === 'number'
    ) {
      return { token: value.token, expiresAt: value.expiresAt, until: value.until };
    }
  } catch {
    // Not JSON: treated as no pass.
  }
  return null;
}

/** The tab's pass for the event while it is good, else null. */
export function readPass(eventId: string, now = Date.now()): StoredPass | null {
  const pass = parse(readRaw(eventId));
  return pass && pass.until > now ? pass : null;
}

/**
 * Keeps the pass the room answered. `serverTime` is the server's clock when it answered: the
 * pass lapses after the same span by this browser's clock, however far off it is.
 */
export function storePass(eventId: string, pass: { token: string; expiresAt: string }, serverTime: string): void {
  const span = Date.parse(pass.expiresAt) - Date.parse(serverTime);
  const stored: StoredPass = { ...pass, until: Date.now() + (Number.isFinite(span) ? span : 0) };
  try {
    sessionStorage.setItem(passStorageKey(eventId), JSON.stringify(stored));
  } catch {
    // Storage disabled (private mode): the buyer cannot keep the pass, and the room shows again.
  }
  notify();
}

export function dropPass(eventId: string): void {
  try {
    sessionStorage.removeItem(passStorageKey(eventId));
  } catch {
    // Nothing stored to drop.
  }
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * The tab's good pass for the event, following storePass/dropPass. None on the server and while
 * hydrating (storage is the browser's); a pass that lapses is dropped at that moment.
 */
export function useWaitingRoomPass(eventId: string): StoredPass | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(eventId),
    () => null,
  );
  const pass = parse(raw);
  const until = pass?.until;
  useEffect(() => {
    if (until === undefined) return;
    const timer = setTimeout(() => dropPass(eventId), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [eventId, until]);
  return pass && pass.until > Date.now() ? pass : null;
}

/** Initialize refused the order for its pass: a 409 with one of these sentences (decision 54). */
const PASS_REFUSALS: readonly string[] = [
  waitingRoomMessages.passRequired,
  waitingRoomMessages.passInvalid,
  waitingRoomMessages.passExpired,
  waitingRoomMessages.passUsed,
];

export const isPassRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && PASS_REFUSALS.includes(error.message);
