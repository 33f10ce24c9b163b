import type { StorefrontEvent } from '@storefront/contracts/api';
import { formatLongTime } from '@storefront/contracts/format';
import { useEffect, useState } from 'react';
import type { StoredPass } from '../../lib/waiting-room-pass.ts';
import { clockWords } from './waiting-room-words.ts';

/**
 * Above the purchase form once the waiting room let the buyer in (decision 54): until when they
 * may start their order, by the venue's clock, and the minutes and seconds left (a timer, which
 * screen readers do not read out each second). When it runs out the page drops the pass and
 * shows the room again.
 */
export function WaitingRoomTurn({
  event,
  pass,
}: {
  event: Pick<StorefrontEvent, 'timeZone' | 'city'>;
  pass: StoredPass;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-success/30 bg-green-50 px-4 py-3">
      <p role="status" className="text-sm font-semibold text-success">
        It’s your turn. You have until {formatLongTime(pass.expiresAt, event.timeZone, event.city)} to start your order.
      </p>
      <p className="text-sm text-ink tabular-nums">
        <span role="timer" aria-label="Time left to start your order">
          {clockWords(pass.until - now)}
        </span>{' '}
        left
      </p>
    </div>
  );
}
