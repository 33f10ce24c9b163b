import type { Showtime } from '@storefront/contracts/api';
import { useId } from 'react';
import { controlClasses } from '../../components/ui/control-classes.ts';
import { type ShowtimeClock, showtimeLabel, showtimeWords } from '../../lib/showtimes.ts';

export interface ShowtimeSelectProps {
  /** The event's dates not yet started, soonest first. */
  choices: readonly Showtime[];
  /** The venue's clock the dates are written in. */
  clock: ShowtimeClock;
  value: string;
  onChange(showtimeId: string): void;
}

/**
 * The purchase form's 'Date and time' for an event with several dates (decision 50): a native
 * select, so the phone's own picker and every screen reader work; a sold-out date is listed and
 * marked so, and choosing it offers its waitlist (decision 53).
 */
export function ShowtimeSelect({ choices, clock, value, onChange }: ShowtimeSelectProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-lg font-bold text-ink">
        Date and time
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClasses()} min-h-12`}
      >
        {choices.map((showtime) => {
          const soldOut = showtime.remaining <= 0;
          return (
            <option key={showtime.id} value={showtime.id}>
              {`${showtimeLabel(showtimeWords(showtime, clock))}${soldOut ? ' – sold out' : ''}`}
            </option>
          );
        })}
      </select>
    </div>
  );
}
