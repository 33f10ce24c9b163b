import { apiPost } from '../../lib/api.ts';
import { isRecord } from '../../lib/records.ts';
import { UnexpectedPaymentAnswer } from './payment-api.ts';

/** One line of what the summary is buying. */
export interface PromoLine {
  ticketTypeId: string;
  quantity: number;
}

/** What a promo code takes off (decision 30), as the server priced it. */
export interface PromoPreview {
  code: string;
  discount: number;
  total: number;
  description: string;
}

/**
 * POST /api/promo-codes/check: the code on these lines, priced by the server (which checks again
 * at initialize). A refusal throws ApiError with the buyer's sentence.
 */
export async function checkPromoCode(
  eventId: string,
  lines: readonly PromoLine[],
  code: string,
): Promise<PromoPreview> {
  const answer = await apiPost<unknown>('/api/promo-codes/check', { eventId, lines, code });
  if (
    !isRecord(answer) ||
    typeof answer.code !== 'string' ||
    typeof answer.discount !== 'number' ||
    typeof answer.total !== 'number' ||
    typeof answer.description !== 'string'
  ) {
    throw new UnexpectedPaymentAnswer();
  }
  return { code: answer.code, discount: answer.discount, total: answer.total, description: answer.description };
}
