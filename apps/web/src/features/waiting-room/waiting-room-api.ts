import type { WaitingPlace, WaitingRoomState, WaitingRoomStatus } from '@storefront/contracts/api';
import { apiPost, apiRequest } from '../../lib/api.ts';
import { isRecord } from '../../lib/records.ts';

/**
 * The waiting room's calls (decision 54). Answers are checked by hand (no Zod in the browser);
 * the server's refusals come back as ApiError with its sentence.
 */

export class UnexpectedRoomAnswer extends Error {
  constructor() {
    super('Unexpected answer from the server');
    this.name = 'UnexpectedRoomAnswer';
  }
}

const STATUSES: readonly WaitingRoomStatus[] = ['closed', 'queueing', 'admitting', 'soldOut'];
const PLACE_STATES: readonly WaitingPlace['state'][] = ['waiting', 'admitted', 'used', 'expired'];
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isCountOrNull = (value: unknown): value is number | null => value === null || isCount(value);

function toRoom(value: unknown): WaitingRoomState {
  if (
    !isRecord(value) ||
    !STATUSES.includes(value.status as WaitingRoomStatus) ||
    typeof value.onSaleAt !== 'string' ||
    typeof value.queueOpensAt !== 'string' ||
    !isCount(value.admittedThrough) ||
    !isCount(value.drawn) ||
    !(value.admittedKey === null || typeof value.admittedKey === 'string') ||
    !isCount(value.waiting) ||
    typeof value.admitPerSecond !== 'number' ||
    !isCount(value.passMinutes) ||
    typeof value.serverTime !== 'string'
  ) {
    throw new UnexpectedRoomAnswer();
  }
  return {
    status: value.status as WaitingRoomStatus,
    onSaleAt: value.onSaleAt,
    queueOpensAt: value.queueOpensAt,
    admittedThrough: value.admittedThrough,
    drawn: value.drawn,
    admittedKey: value.admittedKey,
    waiting: value.waiting,
    admitPerSecond: value.admitPerSecond,
    passMinutes: value.passMinutes,
    serverTime: value.serverTime,
  };
}

function toPlace(value: unknown): WaitingPlace {
  if (
    !isRecord(value) ||
    !PLACE_STATES.includes(value.state as WaitingPlace['state']) ||
    typeof value.lotteryKey !== 'string' ||
    !isCountOrNull(value.position) ||
    !isCountOrNull(value.ahead) ||
    !isCountOrNull(value.estimateSeconds)
  ) {
    throw new UnexpectedRoomAnswer();
  }
  const pass =
    isRecord(value.pass) && typeof value.pass.token === 'string' && typeof value.pass.expiresAt === 'string'
      ? { token: value.pass.token, expiresAt: value.pass.expiresAt }
      : null;
  return {
    state: value.state as WaitingPlace['state'],
    lotteryKey: value.lotteryKey,
    position: value.position,
    ahead: value.ahead,
    estimateSeconds: value.estimateSeconds,
    pass,
    room: toRoom(value.room),
  };
}

const roomPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/waiting-room`;

/** GET /api/events/{id}/waiting-room: the room as everyone sees it (public, cheap: the polling asks this). */
export async function fetchRoomState(eventId: string, signal?: AbortSignal): Promise<WaitingRoomState> {
  return toRoom(await apiRequest<unknown>(roomPath(eventId), { signal }));
}

/**
 * POST /api/events/{id}/waiting-room/place: the signed-in buyer's place, the same one each time;
 * `again` gives a used or lapsed turn up for a new place at the back.
 */
export async function takePlace(eventId: string, again = false): Promise<WaitingPlace> {
  return toPlace(await apiPost<unknown>(`${roomPath(eventId)}/place`, again ? { again: true } : {}));
}
