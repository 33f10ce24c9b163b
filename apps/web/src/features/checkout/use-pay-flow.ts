import type { StorefrontEvent } from '@storefront/contracts/api';
import { messages } from '@storefront/contracts/messages';
import { isPaymentInFlight, type PaymentChannel } from '@storefront/contracts/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { usePublicConfig } from '../../lib/use-public-config.ts';
import { dropPass, isPassRefusal } from '../../lib/waiting-room-pass.ts';
import type { OrderState } from './order-state.ts';
import { paymentPendingPath, ticketPurchasePath } from './paths.ts';
import { cancelOrder, initializeTransaction, type Verification, verifyTransaction } from './payment-api.ts';
import { serverMessage } from './payment-messages.ts';
import {
  type PaystackPop,
  type PaystackResponse,
  type PaystackSetupOptions,
  paystackPop,
  type ScriptStatus,
  usePaystackScript,
} from './paystack-script.ts';
import { seatsKept } from './seat-choice.ts';
import { useCompletePurchase } from './use-complete-purchase.ts';
import type { WaitingState } from './waiting-state.ts';

const openPopup = (pop: PaystackPop, options: PaystackSetupOptions) => pop.setup(options).openIframe();

/** The last attempt ended in a failed payment: the provider's reason, when it gave one. */
export interface PaymentFailure {
  reason: string | null;
}

export interface PayFlow {
  /** Opens the pop-up with every configured channel, or only those given ('Pay by bank transfer'). */
  pay(channels?: readonly PaymentChannel[]): void;
  /** From Pay until the flow ends; the page is blurred and Pay shows 'Processing...'. */
  busy: boolean;
  scriptStatus: ScriptStatus;
  /** The line by Pay: the outcome of the last attempt, or the script's load failure. */
  message: string | null;
  /** Set when the last attempt ended with a failed payment (the page offers the other channels). */
  failure: PaymentFailure | null;
  /** Pay found this order already paid (its key): the reference of that order. */
  paidReference: string | null;
  /** The channels the pop-up offers (PAYMENT_CHANNELS). */
  channels: readonly PaymentChannel[];
}

/** What the order page passes to the ticket form when the buyer has to sign in again. */
export interface SignInNotice {
  notice: string;
}

/** The provider's reason for a failed payment, unless it is only a word for "failed". */
function failureReason(response: PaystackResponse): string | null {
  const text = response.message?.trim() ?? '';
  return text && !/^(declined|failed|error)\.?$/i.test(text) ? text.slice(0, 200) : null;
}

/**
 * Pay on the order summary (product.md §4.3, architecture.md §9.2):
 * initialize (the server holds the seats and answers a reference, or says this order was paid
 * already) → the provider's pop-up → on success verify (the server checks the payment and issues
 * the ticket) → POST /api/tickets → the payment-success flag → /thank-you/{id} with the ticket.
 * A payment still on its way when the pop-up closes (a bank transfer, USSD) is not a failure: the
 * buyer waits on /payment-pending/{reference}, which becomes the thank-you page when it arrives.
 * Every other branch ends the busy state with its product.md §8 message and leaves Pay usable; a closed
 * or declined pop-up gives the held seats back at once instead of waiting for the hold to expire.
 */
