import { messages } from '@storefront/contracts/messages';
import { useNavigate } from 'react-router';
import { usePublicConfig } from '../../lib/use-public-config.ts';
import type { OrderState } from './order-state.ts';
import { thankYouPath } from './paths.ts';
import { requestTicket } from './payment-api.ts';
import { ticketFailureReason } from './payment-messages.ts';
import { setPaymentSuccess } from './payment-success-flag.ts';
import type { ThankYouState } from './thank-you-state.ts';

/**
 * The end of a paid purchase (product.md §4.3, steps 4 and 5), wherever the payment was confirmed: the
 * order summary (card, bank) or the waiting page (a transfer or USSD payment that arrived later).
 * POST /api/tickets → the payment-success flag → /thank-you/{id} with the ticket. Resolves to the
 * message to show when the ticket could not be fetched, or null once it navigated.
 */
export function useCompletePurchase() {
  const navigate = useNavigate();
  const { config } = usePublicConfig();
  return async (reference: string, order: OrderState): Promise<string | null> => {
    try {
      const ticket = await requestTicket(reference, order);
      setPaymentSuccess();
      const state: ThankYouState = { ticket, order, reference };
      await navigate(thankYouPath(order.id), { state });
      return null;
    } catch (error) {
      return messages.payment.ticketFailed(ticketFailureReason(error), config?.supportEmail ?? 'our support address');
    }
  };
}
