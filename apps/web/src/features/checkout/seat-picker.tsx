import type { ShowtimeSeat, ShowtimeSeats } from '@storefront/contracts/api';
import { formatNaira } from '@storefront/contracts/format';
import { bestAvailable, seatLabel, seatMessages } from '@storefront/contracts/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { controlClasses } from '../../components/ui/control-classes.ts';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import type { SeatChoice } from './order-state.ts';
import { useSeatAvailability } from './seat-availability.ts';
import { SeatList } from './seat-list.tsx';
import { type Facing, KIND_MARK, planSize, SeatMap, sectionColour } from './seat-map.tsx';

/** The special seats the key explains, with their marks on the plan. */
const KIND_KEY = [
  ['wheelchair', 'Wheelchair space'],
  ['companion', 'Companion seat'],
  ['restricted', 'Restricted view'],
] as const;

/**
 * The seat picker of a seated date (decision 51), a chunk of its own loaded only by such a date:
 * the plan to tap, the seats chosen (changeable until Continue), Best available for N together,
 * and the same choice as a list by row. The chosen seats belong to the form; a seat someone else
 * takes meanwhile is dropped from them and the buyer is told.
 */

export interface SeatPickerProps {
  showtimeId: string;
  chosen: readonly SeatChoice[];
  onChange(seats: SeatChoice[]): void;
  /** The most seats this order may still have (beside any standing tickets chosen). */
  max: number;
  /** What the seats face, drawn across the top of the plan: a cinema's screen, a concert's stage. */
  facing?: Facing;
}

const ZOOMS = [0.5, 0.65, 0.8, 1, 1.25, 1.5] as const;
const START_ZOOM = 3;

export const tooManySeats = (max: number) => `You can choose up to ${max} seats in one order.`;

const choiceOf = (seat: ShowtimeSeat, plan: ShowtimeSeats): SeatChoice => ({
  id: seat.id,
  label: seatLabel(seat),
  section: seat.section,
  ticketTypeId: seat.ticketTypeId,
  price: plan.sections.find((section) => section.name === seat.section)?.price ?? 0,
});

