import type { ShowtimeSeat, ShowtimeSeats } from '@storefront/contracts/api';
import { SEAT_KINDS, type SeatKind } from '@storefront/contracts/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isRecord } from '../../lib/records.ts';

/**
 * A seated date's plan and which seats are taken (decision 51), asked again every few seconds
 * while the picker is open and the page is shown, with the last version's ETag: the server
 * answers 304 when nothing changed. Checked by hand: Zod stays out of the picker's chunk.
 */

export const SEAT_POLL_MS = 5_000;

export const seatsUrl = (showtimeId: string) => `/api/showtimes/${encodeURIComponent(showtimeId)}/seats`;

export type SeatAvailability =
  | { kind: 'loading' }
  | { kind: 'ready'; plan: ShowtimeSeats }
  | { kind: 'failed'; message: string };

/** Said when the plan cannot be loaded (the server's own words are not needed: nothing was asked of the buyer). */
export const PLAN_FAILED = 'The seat plan could not be loaded. Check your connection and try again.';

const isKind = (value: unknown): value is SeatKind => SEAT_KINDS.includes(value as SeatKind);

function seatOf(value: unknown): ShowtimeSeat | null {
  if (!isRecord(value)) return null;
  const { id, section, row, number, x, y, kind, ticketTypeId, taken } = value;
  if (
    typeof id !== 'string' ||
    typeof section !== 'string' ||
    typeof row !== 'string' ||
    typeof number !== 'number' ||
    typeof x !== 'number' ||
    typeof y !== 'number' ||
    !isKind(kind) ||
    typeof ticketTypeId !== 'string' ||
    typeof taken !== 'boolean'
  ) {
    return null;
  }
  return { id, section, row, number, x, y, kind, ticketTypeId, taken };
}

/** The seats answer, or null when it is not one. */
export function parseShowtimeSeats(value: unknown): ShowtimeSeats | null {
  if (!isRecord(value) || !Array.isArray(value.seats) || !Array.isArray(value.sections) || !isRecord(value.plan)) {
    return null;
  }
  const { plan } = value;
  const seats = value.seats.map(seatOf);
  if (seats.some((seat) => seat === null)) return null;
  const sections = value.sections.flatMap((section): ShowtimeSeats['sections'] =>
    isRecord(section) &&
    typeof section.name === 'string' &&
    typeof section.ticketTypeId === 'string' &&
    typeof section.tierName === 'string' &&
    typeof section.price === 'number'
      ? [{ name: section.name, ticketTypeId: section.ticketTypeId, tierName: section.tierName, price: section.price }]
      : [],
  );
  return {
    showtimeId: typeof value.showtimeId === 'string' ? value.showtimeId : '',
    version: typeof value.version === 'number' ? value.version : 0,
    plan: {
      id: typeof plan.id === 'string' ? plan.id : '',
      name: typeof plan.name === 'string' ? plan.name : '',
      venue: typeof plan.venue === 'string' ? plan.venue : '',
    },
    sections,
    seats: seats as ShowtimeSeat[],
  };
}

/** The date's seats, kept fresh while mounted; `refresh` asks at once (after a refusal). */
export function useSeatAvailability(showtimeId: string): { availability: SeatAvailability; refresh(): void } {
  const [availability, setAvailability] = useState<SeatAvailability>({ kind: 'loading' });
  const load = useRef<() => void>(() => {});
  useEffect(() => {
    let etag: string | null = null;
    let stopped = false;
    let controller: AbortController | null = null;
    setAvailability({ kind: 'loading' });
    const ask = async () => {
      if (stopped || controller) return;
      controller = new AbortController();
      try {
        const response = await fetch(seatsUrl(showtimeId), {
          headers: { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
          credentials: 'same-origin',
          signal: controller.signal,
        });
        if (stopped || response.status === 304) return;
        const plan = response.ok ? parseShowtimeSeats(await response.json()) : null;
        if (stopped) return;
        if (plan) {
          etag = response.headers.get('etag');
          setAvailability({ kind: 'ready', plan });
        } else {
          // A plan already shown stays; only a first load that failed says so.
          setAvailability((shown) => (shown.kind === 'ready' ? shown : { kind: 'failed', message: PLAN_FAILED }));
        }
      } catch {
        if (!stopped) {
          setAvailability((shown) => (shown.kind === 'ready' ? shown : { kind: 'failed', message: PLAN_FAILED }));
        }
      } finally {
        controller = null;
      }
    };
    load.current = () => void ask();
    void ask();
    // Only while the page is shown: a hidden tab asks nothing, and asks at once when shown again.
    const timer = window.setInterval(() => {
      if (!document.hidden) void ask();
    }, SEAT_POLL_MS);
    const onVisible = () => {
      if (!document.hidden) void ask();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      controller?.abort();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [showtimeId]);
  const refresh = useCallback(() => load.current(), []);
  return { availability, refresh };
}
