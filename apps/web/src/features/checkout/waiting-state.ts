import { isPaymentChannel, type PaymentChannel } from '@storefront/contracts/rules';
import { isRecord } from '../../lib/records.ts';
import { type OrderState, parseOrderState } from './order-state.ts';

/**
 * What the order summary hands to the waiting page (/payment-pending/{reference}): the order,
 * and whether the buyer is sending money (a transfer or USSD, settled when the bank reports it)
 * or has paid and we are confirming it; for money on its way, the channel the provider named, so
 * the page says 'transfer' or 'USSD payment' (decision 44). Read back from history, so checked
 * like any untrusted value.
 */
export interface WaitingState {
  order: OrderState | null;
  kind: 'sending' | 'confirming';
  /** Null when the provider did not say (the page then says 'payment'). */
  channel: PaymentChannel | null;
}

export function readWaitingState(value: unknown): WaitingState {
  const record = isRecord(value) ? value : {};
  return {
    order: parseOrderState(record.order),
    kind: record.kind === 'confirming' ? 'confirming' : 'sending',
    channel: isPaymentChannel(record.channel) ? record.channel : null,
  };
}
