import { type Countdown as CountdownParts, countdownTo } from '@storefront/contracts/format';
import { messages } from '@storefront/contracts/messages';
import { useEffect, useState } from 'react';

/** product.md §9: the countdown ticks once a second. */
export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownProps {
  /** The start instant, ISO 8601 (StorefrontEvent.startsAt). */
  startsAt: string;
  className?: string;
}

/**
 * product.md §4.2: 'Calculating...' before the first tick, then the days, hours and minutes left,
 * updated every second, and 'Event Started!' once the start has passed.
 */
export function Countdown({ startsAt, className = '' }: CountdownProps) {
  const [left, setLeft] = useState<CountdownParts | null>(null);

  useEffect(() => {
    const start = new Date(startsAt);
    setLeft(null);
    const id = window.setInterval(() => {
      const next = countdownTo(start, new Date());
      setLeft(next);
      if (next.started) window.clearInterval(id);
    }, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(id);
  }, [startsAt]);

  const base = `grid min-h-14 content-center rounded-2xl bg-brand-900/75 px-3 py-2 text-white shadow-lg ring-1 ring-white/15 backdrop-blur-md sm:min-h-20 sm:px-4 sm:py-3 ${className}`;

  if (!left) {
    return (
      <div role="timer" aria-label="Countdown to the event" className={base}>
        <p className="px-1 text-sm font-semibold sm:text-base">{messages.events.calculating}</p>
      </div>
    );
  }
  if (left.started) {
    return (
      <div role="timer" aria-label="Countdown to the event" className={base}>
        <p className="px-1 text-sm font-bold text-accent-400 sm:text-base">{messages.events.started}</p>
      </div>
    );
  }

  const units: [number, string][] = [
    [left.days, left.days === 1 ? 'Day' : 'Days'],
    [left.hours, left.hours === 1 ? 'Hour' : 'Hours'],
    [left.minutes, left.minutes === 1 ? 'Minute' : 'Minutes'],
    [left.seconds, left.seconds === 1 ? 'Second' : 'Seconds'],
  ];
  return (
    <div role="timer" aria-label="Countdown to the event" className={base}>
      <p className="flex gap-1.5 sm:gap-3">
        <span className="sr-only">Starts in </span>
        {units.map(([value, label]) => (
          <span key={label.replace(/s$/, '')} className="flex min-w-10 flex-col items-center sm:min-w-14">
            <span className="text-lg leading-tight font-extrabold tabular-nums sm:text-3xl">
              {String(value).padStart(2, '0')}
            </span>{' '}
            <span className="text-[0.625rem] font-semibold tracking-wide text-white/75 uppercase sm:text-xs">
              {label}
            </span>{' '}
          </span>
        ))}
      </p>
    </div>
  );
}
