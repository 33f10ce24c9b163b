import { formatNaira } from '@storefront/contracts/format';
import type { PaymentChannel } from '@storefront/contracts/rules';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/layout/hydrate-fallback.tsx';
import { PageTitle } from '../../components/layout/logo.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { ticketPath } from '../../lib/tickets.ts';
import { orderSummaryPath } from './paths.ts';
import { cancelOrder, verifyTransaction } from './payment-api.ts';
import { useCompletePurchase } from './use-complete-purchase.ts';
import { readWaitingState } from './waiting-state.ts';

/** How often the page asks; the server asks the provider at most every 5 seconds whatever we do. */
const POLL_MS = 4000;
/** A transfer window is 30 minutes; after two hours of nothing, the page stops and says whom to ask. */
const GIVE_UP_MS = 2 * 60 * 60_000;

type Phase =
  | { kind: 'waiting' }
  /** The hold ran out (or was replaced) while the money was on its way: it is still settled if it comes. */
  | { kind: 'late' }
  | { kind: 'ended'; message: string }
  | { kind: 'gave-up' };

/** The money on its way, named as the buyer sent it (decision 44): never 'transfer' for a USSD payment. */
const sendingWords = (channel: PaymentChannel | null) =>
  channel === 'bank_transfer' ? 'transfer' : channel === 'ussd' ? 'USSD payment' : 'payment';

export const pendingMessages = {
  sendingTitle: (channel: PaymentChannel | null) => `Waiting for your ${sendingWords(channel)}`,
  confirmingTitle: 'Confirming your payment',
  sending:
    'As soon as your bank tells us the money has arrived, this page turns into your ticket by itself. It usually takes a minute or two.',
  confirming: 'Your payment went through. We are waiting for the payment service to confirm it; it takes a moment.',
  leave: (email: string) => `You can leave this page: we email your ticket to ${email} when the payment arrives.`,
  late: (channel: PaymentChannel | null) =>
    `Your seats were held for the ${sendingWords(channel)} window, which has ended. If you sent the money, it still reaches us: we issue your ticket if seats are left, or refund you in full.`,
  checkFailed: 'We could not check just now. Trying again...',
  gaveUp: 'We have not received this payment. If you sent the money, contact support with the reference below.',
  notSent: 'I have not sent the money',
} as const;

/**
 * /payment-pending/:reference: a bank transfer or USSD payment on its way, or a payment the
 * provider has not confirmed to us yet (decision 20). It asks the server every few
 * seconds (verify, which asks the provider at most every 5 seconds and is settled by the
 * provider's webhook meanwhile) and becomes the thank-you page by itself when the order is paid.
 */
export function PaymentPendingPage({ reference, pollMs = POLL_MS }: { reference: string; pollMs?: number }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { order, kind, channel } = readWaitingState(location.state);
  const completePurchase = useCompletePurchase();
  const [phase, setPhase] = useState<Phase>({ kind: 'waiting' });
  const [checkFailed, setCheckFailed] = useState(false);
  const started = useRef(Date.now());
  // The latest order and helper for the polling effect, which must not restart on every render.
  const latest = useRef({ order, channel, completePurchase, navigate });
  latest.current = { order, channel, completePurchase, navigate };

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      if (!live) return;
      if (Date.now() - started.current > GIVE_UP_MS) {
        setPhase({ kind: 'gave-up' });
        return;
      }
      try {
        const verified = await verifyTransaction(reference);
        if (!live) return;
        setCheckFailed(false);
        if (verified.orderStatus === 'paid') {
          const { order: current, completePurchase: complete, navigate: go } = latest.current;
          if (!current) {
            await go(ticketPath(reference), { replace: true });
            return;
          }
          const failed = await complete(reference, current);
          if (failed && live) setPhase({ kind: 'ended', message: failed });
          return;
        }
        if (verified.orderStatus === 'refund_pending' || verified.orderStatus === 'refunded') {
          setPhase({ kind: 'ended', message: verified.message ?? pendingMessages.late(latest.current.channel) });
          return;
        }
        setPhase({ kind: verified.orderStatus === 'pending' ? 'waiting' : 'late' });
      } catch {
        if (live) setCheckFailed(true);
      }
      if (live) timer = setTimeout(check, pollMs);
    };
    timer = setTimeout(check, pollMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [reference, pollMs]);

  // Opened the transfer tab but never sent anything: the seats go back now, and the buyer is
  // back on the summary to pay another way (money that arrives anyway takes the late path).
  const notSent = async () => {
    await cancelOrder(reference).catch(() => {});
    if (order) await navigate(orderSummaryPath(order.id), { state: order, replace: true });
  };

  const title = kind === 'sending' ? pendingMessages.sendingTitle(channel) : pendingMessages.confirmingTitle;
  const polling = phase.kind === 'waiting' || phase.kind === 'late';
  return (
    <main className="mx-auto grid w-full max-w-xl flex-1 content-start gap-5 px-4 pt-8 pb-16 sm:pt-12">
      <PageTitle title={title} />
      <section
        aria-labelledby="pending-title"
        className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm shadow-brand-900/5 sm:p-8"
      >
        <div className="flex items-center gap-4">
          {polling && <Spinner />}
          <h1 id="pending-title" className="text-2xl font-extrabold tracking-tight text-ink">
            {title}
          </h1>
        </div>
        <div aria-live="polite" className="grid gap-3">
          {phase.kind === 'waiting' && (
            <p className="text-ink">{kind === 'sending' ? pendingMessages.sending : pendingMessages.confirming}</p>
          )}
          {phase.kind === 'late' && <StatusMessage text={pendingMessages.late(channel)} tone="info" announce={false} />}
          {phase.kind === 'ended' && <StatusMessage text={phase.message} tone="error" announce={false} />}
          {phase.kind === 'gave-up' && <StatusMessage text={pendingMessages.gaveUp} tone="error" announce={false} />}
          {checkFailed && polling && <p className="text-sm text-muted">{pendingMessages.checkFailed}</p>}
        </div>
        {polling && order?.email && <p className="text-sm text-muted">{pendingMessages.leave(order.email)}</p>}
        <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-4 gap-y-2 border-t border-brand-100 pt-4 text-sm">
          {order && (
            <>
              <dt className="text-muted">Event</dt>
              <dd className="font-medium break-words text-ink">{order.eventTitle}</dd>
              <dt className="text-muted">Tickets</dt>
              <dd className="font-medium text-ink">{order.ticketQuantity}</dd>
              <dt className="text-muted">Amount</dt>
              <dd className="font-medium text-ink">{formatNaira(order.totalPrice)}</dd>
            </>
          )}
          <dt className="text-muted">Reference</dt>
          <dd className="font-mono text-xs break-all text-ink">{reference}</dd>
        </dl>
      </section>
      <div className="flex flex-wrap justify-center gap-3">
        {kind === 'sending' && phase.kind === 'waiting' && order && (
          <button type="button" className={buttonClasses('ghost')} onClick={() => void notSent()}>
            {pendingMessages.notSent}
          </button>
        )}
        <Link to="/my-tickets" className={buttonClasses('secondary')}>
          Go to My tickets
        </Link>
      </div>
    </main>
  );
}
