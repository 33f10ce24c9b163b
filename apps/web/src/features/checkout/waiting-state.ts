import { isRecord } from '../../lib/records.ts';
import { type OrderState, parseOrderState } from './order-state.ts';

/**
 * What the order summary hands to the waiting page (/payment-pending/{reference}): the order,
 * and whether the buyer is sending money (a transfer or USSD, settled when the bank reports it)
 * or has paid and we are confirming it. Read back from history, so checked like any untrusted value.
 */
export interface WaitingState {
  order: OrderState | null;
  kind: 'transfer' | 'confirming';
}

export function readWaitingState(value: unknown): WaitingState {
  const record = isRecord(value) ? value : {};
  return { order: parseOrderState(record.order), kind: record.kind === 'confirming' ? 'confirming' : 'transfer' };
}