export function usePayFlow({
  event,
  order,
  total,
  promoCode,
  signIn,
}: {
  event: StorefrontEvent;
  order: OrderState;
  total: number;
  /** An applied promo code (decision 30): initialize prices it again and takes one use with the hold. */
  promoCode?: string | undefined;
  /** A guest's account step (decision 48): makes or opens the account before initialize; false stops Pay. */
  signIn?: (() => Promise<boolean>) | undefined;
}) {
  const navigate = useNavigate();
  const { user, setUser } = useSession();
  const { config, failed: configFailed } = usePublicConfig();
  const scriptStatus = usePaystackScript(configFailed ? '' : config?.payment.scriptUrl);
  const completePurchase = useCompletePurchase();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const [paidReference, setPaidReference] = useState<string | null>(null);
  const channels = config?.payment.channels ?? [];

  const stop = (text: string | null, failed: PaymentFailure | null = null) => {
    setMessage(text);
    setFailure(failed);
    setBusy(false);
  };

  // product.md §4.3: no signed-in user → the message, and back to the ticket form (which shows it too).
  const backToSignIn = async (sessionEnded: boolean) => {
    stop(messages.payment.signInRequired);
    const state: OrderState & SignInNotice = { ...order, notice: messages.payment.signInRequired };
    await navigate(ticketPurchasePath(order.id), { state });
    // The server no longer knows this session: forget the stale profile, so the next Continue signs in.
    if (sessionEnded) setUser(null);
  };

  // Decision 51: a chosen seat was taken meanwhile. Back to the picker with the message, the
  // seats it names dropped and the rest kept; the picker asks for the plan afresh as it opens.
  const backToSeats = async (refusal: string) => {
    stop(refusal);
    const seats = seatsKept(order.seats ?? [], refusal);
    const { seats: _chosen, ...rest } = order;
    const state: OrderState & SignInNotice = { ...rest, ...(seats.length ? { seats } : {}), notice: refusal };
    await navigate(ticketPurchasePath(order.id), { state });
  };

  // Decision 54: the waiting room refused the order's pass (lapsed, used, another account's, none).
  // The pass is dropped and the buyer goes back to the purchase page, which shows the room again.
  const backToWaitingRoom = async (refusal: string) => {
    dropPass(order.id);
    stop(refusal);
    const state: OrderState & SignInNotice = { ...order, notice: refusal };
    await navigate(ticketPurchasePath(order.id), { state });
  };

  const wait = (reference: string, kind: WaitingState['kind'], channel: WaitingState['channel'] = null) => {
    const state: WaitingState = { order, kind, channel };
    return navigate(paymentPendingPath(reference), { state });
  };

  /** The verified payment: to the thank-you page, or the buyer is told why not (or waits for it). */
  const settled = async (reference: string, verified: Verification) => {
    if (verified.orderStatus === 'paid') {
      stop(await completePurchase(reference, order));
    } else if (verified.orderStatus === 'refund_pending' && verified.message) {
      stop(verified.message);
    } else {
      // Paid in the pop-up, not yet settled here (the provider's notice is on its way).
      await wait(reference, 'confirming');
    }
  };

  const paid = async (reference: string) => {
    let verified: Verification;
    try {
      verified = await verifyTransaction(reference);
    } catch {
      stop(messages.payment.verificationFailed);
      return;
    }
    await settled(reference, verified);
  };

  const declined = (reference: string, response: PaystackResponse) => {
    cancelOrder(reference).catch(() => {});
    stop(messages.payment.failed, { reason: failureReason(response) });
  };

  /** The pop-up closed without a callback: cancelled, unless a transfer or USSD payment is on its way. */
  const closed = async (reference: string) => {
    let verified: Verification | null = null;
    try {
      verified = await verifyTransaction(reference);
    } catch {
      // Not known: the hold stays until it expires, so a payment on its way still finds its seats.
      stop(messages.payment.cancelled);
      return;
    }
    if (isPaymentInFlight(verified.status)) {
      await wait(reference, 'sending', verified.channel);
    } else if (verified.orderStatus === 'paid' || verified.orderStatus === 'refund_pending') {
      await settled(reference, verified);
    } else {
      cancelOrder(reference).catch(() => {});
      stop(messages.payment.cancelled);
    }
  };

  // Free tickets are settled by initialize itself (architecture.md §9.3); no pop-up, so no script is needed.
  const free = total === 0;
  const pay = async (only?: readonly PaymentChannel[]) => {
    if (busy || (!free && (scriptStatus !== 'ready' || !config))) return;
    if (!user) {
      if (!signIn) {
        await backToSignIn(false);
        return;
      }
      setMessage(null);
      setFailure(null);
      setBusy(true);
      if (!(await signIn())) {
        setBusy(false);
        return;
      }
    }
    const pop = free ? null : paystackPop();
    if (!free && !pop) {
      setMessage(messages.payment.scriptNotLoaded);
      return;
    }
    setMessage(null);
    setFailure(null);
    setBusy(true);

    let reference: string;
    try {
      const started = await initializeTransaction(order, promoCode);
      if (free && started.orderStatus === 'paid') {
        // A free order is paid the moment it is made (decision 30): straight to its ticket.
        stop(await completePurchase(started.reference, order));
        return;
      }
      if (started.orderStatus !== 'pending') {
        // This order key was paid already (Back after paying): nothing new is charged.
        setPaidReference(started.reference);
        stop(null);
        return;
      }
      reference = started.reference;
      if (!pop || !config) {
        // The server priced it above nothing after all (a tier's price changed): Pay again opens the pop-up.
        cancelOrder(reference).catch(() => {});
        stop(messages.payment.initializeFailed);
        return;
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await backToSignIn(true);
        return;
      }
      if (isPassRefusal(error)) {
        await backToWaitingRoom(error.message);
        return;
      }
      if (error instanceof ApiError && error.status === 409 && order.seats?.length) {
        await backToSeats(error.message);
        return;
      }
      stop(serverMessage(error) ?? messages.payment.initializeFailed);
      return;
    }

    // Paystack may report a closed iframe after its callback: only the first outcome counts.
    let outcome = false;
    const once = (run: () => unknown) => {
      if (outcome) return;
      outcome = true;
      void run();
    };
    try {
      openPopup(pop, {
        key: config.payment.publicKey,
        email: order.email,
        amount: Math.round(total * 100),
        currency: 'NGN',
        ref: reference,
        channels: only ?? config.payment.channels,
        metadata: {
          eventTitle: order.eventTitle || event.title,
          ticketQuantity: order.ticketQuantity,
          customerName: [order.firstName, order.lastName].filter(Boolean).join(' '),
          custom_fields: [
            { display_name: 'Event', variable_name: 'event_title', value: order.eventTitle || event.title },
            { display_name: 'Tickets', variable_name: 'ticket_quantity', value: order.ticketQuantity },
          ],
        },
        callback: (response) =>
          once(() => (response.status === 'success' ? paid(reference) : declined(reference, response))),
        onClose: () => once(() => closed(reference)),
      });
    } catch {
      // The provider's script refused the options: the hold is given back and Pay works again.
      cancelOrder(reference).catch(() => {});
      stop(messages.payment.initializeFailed);
    }
  };

  const shown = message ?? (scriptStatus === 'failed' && !free ? messages.payment.scriptFailed : null);
  return {
    pay: (only?: readonly PaymentChannel[]) => void pay(only),
    busy,
    scriptStatus,
    message: shown,
    failure,
    paidReference,
    channels,
  } satisfies PayFlow;
}
