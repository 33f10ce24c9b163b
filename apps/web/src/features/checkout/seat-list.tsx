import type { ShowtimeSeat, ShowtimeSeats } from '@storefront/contracts/api';
import { formatNaira } from '@storefront/contracts/format';
import { seatLabel } from '@storefront/contracts/rules';

/** What a seat that is not a plain one is, in words (the plan marks it with a symbol). */
const KIND_WORDS = {
  standard: '',
  wheelchair: ', wheelchair space',
  companion: ', companion seat',
  restricted: ', restricted view',
} as const;

/** 'Row F, seat 12, Regular, NGN 1,500': a seat as the list and a screen reader say it. */
export function seatChoiceLabel(seat: ShowtimeSeat, price: number | undefined): string {
  return `${seatLabel(seat)}, ${seat.section}${price === undefined ? '' : `, ${formatNaira(price)}`}${KIND_WORDS[seat.kind]}`;
}

/**
 * The plan as a list by section and row (decision 51): the way to choose seats by keyboard and
 * screen reader. A checkbox per seat, disabled when taken; each row folds away.
 */
export function SeatList({
  plan,
  chosen,
  onToggle,
}: {
  plan: ShowtimeSeats;
  chosen: ReadonlySet<string>;
  onToggle(seat: ShowtimeSeat): void;
}) {
  return (
    <div className="grid gap-3" data-testid="seat-list">
      {plan.sections.map((section) => {
        const rows = new Map<string, ShowtimeSeat[]>();
        for (const seat of plan.seats) {
          if (seat.section === section.name) rows.set(seat.row, [...(rows.get(seat.row) ?? []), seat]);
        }
        return (
          <fieldset key={section.name} className="grid gap-1.5 rounded-xl border border-line p-3">
            <legend className="px-1 text-sm font-bold text-ink">
              {section.name}, {formatNaira(section.price)}
            </legend>
            {[...rows].map(([row, seats]) => {
              const free = seats.filter((seat) => !seat.taken).length;
              return (
                <details key={row} className="rounded-lg bg-brand-50/50 px-3 py-1">
                  <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-ink">
                    Row {row} ({free} of {seats.length} free)
                  </summary>
                  <ul className="grid gap-1 pb-2 sm:grid-cols-2">
                    {seats.map((seat) => (
                      <li key={seat.id}>
                        <label
                          className={`flex min-h-11 items-center gap-3 text-sm ${seat.taken ? 'text-muted line-through' : 'cursor-pointer text-ink'}`}
                        >
                          <input
                            type="checkbox"
                            className="size-5 accent-brand-600"
                            checked={chosen.has(seat.id)}
                            disabled={seat.taken}
                            onChange={() => onToggle(seat)}
                          />
                          {seatChoiceLabel(seat, section.price)}
                          {seat.taken ? ', taken' : ''}
                        </label>
                      </li>
                    ))}
                  </ul>
                </details>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
