import {
  isOrderStatus,
  type OrderStatus,
  type SupportCategory,
  type SupportEvent,
  type SupportTicketCreated,
} from '@storefront/contracts/rules';
import { ApiError, apiPost, apiRequest } from '../../lib/api.ts';
import { isRecord } from '../../lib/records.ts';
import type { OrderLookup } from './chat-assistant.ts';

export interface SupportTicketForm {
  email: string;
  subject: string;
  description: string;
  category: SupportCategory;
  eventId: string;
  /** Optional: the transaction reference the question is about. */
  reference: string;
  /** The honeypot: hidden from people, so only a bot fills it. */
  website: string;
}

/** product.md §7: the catalogue for the optional event select. */
export async function fetchSupportEvents(signal?: AbortSignal): Promise<SupportEvent[]> {
  const events = await apiRequest<unknown>('/api/support-tickets/events', { signal });
  if (!Array.isArray(events)) throw new Error('Unexpected answer');
  return events.filter((e): e is SupportEvent => typeof e?.id === 'string' && typeof e?.name === 'string');
}

/** product.md §7: userId is 'guest' in the spec's client; the server reads the session instead. */
export function submitSupportTicket(form: SupportTicketForm): Promise<SupportTicketCreated> {
  return apiPost<SupportTicketCreated>('/api/support-tickets', {
    ...form,
    eventId: form.eventId || undefined,
    reference: form.reference.trim() || undefined,
    website: form.website || undefined,
    userId: 'guest',
  });
}

/**
 * GET /api/my-orders: the signed-in buyer's newest order, as the assistant explains it; null when
 * there is none. Throws ApiError 401 for a guest.
 */
export async function latestOrder(signal?: AbortSignal): Promise<OrderLookup | null> {
  const answer = await apiRequest<unknown>('/api/my-orders', { signal });
  const orders = isRecord(answer) && Array.isArray(answer.orders) ? answer.orders : [];
  const newest = orders.find((o) => isRecord(o) && typeof o.reference === 'string' && isOrderStatus(o.status));
  if (!isRecord(newest)) return null;
  return {
    reference: String(newest.reference),
    eventTitle: typeof newest.eventTitle === 'string' ? newest.eventTitle : null,
    status: newest.status as OrderStatus,
    message: typeof newest.message === 'string' ? newest.message : null,
  };
}

/** What became of the order with this reference (GET /api/verify-transaction); null when it is unknown. */
export async function orderByReference(reference: string, signal?: AbortSignal): Promise<OrderLookup | null> {
  try {
    const answer = await apiRequest<unknown>(`/api/verify-transaction/${encodeURIComponent(reference)}`, { signal });
    const data = isRecord(answer) && isRecord(answer.data) ? answer.data : null;
    if (!data || !isOrderStatus(data.orderStatus)) return null;
    return {
      reference,
      eventTitle: null,
      status: data.orderStatus,
      message: typeof data.message === 'string' ? data.message : null,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
