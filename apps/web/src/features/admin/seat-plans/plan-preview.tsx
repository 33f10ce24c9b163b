import type { PlanSeat, SeatKind } from '@storefront/contracts/rules';

/** Units per seat in the drawing; a seat is a square a little smaller, so neighbours show apart. */
const UNIT = 10;
const SEAT = 8;
const LEFT = 14;
const TOP = 22;

const kindLabels: Record<SeatKind, string> = {
  standard: 'Standard',
  wheelchair: 'Wheelchair space',
  companion: 'Companion seat',
  restricted: 'Restricted view',
};

const kindClasses: Record<SeatKind, string> = {
  standard: 'fill-brand-200 stroke-brand-500',
  wheelchair: 'fill-brand-700 stroke-brand-900',
  companion: 'fill-accent-400 stroke-accent-600',
  restricted: 'fill-white stroke-muted',
};

/** The legend's swatch and the seat: the same square, so the key reads as the plan does. */
function Square({ x, y, kind }: { x: number; y: number; kind: SeatKind }) {
  return (
    <>
      <rect x={x} y={y} width={SEAT} height={SEAT} rx={1.5} className={kindClasses[kind]} strokeWidth={0.8} />
      {kind === 'restricted' && (
        <path
          d={`M${x + 1.5} ${y + 1.5}L${x + SEAT - 1.5} ${y + SEAT - 1.5}`}
          className="stroke-muted"
          strokeWidth={1}
        />
      )}
    </>
  );
}

/**
 * A plan as `layoutPlan` lays it out (decision 51): the stage on top, each seat a small square
 * (aisles are the gaps the layout leaves), rows lettered on the left, special seats marked by
 * colour and in the key with their counts. Drawn to the width it is given.
 */
export function PlanPreview({ seats, label }: { seats: readonly PlanSeat[]; label: string }) {
  const width = Math.max(...seats.map((seat) => seat.x), 0) + 1;
  const height = Math.max(...seats.map((seat) => seat.y), 0) + 1;
  const rows = new Map<string, number>();
  for (const seat of seats) rows.set(`${seat.row}:${seat.y}`, seat.y);
  const counts = new Map<SeatKind, number>();
  for (const seat of seats) counts.set(seat.kind, (counts.get(seat.kind) ?? 0) + 1);
  const viewWidth = LEFT + width * UNIT + 4;
  return (
    <figure className="grid gap-3">
      <svg
        viewBox={`0 0 ${viewWidth} ${TOP + height * UNIT + 4}`}
        role="img"
        aria-label={label}
        className="h-auto w-full max-w-3xl"
      >
        <rect x={LEFT} y={2} width={width * UNIT - 2} height={10} rx={2} className="fill-brand-100" />
        <text x={LEFT + (width * UNIT) / 2} y={9.5} textAnchor="middle" fontSize={6} className="fill-ink">
          Stage / screen
        </text>
        {[...rows.entries()].map(([key, y]) => (
          <text
            key={key}
            x={LEFT - 4}
            y={TOP + y * UNIT + SEAT - 1}
            textAnchor="end"
            fontSize={6}
            className="fill-muted"
          >
            {key.split(':')[0]}
          </text>
        ))}
        {seats.map((seat) => (
          <g key={seat.id}>
            <title>{`${seat.section}, row ${seat.row}, seat ${seat.number}${seat.kind === 'standard' ? '' : ` (${kindLabels[seat.kind].toLowerCase()})`}`}</title>
            <Square x={LEFT + seat.x * UNIT} y={TOP + seat.y * UNIT} kind={seat.kind} />
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink" aria-label="Key">
          {(Object.keys(kindLabels) as SeatKind[]).map((kind) => (
            <li key={kind} className="flex items-center gap-1.5">
              <svg viewBox="0 0 10 10" className="size-3.5" aria-hidden="true">
                <Square x={1} y={1} kind={kind} />
              </svg>
              {kindLabels[kind]}: <span className="tabular-nums">{counts.get(kind) ?? 0}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
