import type { WaitingPlace, WaitingRoomState } from '@storefront/contracts/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { letInByKey, pollDelay } from './use-waiting-place.ts';

// How a page of the draw knows it is let in without asking for its number (decision 54).
const room = (overrides: Partial<WaitingRoomState>): WaitingRoomState => ({
  onSaleAt: '2027-03-01T10:00:00.000Z',
  queueOpensAt: '2027-03-01T09:30:00.000Z',
  status: 'admitting',
  admittedThrough: 0,
  drawn: 0,
  admittedKey: null,
  waiting: 100,
  admitPerSecond: 20,
  passMinutes: 5,
  serverTime: '2027-03-01T10:00:05.000Z',
  ...overrides,
});
const place = (lotteryKey: string): WaitingPlace => ({
  state: 'waiting',
  lotteryKey,
  position: null,
  ahead: null,
  estimateSeconds: null,
  pass: null,
  room: room({}),
});

describe('letInByKey', () => {
  it('is in when its key is not above the last let in, while admission is among the drawn', () => {
    const current = room({ admittedThrough: 40, drawn: 100, admittedKey: '7f00' });
    expect(letInByKey(current, place('0a11'))).toBe(true);
    expect(letInByKey(current, place('7f00'))).toBe(true);
    expect(letInByKey(current, place('7f01'))).toBe(false);
    expect(letInByKey(current, place('ffff'))).toBe(false);
  });

  it('is not in before anyone is let in, and may be once every drawn place is', () => {
    expect(letInByKey(room({ drawn: 100 }), place('0000'))).toBe(false);
    expect(letInByKey(room({ admittedThrough: 100, drawn: 100 }), place('ffff'))).toBe(true);
  });
});

describe('pollDelay', () => {
  it('asks every 3 to 4 s near the turn, and every 10 to 11 s when the turn is minutes away', () => {
    const near = pollDelay(room({ admittedThrough: 10 }), { ...place('00'), position: 30 });
    expect(near).toBeGreaterThanOrEqual(3000);
    expect(near).toBeLessThan(4000);
    const far = pollDelay(room({ admittedThrough: 10 }), { ...place('00'), position: 10_000 });
    expect(far).toBeGreaterThanOrEqual(10_000);
  });

  afterEach(() => vi.restoreAllMocks());

  it('asks every 10 to 11 s at most from a hidden tab, however near the turn', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const near = pollDelay(room({ admittedThrough: 10 }), { ...place('00'), position: 30 });
    expect(near).toBeGreaterThanOrEqual(10_000);
    expect(near).toBeLessThan(11_000);
  });
});
