import type { StorefrontEvent } from '@storefront/contracts/api';
import { formatLongDate, formatLongTimeRange, formatNaira } from '@storefront/contracts/format';
import { limitMessages, namesTiers, ticketLineLabel } from '@storefront/contracts/rules';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CheckingSession } from '../../components/layout/hydrate-fallback.tsx';
import { PageTitle } from '../../components/layout/logo.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { useSession } from '../../lib/session/session-provider.tsx';
import { ticketPath } from '../../lib/tickets.ts';
import { hasSeveralTiers } from '../../lib/tier-notes.ts';
import { AccountStepFields, useAccountStep } from './account-step.tsx';
import { EventSummary } from './event-summary.tsx';
import { type OrderState, parseOrderState } from './order-state.ts';
import { linesTotals, orderTotals } from './order-totals.ts';
import { ticketPurchasePath } from './paths.ts';
import { PayButton } from './pay-button.tsx';
import { checkoutStanding, type Standing } from './payment-api.ts';
import { PaymentTrust } from './payment-trust.tsx';
import { PromoCodeField, PromoDiscountLine } from './promo-code-field.tsx';
import { seatsText } from './seat-choice.ts';
import { usePayFlow } from './use-pay-flow.ts';
import { usePromoCode } from './use-promo-code.ts';

const card = 'rounded-2xl border border-brand-100 bg-white p-5 shadow-sm shadow-brand-900/5 sm:p-6';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={card}>
      <h2 className="mb-3 text-base font-bold text-ink">{title}</h2>
      <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        {children}
      </dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium break-words text-ink">{children}</dd>
    </>
  );
}

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

/** No order in the location state (opened from a bookmark, or state lost): a way back to the form. */
function MissingOrder({ event }: { event: StorefrontEvent }) {
  return (
    <main className="mx-auto grid w-full max-w-xl flex-1 content-center justify-items-center gap-4 px-4 py-20 text-center">
      <PageTitle title="Order summary" />
      <h1 className="text-2xl font-bold text-ink">There is no order to show yet</h1>
      <p className="text-muted">
        Fill in the ticket form for {event.title} first, then come back here to check your order.
      </p>
      <Link to={ticketPurchasePath(event.id)} className={buttonClasses('primary')}>
        Go to the ticket form
      </Link>
    </main>
  );
}

/**
 * What the server says of this order before Pay (decision 21): paid already (Back after paying),
 * the tickets the buyer has for the show, a limit in the way. Null until it answers, and if it
 * cannot: Pay still works, and initialize decides. A guest has no standing until the account step
 * signed them in (decision 48); then it is asked.
 */
