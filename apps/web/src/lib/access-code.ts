import type { StorefrontEvent, TicketType } from '@storefront/contracts/api';
import { TICKET_TYPE_STATES, tierMessages } from '@storefront/contracts/rules';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiRequest } from './api.ts';
import { isRecord } from './records.ts';

/**
 * Hidden tiers (decision 30): a buyer types an access code on the event page or the
 * purchase form; GET /api/events/{id}/ticket-types?accessCode= answers the listed tiers plus
 * those it unlocks. The code is kept for the tab (sessionStorage, per event), so the purchase
 * form and the summary know it, and it travels to initialize as `accessCode`.
 */

const storageKey = (eventId: string) => `storefront.access-code.${eventId}`;

/** The code this tab unlocked for the event, or ''. Read after mount only (storage is the browser's). */
export function storedAccessCode(eventId: string): string {
  try {
    return sessionStorage.getItem(storageKey(eventId)) ?? '';
  } catch {
    return '';
  }
}

function storeAccessCode(eventId: string, code: string) {
  try {
    if (code) sessionStorage.setItem(storageKey(eventId), code);
    else sessionStorage.removeItem(storageKey(eventId));
  } catch {
    // Private mode without storage: the code still works on this page.
  }
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** One tier of the answer, checked by hand (no Zod in the browser's chunks); null when malformed. */
function toTier(value: unknown): TicketType | null {
  if (!isRecord(value)) return null;
  const v = value;
  if (
    typeof v.id !== 'string' ||
    typeof v.name !== 'string' ||
    !isCount(v.price) ||
    !isCount(v.admits) ||
    !isCount(v.minPerOrder) ||
    !isCount(v.maxPerOrder) ||
    !isCount(v.available) ||
    !TICKET_TYPE_STATES.includes(v.state as TicketType['state']) ||
    !isTextOrNull(v.salesStartAt) ||
    !isTextOrNull(v.salesEndAt)
  ) {
    return null;
  }
  return {
    id: v.id,
    name: v.name,
    description: typeof v.description === 'string' ? v.description : '',
    price: v.price,
    admits: v.admits,
    capacity: isCount(v.capacity) ? v.capacity : null,
    minPerOrder: v.minPerOrder,
    maxPerOrder: v.maxPerOrder,
    salesStartAt: v.salesStartAt,
    salesEndAt: v.salesEndAt,
    state: v.state as TicketType['state'],
    available: v.available,
    opensAfter: typeof v.opensAfter === 'string' ? v.opensAfter : null,
  };
}

export type Unlocked = { kind: 'unlocked'; tiers: TicketType[] } | { kind: 'refused'; message: string };

const COULD_NOT_CHECK = 'The access code could not be checked just now. Please try again.';

/** Asks the server what `code` unlocks for the event. A refusal carries the server's sentence. */
export async function unlockTiers(eventId: string, code: string): Promise<Unlocked> {
  const query = new URLSearchParams({ accessCode: code });
  try {
    const answer = await apiRequest<unknown>(`/api/events/${encodeURIComponent(eventId)}/ticket-types?${query}`);
    const list = isRecord(answer) && Array.isArray(answer.ticketTypes) ? answer.ticketTypes.map(toTier) : null;
    if (!list || list.some((tier) => tier === null)) return { kind: 'refused', message: COULD_NOT_CHECK };
    return { kind: 'unlocked', tiers: list as TicketType[] };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { kind: 'refused', message: error.message };
    return { kind: 'refused', message: COULD_NOT_CHECK };
  }
}

export interface EventTiers {
  /** The tiers to show: the event's listed ones, or those plus what the code unlocked. */
  tiers: TicketType[];
  /** The code that unlocked them ('' when none). */
  accessCode: string;
  /** Tries a code: resolves to null when it unlocked tiers, else the sentence to show. */
  unlock(code: string): Promise<string | null>;
}

/**
 * The event's tiers with those a code unlocked. On the server and in the first render, the
 * event's own list (so the hydration agrees); after mount, a code this tab unlocked before is
 * asked again (its tiers' stock may have changed), and forgotten if it no longer works.
 */
export function useEventTiers(event: Pick<StorefrontEvent, 'id' | 'ticketTypes'>): EventTiers {
  const [unlocked, setUnlocked] = useState<{ code: string; tiers: TicketType[] } | null>(null);
  const eventId = event.id;

  useEffect(() => {
    const code = storedAccessCode(eventId);
    if (!code) return;
    let live = true;
    void unlockTiers(eventId, code).then((answer) => {
      if (!live) return;
      if (answer.kind === 'unlocked') setUnlocked({ code, tiers: answer.tiers });
      else storeAccessCode(eventId, '');
    });
    return () => {
      live = false;
    };
  }, [eventId]);

  const unlock = useCallback(
    async (typed: string) => {
      const code = typed.trim();
      if (!code) return tierMessages.accessCodeMissing;
      const answer = await unlockTiers(eventId, code);
      if (answer.kind === 'refused') return answer.message;
      storeAccessCode(eventId, code);
      setUnlocked({ code, tiers: answer.tiers });
      return null;
    },
    [eventId],
  );

  return { tiers: unlocked?.tiers ?? event.ticketTypes, accessCode: unlocked?.code ?? '', unlock };
}