export default function SeatPicker({ showtimeId, chosen, onChange, max, facing = 'Screen' }: SeatPickerProps) {
  const { availability } = useSeatAvailability(showtimeId);
  const plan = availability.kind === 'ready' ? availability.plan : null;
  const chosenIds = new Set(chosen.map((seat) => seat.id));
  const [announced, setAnnounced] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  // A chosen seat taken by someone else meanwhile (or gone from the plan) is dropped, and said.
  const latest = useRef({ chosen, onChange });
  latest.current = { chosen, onChange };
  useEffect(() => {
    if (!plan) return;
    const byId = new Map(plan.seats.map((seat) => [seat.id, seat]));
    const current = latest.current.chosen;
    const gone = current.filter((seat) => byId.get(seat.id)?.taken !== false);
    if (gone.length === 0) return;
    latest.current.onChange(current.filter((seat) => !gone.includes(seat)));
    setAnnounced(seatMessages.taken(gone.map((seat) => seat.label)));
  }, [plan]);

  // Desktop screens open on the whole plan; a phone at zoom 1, where a seat is 44 px.
  const [zoom, setZoom] = useState<number>(START_ZOOM);
  const fitted = useRef(false);
  const frame = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!plan || fitted.current || !frame.current) return;
    fitted.current = true;
    const room = frame.current.clientWidth;
    if (window.innerWidth < 1024 || room <= 0) {
      // A phone opens on the middle of the plan, the seats most buyers want; it scrolls either way.
      frame.current.scrollLeft = (frame.current.scrollWidth - room) / 2;
      return;
    }
    const width = planSize(plan.seats).width;
    const fit = ZOOMS.findLastIndex((z) => width * z <= room);
    if (fit >= 0 && fit < START_ZOOM) setZoom(fit);
  }, [plan]);

  const toggle = (seat: ShowtimeSeat) => {
    if (!plan || seat.taken) return;
    setProblem(null);
    if (chosenIds.has(seat.id)) {
      onChange(chosen.filter((c) => c.id !== seat.id));
      return;
    }
    if (chosen.length >= max) {
      setProblem(tooManySeats(max));
      return;
    }
    onChange([...chosen, choiceOf(seat, plan)]);
  };

  if (availability.kind === 'loading') {
    return (
      <p className="text-sm text-muted" role="status">
        Loading the seat plan…
      </p>
    );
  }
  if (availability.kind === 'failed' || !plan) {
    return <StatusMessage text={availability.kind === 'failed' ? availability.message : null} tone="error" />;
  }
  const total = chosen.reduce((sum, seat) => sum + seat.price, 0);
  return (
    <section aria-labelledby="seat-picker-title" className="grid gap-4" data-testid="seat-picker">
      <div className="grid gap-1">
        <h2 id="seat-picker-title" className="text-lg font-bold text-ink">
          Choose your seats
        </h2>
        <p className="text-sm text-muted">
          {plan.plan.name}, {plan.plan.venue}. Tap a seat to choose it, tap again to let it go.
        </p>
      </div>
      <Legend plan={plan} />
      <div className="grid gap-2">
        <div className="flex items-center justify-end gap-2">
          <Button
            type="button"
            variant="secondary"
            className="px-3.5"
            aria-label="Zoom out"
            disabled={zoom === 0}
            onClick={() => setZoom((z) => Math.max(0, z - 1))}
          >
            −
          </Button>
          <Button
            type="button"
            variant="secondary"
            className="px-3.5"
            aria-label="Zoom in"
            disabled={zoom === ZOOMS.length - 1}
            onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
          >
            +
          </Button>
        </div>
        {/* Scrolls across on a phone; focusable so a keyboard can scroll it too. */}
        <section
          ref={frame}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          aria-label="Seat plan (the list of seats by row below is the same choice)"
          className="overflow-x-auto rounded-xl border border-line bg-white p-2"
          data-testid="seat-map-frame"
        >
          <SeatMap plan={plan} chosen={chosenIds} zoom={ZOOMS[zoom] ?? 1} onToggle={toggle} facing={facing} />
        </section>
      </div>
      <p aria-live="polite" role="status" className="text-sm font-semibold text-danger empty:hidden">
        {announced}
      </p>
      <BestAvailable
        plan={plan}
        max={max}
        onPick={(seats) => {
          setProblem(null);
          onChange(seats);
          setAnnounced('');
        }}
      />
      <StatusMessage text={problem} tone="error" />
      <ChosenSeats chosen={chosen} total={total} onRemove={(id) => onChange(chosen.filter((c) => c.id !== id))} />
      <details className="rounded-xl border border-line px-3 py-2">
        <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-brand-700">
          Choose from a list of seats by row
        </summary>
        <div className="pt-2">
          <SeatList plan={plan} chosen={chosenIds} onToggle={toggle} />
        </div>
      </details>
    </section>
  );
}

function Legend({ plan }: { plan: ShowtimeSeats }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink" aria-label="Key">
      {plan.sections.map((section) => {
        const colour = sectionColour(plan.sections, section.name);
        return (
          <li key={section.name} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block size-4 rounded border-2"
              style={{ background: colour.free, borderColor: colour.edge }}
            />
            {section.tierName === section.name ? section.name : `${section.name} (${section.tierName})`},{' '}
            {formatNaira(section.price)}
          </li>
        );
      })}
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-flex size-4 items-center justify-center rounded border-2 border-slate-400 bg-slate-200 text-[10px] font-bold text-slate-600"
        >
          ✕
        </span>
        Taken
      </li>
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-flex size-4 items-center justify-center rounded bg-blue-700 text-[10px] font-bold text-white"
        >
          ✓
        </span>
        Your seat
      </li>
      {KIND_KEY.map(([kind, words]) => (
        <li key={kind} className="flex items-center gap-2">
          <span aria-hidden="true" className="font-bold">
            {KIND_MARK[kind]}
          </span>{' '}
          {words}
        </li>
      ))}
    </ul>
  );
}

