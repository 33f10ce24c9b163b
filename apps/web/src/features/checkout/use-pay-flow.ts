import { messages, type StorefrontEvent } from '@storefront/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { usePublicConfig } from '../../lib/use-public-config.ts';
import { useSession } from '../auth/session-provider.tsx';
import type { OrderState } from './order-state.ts';
import { thankYouPath, ticketPurchasePath } from './paths.ts';
import {
  cancelOrder,
  initializeTransaction,
  requestTicket,
  type Verification,
  verifyTransaction,
} from './payment-api.ts';
import { serverMessage, ticketFailureReason } from './payment-messages.ts';
import { setPaymentSuccess } from './payment-success-flag.ts';
import {
  type PaystackPop,
  type PaystackResponse,
  type PaystackSetupOptions,
  paystackPop,
  type ScriptStatus,
  usePaystackScript,
} from './paystack-script.ts';
import type { ThankYouState } from './thank-you-state.ts';

const openPopup = (pop: PaystackPop, options: PaystackSetupOptions) => pop.setup(options).openIframe();

export interface PayFlow {
  pay(): void;
  /** From Pay until the flow ends; the page is blurred and Pay shows 'Processing...'. */
  busy: boolean;
  scriptStatus: ScriptStatus;
  /** The line under Pay: the outcome of the last attempt, or the script's load failure. */
  message: string | null;
}

/** What the order page passes to the ticket form when the buyer has to sign in again. */
export interface SignInNotice {
  notice: string;
}

/**
 * Pay on the order summary (spec §4 "Purchase flow", DESIGN §4):
 * initialize (the server holds the seats and answers a reference) → the provider's pop-up →
 * on success verify (the server checks the payment and issues the ticket) → POST /api/tickets
 * → the payment-success flag → /thank-you/{id} with the ticket. Every other branch ends the busy
 * state with its spec §8 message and leaves Pay usable; a closed or declined pop-up gives the
 * held seats back at once instead of waiting for the hold to expire.
 */
export function usePayFlow({ event, order, total }: { event: StorefrontEvent; order: OrderState; total: number }) {
  const navigate = useNavigate();
  const { user, setUser } = useSession();
  const { config, failed: configFailed } = usePublicConfig();
  const scriptStatus = usePaystackScript(configFailed ? '' : config?.payment.scriptUrl);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const stop = (text: string) => {
    setMessage(text);
    setBusy(false);
  };

  // Spec §4: no signed-in user → the message, and back to the ticket form (which shows it too).
  const backToSignIn = async (sessionEnded: boolean) => {
    stop(messages.payment.signInRequired);
    const state: OrderState & SignInNotice = { ...order, notice: messages.payment.signInRequired };
    await navigate(ticketPurchasePath(order.id), { state });
    // The server no longer knows this session: forget the stale profile, so the next Continue signs in.
    if (sessionEnded) setUser(null);
  };

  const finish = async (reference: string, response: PaystackResponse) => {
    if (response.status !== 'success') {
      cancelOrder(reference).catch(() => {});
      stop(messages.payment.failed);
      return;
    }
    let verified: Verification;
    try {
      verified = await verifyTransaction(reference);
    } catch {
      stop(messages.payment.verificationFailed);
      return;
    }
    if (verified.orderStatus === 'refund_pending' && verified.message) {
      stop(verified.message);
      return;
    }
    if (verified.status !== 'success') {
      stop(messages.payment.verificationFailed);
      return;
    }
    try {
      const ticket = await requestTicket(reference, order);
      setPaymentSuccess();
      const state: ThankYouState = { ticket, order, reference };
      await navigate(thankYouPath(event.id), { state });
    } catch (error) {
      stop(messages.payment.ticketFailed(ticketFailureReason(error), config?.supportEmail ?? 'our support address'));
    }
  };

  const pay = async () => {
    if (busy || scriptStatus !== 'ready' || !config) return;
    if (!user) {
      await backToSignIn(false);
      return;
    }
    const pop = paystackPop();
    if (!pop) {
      setMessage(messages.payment.scriptNotLoaded);
      return;
    }
    setMessage(null);
    setBusy(true);

    let reference: string;
    try {
      ({ reference } = await initializeTransaction(order));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await backToSignIn(true);
        return;
      }
      stop(serverMessage(error) ?? messages.payment.initializeFailed);
      return;
    }

    // Paystack may report a closed iframe after its callback: only the first outcome counts.
    let settled = false;
    try {
      openPopup(pop, {
        key: config.payment.publicKey,
        email: order.email,
        amount: Math.round(total * 100),
        currency: 'NGN',
        ref: reference,
        metadata: {
          eventTitle: order.eventTitle || event.title,
          ticketQuantity: order.ticketQuantity,
          customerName: [order.firstName, order.lastName].filter(Boolean).join(' '),
          custom_fields: [
            { display_name: 'Event', variable_name: 'event_title', value: order.eventTitle || event.title },
            { display_name: 'Tickets', variable_name: 'ticket_quantity', value: order.ticketQuantity },
          ],
        },
        callback: (response) => {
          if (settled) return;
          settled = true;
          void finish(reference, response);
        },
        onClose: () => {
          if (settled) return;
          settled = true;
          cancelOrder(reference).catch(() => {});
          stop(messages.payment.cancelled);
        },
      });
    } catch {
      // The provider's script refused the options: the hold is given back and Pay works again.
      cancelOrder(reference).catch(() => {});
      stop(messages.payment.initializeFailed);
    }
  };

  const shown = message ?? (scriptStatus === 'failed' ? messages.payment.scriptFailed : null);
  return { pay: () => void pay(), busy, scriptStatus, message: shown } satisfies PayFlow;
}
