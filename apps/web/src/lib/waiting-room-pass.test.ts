import { waitingRoomMessages } from '@storefront/contracts/rules';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { dropPass, isPassRefusal, passStorageKey, readPass, storePass } from './waiting-room-pass.ts';

beforeEach(() => sessionStorage.clear());

describe('the waiting room pass kept for the tab', () => {
  it('lapses after the span the server gave, by this browser’s clock however far off it is', () => {
    // The server's clock is an hour ahead of this browser's; the pass has 5 minutes by either.
    const serverNow = Date.now() + 3_600_000;
    storePass(
      'e1',
      { token: 't1', expiresAt: new Date(serverNow + 300_000).toISOString() },
      new Date(serverNow).toISOString(),
    );
    expect(readPass('e1')?.token).toBe('t1');
    expect(readPass('e1', Date.now() + 290_000)?.token).toBe('t1');
    expect(readPass('e1', Date.now() + 301_000)).toBeNull();
    expect(readPass('e2')).toBeNull();
  });

  it('is dropped, and a malformed value reads as none', () => {
    storePass('e1', { token: 't1', expiresAt: new Date(Date.now() + 60_000).toISOString() }, new Date().toISOString());
    dropPass('e1');
    expect(readPass('e1')).toBeNull();
    sessionStorage.setItem(passStorageKey('e1'), '{not json');
    expect(readPass('e1')).toBeNull();
  });

  it('recognises the four refusals of an order for its pass, and no other answer', () => {
    for (const message of [
      waitingRoomMessages.passRequired,
      waitingRoomMessages.passInvalid,
      waitingRoomMessages.passExpired,
      waitingRoomMessages.passUsed,
    ]) {
      expect(isPassRefusal(new ApiError(409, message))).toBe(true);
    }
    expect(isPassRefusal(new ApiError(409, 'Only 1 ticket is left for this event.'))).toBe(false);
    expect(isPassRefusal(new ApiError(400, waitingRoomMessages.passRequired))).toBe(false);
    expect(isPassRefusal(new Error(waitingRoomMessages.passRequired))).toBe(false);
  });
});