/** One row's seats side by side, no aisle between them. */
function together(seats: readonly ShowtimeSeat[]): boolean {
  const sorted = [...seats].sort((a, b) => a.x - b.x);
  return sorted.every((seat, i) => i === 0 || (seat.row === sorted[0]?.row && seat.x - (sorted[i - 1]?.x ?? 0) === 1));
}

function BestAvailable({ plan, max, onPick }: { plan: ShowtimeSeats; max: number; onPick(seats: SeatChoice[]): void }) {
  const id = useId();
  const [typed, setTyped] = useState(String(Math.min(2, max)));
  const [section, setSection] = useState(plan.sections[0]?.name ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const pick = () => {
    // Read as typed, kept within 1 and the order's most seats.
    const count = Math.min(max, Math.max(1, Math.floor(Number(typed)) || 1));
    setTyped(String(count));
    const chosenSection = plan.sections.find((s) => s.name === section) ?? plan.sections[0];
    if (!chosenSection) return;
    const inSection = plan.seats
      .filter((seat) => seat.section === chosenSection.name)
      .map((seat) => ({ ...seat, free: !seat.taken }));
    const ids = bestAvailable(inSection, count, chosenSection.ticketTypeId);
    const byId = new Map(plan.seats.map((seat) => [seat.id, seat]));
    // The shared rule falls back to the best seats one by one; the picker offers only seats together.
    if (!ids || !together(ids.flatMap((seatId) => byId.get(seatId) ?? []))) {
      setProblem(seatMessages.noneTogether(count, chosenSection.name));
      return;
    }
    setProblem(null);
    onPick(
      ids.flatMap((seatId) => {
        const seat = byId.get(seatId);
        return seat ? [choiceOf(seat, plan)] : [];
      }),
    );
  };
  return (
    <fieldset className="grid gap-3 rounded-xl bg-brand-50/60 p-3">
      <legend className="sr-only">Best available</legend>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-semibold text-ink" htmlFor={`${id}-count`}>
          Seats together
          <input
            id={`${id}-count`}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            className={`${controlClasses()} w-24`}
          />
        </label>
        <label className="grid gap-1 text-sm font-semibold text-ink" htmlFor={`${id}-section`}>
          Section
          <select
            id={`${id}-section`}
            value={section}
            onChange={(e) => setSection(e.target.value)}
            className={`${controlClasses()} w-auto`}
          >
            {plan.sections.map((s) => (
              <option key={s.name} value={s.name}>
                {s.name}, {formatNaira(s.price)}
              </option>
            ))}
          </select>
        </label>
        <Button type="button" variant="secondary" onClick={pick}>
          Best available
        </Button>
      </div>
      <StatusMessage text={problem} tone="error" />
    </fieldset>
  );
}

function ChosenSeats({
  chosen,
  total,
  onRemove,
}: {
  chosen: readonly SeatChoice[];
  total: number;
  onRemove(id: string): void;
}) {
  return (
    <div className="grid gap-2" data-testid="chosen-seats">
      <h3 className="text-base font-bold text-ink">Your seats</h3>
      {chosen.length === 0 ? (
        <p className="text-sm text-muted">No seats chosen yet.</p>
      ) : (
        <ul className="grid gap-1.5">
          {chosen.map((seat) => (
            <li
              key={seat.id}
              className="flex items-center justify-between gap-3 rounded-lg bg-brand-50/60 py-1 pr-1 pl-3"
            >
              <span className="text-sm text-ink">
                <span className="font-semibold">{seat.label}</span>
                <span className="text-muted">
                  {' '}
                  · {seat.section} · {formatNaira(seat.price)}
                </span>
              </span>
              <Button
                type="button"
                variant="ghost"
                className="px-3"
                aria-label={`Remove ${seat.label}`}
                onClick={() => onRemove(seat.id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {chosen.length > 0 && (
        <p className="text-sm font-semibold text-ink">
          {chosen.length} {chosen.length === 1 ? 'seat' : 'seats'}, {formatNaira(total)}
        </p>
      )}
    </div>
  );
}
