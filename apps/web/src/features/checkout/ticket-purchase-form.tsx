import type { BuyerDetails, Showtime, StorefrontEvent, TicketType } from '@storefront/contracts/api';
import { formatNaira } from '@storefront/contracts/format';
import { messages } from '@storefront/contracts/messages';
import { ticketLineLabel, tierMessages } from '@storefront/contracts/rules';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { EmailField, TextField } from '../../components/ui/text-field.tsx';
import { defaultShowtime, hasSeveralDates, upcomingShowtimes } from '../../lib/showtimes.ts';
import { hasSeveralTiers } from '../../lib/tier-notes.ts';
import type { ChosenTickets } from './event-summary.tsx';
import { GiftFields } from './gift-fields.tsx';
import type { OrderState, SeatChoice } from './order-state.ts';
import { purchaseTotal } from './order-totals.ts';
import { PhoneField } from './phone-field.tsx';
import {
  buildOrderState,
  clampQuantity,
  hasErrors,
  initialValues,
  maxQuantity,
  onDate,
  type PurchaseErrors,
  type PurchaseValues,
  validatePurchase,
  withBuyerDetails,
} from './purchase-form-model.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { mixedLines, NO_SEATS_CHOSEN, seatLines, standingTiers } from './seat-choice.ts';
import { ShowtimeSelect } from './showtime-select.tsx';
import { SoldOutDate } from './sold-out-date.tsx';
import { clampCounts, linesOf, linesPeople, linesQuantity, linesTotal, roomBeside } from './tier-quantities.ts';
import { TierSteppers } from './tier-steppers.tsx';

const NO_ERRORS: PurchaseErrors = { form: null, fields: {} };

// Its own chunk, loaded only by a date with a seat plan (decision 51).
const SeatPicker = lazy(() => import('./seat-picker.tsx'));

export interface TicketPurchaseFormProps {
  event: StorefrontEvent;
  /** An order coming back from the summary: the form starts filled with it. */
  order: OrderState | null;
  /** The signed-in user's email, prefilled when there is no order to restore. */
  userEmail?: string;
  /** The signed-in buyer's remembered names and phone, prefilled the same way (architecture.md §9.2). */
  buyer?: BuyerDetails | null;
  onContinue(order: OrderState): void;
  /** The tiers to choose from (product.md §2.13) (the listed ones and any an access code unlocked); the event's own by default. */
  tiers?: readonly TicketType[];
  /** The access code that unlocked hidden tiers ('' when none). */
  accessCode?: string;
  /** The 'Have an access code?' disclosure, shown under the tickets. */
  accessCodeField?: ReactNode;
  /** Told the tiers' chosen total as it changes (undefined while none is chosen), for the event's card. */
  onChosenChange?(chosen: ChosenTickets | undefined): void;
  /** The date the link asked for (`?showtime=`), for an event with several (decision 50). */
  showtimeId?: string | null;
  /** Told the date chosen as it changes, for the event's card. */
  onShowtimeChange?(showtime: Showtime | undefined): void;
}

