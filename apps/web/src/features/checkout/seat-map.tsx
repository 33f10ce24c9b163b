import type { ShowtimeSeat, ShowtimeSeats } from '@storefront/contracts/api';
import { seatLabel } from '@storefront/contracts/rules';

/**
 * The plan drawn (decision 51): the screen (or the stage) at the top, each seat a rounded square in its section's
 * colour, 44 px at zoom 1 (the zoom a phone opens on), so the map scrolls across instead of
 * shrinking the seats. Hidden from assistive technology: the list by row is their way to choose
 * (seat-list.tsx), and a mouse or finger toggles a seat here.
 */

/** One seat's square and the gap around it, in CSS pixels at zoom 1. */
export const SEAT_CELL = 48;
const SEAT = 44;
const ROW_LABEL = 30;
const SCREEN = 64;

/** Sections' colours, in the plan's order: a fill for a free seat, and the solid of a chosen one. */
export const SECTION_COLOURS = [
  { free: '#dbeafe', edge: '#2563eb', chosen: '#1d4ed8' },
  { free: '#fef3c7', edge: '#b45309', chosen: '#92400e' },
  { free: '#dcfce7', edge: '#15803d', chosen: '#166534' },
  { free: '#fce7f3', edge: '#be185d', chosen: '#9d174d' },
] as const;

export const sectionColour = (sections: ShowtimeSeats['sections'], name: string) =>
  SECTION_COLOURS[
    Math.max(
      0,
      sections.findIndex((section) => section.name === name),
    ) % SECTION_COLOURS.length
  ] ?? SECTION_COLOURS[0];

/** The small mark of a seat that is not a plain one (the legend says what each means). */
export const KIND_MARK = { standard: '', wheelchair: '♿', companion: 'C', restricted: 'R' } as const;

/** What a plan's seats face, named across its top. */
export type Facing = 'Screen' | 'Stage';

/** The plan's size at zoom 1. */
export function planSize(seats: readonly Pick<ShowtimeSeat, 'x' | 'y'>[]) {
  const columns = Math.max(0, ...seats.map((seat) => seat.x)) + 1;
  const rows = Math.max(0, ...seats.map((seat) => seat.y)) + 1;
  return { width: ROW_LABEL * 2 + columns * SEAT_CELL, height: SCREEN + rows * SEAT_CELL + 4 };
}

export function SeatMap({
  plan,
  chosen,
  zoom,
  onToggle,
  facing,
}: {
  plan: ShowtimeSeats;
  chosen: ReadonlySet<string>;
  zoom: number;
  onToggle(seat: ShowtimeSeat): void;
  facing: Facing;
}) {
  const { width, height } = planSize(plan.seats);
  const rows = new Map<number, string>();
  for (const seat of plan.seats) rows.set(seat.y, seat.row);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={Math.round(width * zoom)}
      height={Math.round(height * zoom)}
      viewBox={`0 0 ${width} ${height}`}
      className="block max-w-none select-none"
      data-testid="seat-map"
    >
      {/* The screen or the stage: a bar across the top, the seats face it. */}
      <rect x={ROW_LABEL} y={8} width={width - ROW_LABEL * 2} height={14} rx={7} fill="#475569" />
      <text x={width / 2} y={42} textAnchor="middle" fontSize={14} fontWeight={600} fill="#475569">
        {facing}
      </text>
      {[...rows].map(([y, row]) => (
        <g key={row} fontSize={14} fontWeight={600} fill="#64748b" textAnchor="middle">
          <text x={ROW_LABEL / 2} y={SCREEN + y * SEAT_CELL + SEAT_CELL / 2 + 5}>
            {row}
          </text>
          <text x={width - ROW_LABEL / 2} y={SCREEN + y * SEAT_CELL + SEAT_CELL / 2 + 5}>
            {row}
          </text>
        </g>
      ))}
      {plan.seats.map((seat) => {
        const left = ROW_LABEL + seat.x * SEAT_CELL + (SEAT_CELL - SEAT) / 2;
        const top = SCREEN + seat.y * SEAT_CELL + (SEAT_CELL - SEAT) / 2;
        const colour = sectionColour(plan.sections, seat.section);
        const mine = chosen.has(seat.id);
        const mark = KIND_MARK[seat.kind];
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: the plan is aria-hidden; the list by row is the keyboard's way (seat-list.tsx).
          <g
            key={seat.id}
            data-seat={seat.id}
            data-state={seat.taken ? 'taken' : mine ? 'chosen' : 'free'}
            onClick={seat.taken ? undefined : () => onToggle(seat)}
            style={{ cursor: seat.taken ? 'not-allowed' : 'pointer' }}
          >
            <title>{`${seatLabel(seat)}, ${seat.section}${seat.taken ? ', taken' : ''}`}</title>
            <rect
              x={left}
              y={top}
              width={SEAT}
              height={SEAT}
              rx={9}
              fill={seat.taken ? '#e2e8f0' : mine ? colour.chosen : colour.free}
              stroke={seat.taken ? '#94a3b8' : colour.edge}
              strokeWidth={2}
            />
            {seat.taken ? (
              // Taken is a cross, not a colour alone.
              <path
                d={`M${left + 13} ${top + 13}L${left + SEAT - 13} ${top + SEAT - 13}M${left + SEAT - 13} ${top + 13}L${left + 13} ${top + SEAT - 13}`}
                stroke="#64748b"
                strokeWidth={3}
                strokeLinecap="round"
              />
            ) : mine ? (
              <path
                d={`M${left + 12} ${top + 23}l7 7l13 -14`}
                stroke="#ffffff"
                strokeWidth={3.5}
                fill="none"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            ) : (
              <text
                x={left + SEAT / 2}
                y={top + SEAT / 2 + 5}
                textAnchor="middle"
                fontSize={mark ? 15 : 12}
                fontWeight={mark ? 700 : 500}
                fill={colour.chosen}
              >
                {mark || seat.number}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