function useStanding(
  { id, orderKey, ticketQuantity }: OrderState,
  paidReference: string | null,
  accountId: string | null,
): Standing | null {
  const [standing, setStanding] = useState<Standing | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: paidReference and accountId ask again, see below
  useEffect(() => {
    if (!accountId) {
      setStanding(null);
      return;
    }
    let live = true;
    const ask = () =>
      checkoutStanding({ id, orderKey, ticketQuantity }).then(
        (answer) => live && setStanding(answer),
        () => {},
      );
    // Asked again when the buyer comes back to the tab: they may have confirmed their email
    // (the link opens in another tab), or paid this order elsewhere.
    // And once Pay learns the order was paid already: the standing says what was paid.
    const onVisible = () => document.visibilityState === 'visible' && void ask();
    void ask();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [id, orderKey, ticketQuantity, paidReference, accountId]);
  return standing;
}

/** A paid order's discount, as it was paid (the promo code typed then is not in this page's state). */
function PaidDiscountLine({ discount }: { discount: number }) {
  if (discount <= 0) return null;
  return (
    <div className="flex items-baseline justify-between gap-4" data-testid="discount-line">
      <dt className="text-muted">Discount</dt>
      <dd className="whitespace-nowrap font-medium text-success" data-testid="discount">
        - {formatNaira(discount)}
      </dd>
    </div>
  );
}

/** Instead of Pay, for an order already paid: nothing is charged again. */
function PaidAlready({ reference }: { reference: string }) {
  return (
    <div className="grid gap-3" data-testid="paid-already">
      <StatusMessage text={limitMessages.paid} tone="success" />
      <Link to={ticketPath(reference)} className={buttonClasses('primary', 'w-full text-base')}>
        View Ticket
      </Link>
    </div>
  );
}

function Summary({ event, order }: { event: StorefrontEvent; order: OrderState }) {
  // A waitlist claim's tier may not be the base price: its own total (the server prices it anyway).
  // An order of several tiers (or of a named one) is one line per tier (product.md §2.13); its total is
  // theirs. Plain Regular tickets read as the spec's 'NGN 3,000 × 2' at Regular's price.
  const priced = order.lines?.length ? linesTotals(order.lines, event.ticketTypes) : null;
  const tiered = priced && namesTiers(priced.lines) ? priced : null;
  const regular = priced && !tiered ? priced.lines[0] : undefined;
  const single = orderTotals(order, order.claim ? undefined : (regular?.unitPrice ?? event.basePrice));
  const { unitPrice, quantity } = single;
  const fullTotal = tiered ? tiered.total : single.total;
  // What the summary is buying, for the promo code's check (decision 30).
  const firstTier = order.claim?.ticketTypeId ?? event.ticketTypes[0]?.id;
  const buying = order.lines?.length
    ? order.lines.map((line) => ({ ticketTypeId: line.ticketTypeId, quantity: line.quantity }))
    : firstTier
      ? [{ ticketTypeId: firstTier, quantity }]
      : [];
  const promo = usePromoCode(event.id, buying, fullTotal);
  // The date chosen of an event with several (decision 50), at the venue's clock.
  const showtime = event.showtimes?.find((date) => date.id === order.showtimeId);
  // A guest makes or opens the account here, on the way to Pay (decision 48).
  const { user } = useSession();
  const account = useAccountStep({ email: order.email.trim(), firstName: order.firstName });
  const flow = usePayFlow({
    event,
    order,
    total: promo.total,
    promoCode: promo.applied?.code,
    signIn: user ? undefined : account.signIn,
  });
  const standing = useStanding(order, flow.paidReference, user?.id ?? null);
  const paidReference = flow.paidReference ?? standing?.paidOrder?.reference ?? null;
  // Paid already (Back after paying): what was paid, with its discount, not the undiscounted price.
  const paid = standing?.paidOrder?.reference === paidReference ? standing?.paidOrder : null;
  const total = paid?.amount ?? promo.total;
  const owned = !paidReference && standing?.ticketsOwned ? limitMessages.alreadyHave(standing.ticketsOwned) : null;
  return (
    // product.md §2.7: the page is blurred while paying; inert keeps it from being used under the pop-up.
    <main
      aria-busy={flow.busy}
      inert={flow.busy}
      className={`mx-auto w-full max-w-5xl flex-1 px-4 pt-6 pb-16 transition-[filter] sm:px-6 lg:pt-10 ${flow.busy ? 'blur-sm' : ''}`}
    >
      <PageTitle title={`Order summary: ${event.title}`} />
      <h1 className="mb-6 text-2xl font-extrabold tracking-tight text-balance text-ink sm:text-3xl">
        {`Buy ${event.title} Ticket`}
      </h1>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
        <div className="grid gap-5">
          <section aria-label="Event" className={card}>
            {/* Tiers chosen: their total, not the event's 'from' price (decision 44). */}
            <EventSummary
              event={event}
              chosen={hasSeveralTiers(event.ticketTypes) ? { total: fullTotal, tickets: quantity } : undefined}
              startsAt={showtime?.startsAt}
            />
          </section>
          {showtime && (
            <Section title="Date and time">
              <Row label="Date">{formatLongDate(showtime.startsAt, event.timeZone)}</Row>
              <Row label="Time">
                {formatLongTimeRange(showtime.startsAt, showtime.endsAt, event.timeZone, event.city)}
              </Row>
            </Section>
          )}
          {order.seats?.length ? (
            <Section title="Your seats">
              <Row label="Seats">{seatsText(order.seats)}</Row>
            </Section>
          ) : null}
          <Section title="Your details">
            <Row label="Name">{fullName(order.firstName, order.lastName)}</Row>
            <Row label="Email">{order.email}</Row>
            <Row label="Phone">{order.phoneNumber}</Row>
          </Section>
          {order.isGift && (
            <Section title="Gift for">
              <Row label="Name">{fullName(order.recipientFirstName, order.recipientLastName) || 'Not given'}</Row>
              <Row label="Email">{order.recipientEmail || 'Not given'}</Row>
            </Section>
          )}
        </div>
        <section aria-label="Payment" className={`${card} grid gap-4 lg:sticky lg:top-24`}>
          <h2 className="text-base font-bold text-ink">Price</h2>
          <dl className="grid gap-2 text-sm">
            {tiered ? (
              tiered.lines.map((line) => (
                <div
                  key={line.ticketTypeId}
                  className="flex items-baseline justify-between gap-4"
                  data-testid="order-line"
                >
                  <dt className="text-ink">{ticketLineLabel(line)}</dt>
                  <dd className="text-ink">{formatNaira(line.amount)}</dd>
                </div>
              ))
            ) : (
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-muted">Tickets</dt>
                <dd className="text-ink" data-testid="unit-line">
                  {formatNaira(unitPrice)} × {quantity}
                </dd>
              </div>
            )}
          </dl>
          <dl className="grid gap-2 text-sm">
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-muted">Fees</dt>
              <dd className="text-ink" data-testid="fees-line">
                No booking fee
              </dd>
            </div>
            {paid ? <PaidDiscountLine discount={paid.discount} /> : <PromoDiscountLine promo={promo} />}
          </dl>
          {!paidReference && <PromoCodeField promo={promo} />}
          <dl className="grid gap-2 text-sm">
            <div className="flex items-baseline justify-between gap-4 border-t border-brand-100 pt-3">
              <dt className="text-base font-bold text-ink">Total</dt>
              <dd className="text-xl font-extrabold text-brand-700" data-testid="total">
                {formatNaira(total)}
              </dd>
            </div>
          </dl>
          {paidReference ? (
            <PaidAlready reference={paidReference} />
          ) : (
            <>
              <StatusMessage text={owned} tone="info" />
              <StatusMessage text={standing?.problem} tone="error" />
              {!user && (
                <AccountStepFields
                  step={account}
                  email={order.email.trim()}
                  busy={flow.busy}
                  onPay={() => flow.pay()}
                />
              )}
              <PayButton flow={flow} total={total} disabled={Boolean(standing?.problem)} />
            </>
          )}
          <Link to={ticketPurchasePath(event.id)} state={order} className={buttonClasses('secondary', 'w-full')}>
            Back
          </Link>
          <PaymentTrust event={event} />
        </section>
      </div>
    </main>
  );
}

/**
 * /order-summary/:id once the event is known: the order from the location state, or a way back.
 * Open to guests (decision 48): the summary then asks for the account on the way to Pay. Until
 * GET /api/me answers, a spinner, so a signed-in buyer never sees the account step flash.
 */
export function OrderSummaryPage({ event }: { event: StorefrontEvent }) {
  const location = useLocation();
  const { status } = useSession();
  const order = parseOrderState(location.state);
  if (!order || order.id !== event.id) return <MissingOrder event={event} />;
  if (status === 'loading') return <CheckingSession />;
  return <Summary event={event} order={order} />;
}