/** product.md §2.6, ticket purchase: the buyer, the quantity and the gift (no file block: decision 44). */
export function TicketPurchaseForm({
  event,
  order,
  userEmail,
  buyer,
  onContinue,
  tiers = event.ticketTypes,
  accessCode = '',
  accessCodeField,
  onChosenChange,
  showtimeId: asked,
  onShowtimeChange,
}: TicketPurchaseFormProps) {
  // Several dates (decision 50): those not yet started, read once (this form renders in the browser
  // only). It starts on the order coming back's, else the link's, else the first with tickets left.
  const [choices] = useState(() => upcomingShowtimes(event.showtimes ?? [], Date.now()));
  const [showtimeId, setShowtimeId] = useState(() => defaultShowtime(choices, order?.showtimeId, asked)?.id);
  const showtime = choices.find((choice) => choice.id === showtimeId);
  const severalDates = hasSeveralDates(event) && choices.length > 0;
  // The seats are the chosen date's (never more than the event's): the quantity and tiers stop there.
  const limits = onDate(event, showtime);
  const max = maxQuantity(limits);
  const [values, setValues] = useState<PurchaseValues>(() => initialValues(order, userEmail, max, buyer));
  // Several tiers, a count per tier (an order coming back keeps its own); one tier, the quantity as ever.
  const several = hasSeveralTiers(tiers);
  const [counts, setCounts] = useState<Record<string, number>>(() =>
    Object.fromEntries((order?.lines ?? []).map((line) => [line.ticketTypeId, line.quantity])),
  );
  // A seated date (decision 51): the seats chosen on its plan make the quantity and the lines;
  // beside them, steppers for the tiers its plan does not seat (a concert's standing pitch).
  const seated = showtime?.seated === true;
  const [seats, setSeats] = useState<SeatChoice[]>(() => order?.seats ?? []);
  const standing = standingTiers(tiers, showtime);
  // The steppers' tiers and room: on a seated date the standing ones, beside the seats chosen.
  const stepped = seated ? standing : tiers;
  const room = roomBeside(limits, seated ? seats.length : 0);
  const kept = clampCounts(counts, stepped, room);
  const standingLines = seated ? linesOf(kept, standing) : [];
  const byLines = seated || several;
  const lines = seated
    ? mixedLines(standingLines, seatLines(seats, tiers), tiers)
    : several
      ? linesOf(kept, tiers)
      : [];
  // The seats the picker may still add: the order's maximum and the date's places, less the standing chosen.
  const seatMax = maxQuantity({
    remaining: limits.remaining - linesPeople(standingLines),
    maxPerOrder: limits.maxPerOrder - linesQuantity(standingLines),
  });
  const noneChosen = byLines && lines.length === 0;
  const chosenTotal = linesTotal(lines);
  const chosenTickets = linesQuantity(lines);
  useEffect(() => {
    onChosenChange?.(chosenTickets > 0 ? { total: chosenTotal, tickets: chosenTickets } : undefined);
  }, [onChosenChange, chosenTotal, chosenTickets]);
  // Before the first paint, so the event's card never shows another date for a frame.
  useLayoutEffect(() => {
    onShowtimeChange?.(showtime);
  }, [onShowtimeChange, showtime]);
  const chooseShowtime = (id: string) => {
    setShowtimeId(id);
    // Seats are one date's: another date starts with none.
    if (id !== showtimeId) setSeats([]);
    // A date with fewer seats left takes the quantity down to them.
    const dateMax = maxQuantity(
      onDate(
        event,
        choices.find((choice) => choice.id === id),
      ),
    );
    setValues((v) => ({ ...v, quantity: clampQuantity(v.quantity, dateMax) }));
  };
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const emailTouched = useRef(false);
  // The session may confirm the user after the first render: fill the email if it is still untouched.
  useEffect(() => {
    if (userEmail && !emailTouched.current) setValues((v) => (v.email ? v : { ...v, email: userEmail }));
  }, [userEmail]);
  // Likewise the remembered details, into the fields still empty, unless an order came back; once only,
  // so a field the buyer has just cleared stays clear when the session answers again.
  const restoring = order !== null;
  const buyerApplied = useRef(false);
  useEffect(() => {
    if (!buyer || restoring || buyerApplied.current) return;
    buyerApplied.current = true;
    setValues((v) => withBuyerDetails(v, buyer));
  }, [buyer, restoring]);

  // After the first Continue the messages follow the values, so fixing a field clears its message.
  const checked = submitted ? validatePurchase(values) : NO_ERRORS;
  const seatsOnly = seated && standing.length === 0;
  const tierError = submitted && noneChosen ? (seatsOnly ? NO_SEATS_CHOSEN : tierMessages.noneChosen) : null;
  const errors = tierError && !checked.form ? { ...checked, form: messages.validation.requiredFields } : checked;
  const set = <K extends keyof PurchaseValues>(field: K, value: PurchaseValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (hasErrors(validatePurchase(values)) || noneChosen) {
      flushSync(() => setSubmitted(true));
      formRef.current
        ?.querySelector<HTMLElement>(
          '[aria-invalid="true"], [data-tier-steppers] button:enabled:not([data-waitlist-join]), [data-seat-picker] [tabindex="0"]',
        )
        ?.focus();
      return;
    }
    const quantity = clampQuantity(values.quantity, max);
    const built = buildOrderState({ ...values, quantity }, event, { lines, accessCode, showtimeId: showtime?.id });
    onContinue(seated ? { ...built, seats } : built);
  };

  const dateSelect = severalDates && (
    <ShowtimeSelect choices={choices} clock={event} value={showtimeId ?? ''} onChange={chooseShowtime} />
  );
  // A sold-out date chosen: its waitlist instead of the purchase (decision 53).
  if (showtime && showtime.remaining <= 0) {
    return (
      <div className="grid gap-6">
        {dateSelect}
        <SoldOutDate event={event} showtime={showtime} tiers={event.ticketTypes} />
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6" aria-label="Ticket purchase">
      {dateSelect}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-bold text-ink">Your details</legend>
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          value={values.firstName}
          error={errors.fields.firstName}
          onChange={(e) => set('firstName', e.target.value)}
        />
        <TextField
          label="Last name (optional)"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => set('lastName', e.target.value)}
        />
        <EmailField
          required
          className="sm:col-span-2"
          value={values.email}
          error={errors.fields.email}
          onChange={(e) => {
            emailTouched.current = true;
            set('email', e.target.value);
          }}
        />
        <div className="sm:col-span-2">
          <PhoneField
            country={values.country}
            phone={values.phone}
            onCountryChange={(country) => set('country', country)}
            onPhoneChange={(phone) => set('phone', phone)}
            error={errors.fields.phone}
          />
        </div>
      </fieldset>

      {seated && showtime ? (
        <>
          {standing.length > 0 && (
            <div data-tier-steppers>
              <TierSteppers
                tiers={standing}
                counts={kept}
                event={limits}
                legend="Standing tickets"
                seatsChosen={seats.length}
                error={tierError}
                onChange={(id, count) =>
                  setCounts((current) => ({ ...clampCounts(current, standing, room), [id]: count }))
                }
              />
            </div>
          )}
          <div data-seat-picker className="grid gap-3">
            <Suspense
              fallback={
                <p className="text-sm text-muted" role="status">
                  Loading the seat plan…
                </p>
              }
            >
              <SeatPicker
                showtimeId={showtime.id}
                chosen={seats}
                onChange={setSeats}
                max={seatMax}
                facing={event.category === 'Movie' ? 'Screen' : 'Stage'}
              />
            </Suspense>
            {seatsOnly && <StatusMessage text={tierError} tone="error" />}
          </div>
        </>
      ) : several ? (
        <div data-tier-steppers>
          <TierSteppers
            tiers={tiers}
            counts={kept}
            event={limits}
            error={tierError}
            onChange={(id, count) => setCounts((current) => ({ ...clampCounts(current, tiers, limits), [id]: count }))}
          />
        </div>
      ) : (
        <QuantityStepper
          value={values.quantity}
          max={max}
          perOrder={event.maxPerOrder}
          of={showtime ? 'this date' : 'this event'}
          onChange={(q) => set('quantity', clampQuantity(q, max))}
        />
      )}
      {accessCodeField}

      <GiftFields values={values} onChange={set} recipientEmailError={errors.fields.recipientEmail} />

      <div className="grid gap-4 border-t border-brand-100 pt-5">
        <dl className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 gap-y-1">
          {byLines ? (
            lines.map((line) => (
              <div key={line.ticketTypeId} className="contents" data-testid="form-line">
                <dt className="text-sm text-muted">{ticketLineLabel(line)}</dt>
                <dd className="text-right text-sm text-muted">{formatNaira(line.quantity * line.unitPrice)}</dd>
              </div>
            ))
          ) : (
            <div className="contents">
              <dt className="text-sm text-muted">Price</dt>
              <dd className="text-right text-sm text-muted">
                {formatNaira(event.basePrice)} × {values.quantity}
              </dd>
            </div>
          )}
          {/* Every pair in a div, as the lines are: a dl holds groups or bare pairs, not both (Nu). */}
          <div className="contents">
            <dt className="font-bold text-ink">Total</dt>
            <dd className="text-right text-xl font-extrabold text-brand-700" aria-live="polite" data-testid="total">
              {formatNaira(byLines ? chosenTotal : purchaseTotal(event.basePrice, values.quantity))}
            </dd>
          </div>
        </dl>
        <StatusMessage text={errors.form} tone="error" />
        <Button type="submit" className="w-full text-base sm:justify-self-end sm:w-auto sm:min-w-48">
          Continue
        </Button>
      </div>
    </form>
  );
}
