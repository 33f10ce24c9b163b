import { useId } from 'react';

export interface QuantityStepperProps {
  value: number;
  /** The most this order may hold (seats left, capped at the event's per-order maximum). */
  max: number;
  /** The event's per-order maximum (decision 21). */
  perOrder: number;
  /** Whose seats `max` is: the event's, or its chosen date's (decision 50). */
  of?: 'this event' | 'this date';
  onChange(value: number): void;
}

const stepClasses =
  'grid size-11 place-items-center rounded-xl border border-brand-200 bg-white text-xl font-bold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';

/** product.md §4.2: ticket quantity, minimum 1, decrease disabled at 1. The cap is only mentioned once reached. */
export function QuantityStepper({ value, max, perOrder, of = 'this event', onChange }: QuantityStepperProps) {
  const noteId = useId();
  const atMax = value >= max;
  const note =
    max < perOrder
      ? `Only ${max} ${max === 1 ? 'ticket' : 'tickets'} left for ${of}.`
      : `You can buy up to ${perOrder} ${perOrder === 1 ? 'ticket' : 'tickets'} per order for this event.`;
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink">Tickets</legend>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={stepClasses}
          aria-label="Decrease quantity"
          disabled={value <= 1}
          onClick={() => onChange(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output
          aria-live="polite"
          aria-label="Ticket quantity"
          className="min-w-8 text-center text-lg font-bold text-ink"
        >
          {value}
        </output>
        <button
          type="button"
          className={stepClasses}
          aria-label="Increase quantity"
          aria-describedby={atMax ? noteId : undefined}
          disabled={atMax}
          onClick={() => onChange(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {atMax && (
        <p id={noteId} className="text-sm text-muted">
          {note}
        </p>
      )}
    </fieldset>
  );
}
