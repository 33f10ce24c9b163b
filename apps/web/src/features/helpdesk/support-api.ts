import type { SupportCategory, SupportEvent, SupportTicketCreated } from '@storefront/contracts';
import { apiPost, apiRequest } from '../../lib/api.ts';

export interface SupportTicketForm {
  email: string;
  subject: string;
  description: string;
  category: SupportCategory;
  eventId: string;
  /** The honeypot: hidden from people, so only a bot fills it. */
  website: string;
}

/** Spec §7: the catalogue for the optional event select. */
export async function fetchSupportEvents(signal?: AbortSignal): Promise<SupportEvent[]> {
  const events = await apiRequest<unknown>('/api/support-tickets/events', { signal });
  if (!Array.isArray(events)) throw new Error('Unexpected answer');
  return events.filter((e): e is SupportEvent => typeof e?.id === 'string' && typeof e?.name === 'string');
}

/** Spec §7: userId is 'guest' in the spec's client; the server reads the session instead. */
export function submitSupportTicket(form: SupportTicketForm): Promise<SupportTicketCreated> {
  return apiPost<SupportTicketCreated>('/api/support-tickets', {
    ...form,
    eventId: form.eventId || undefined,
    website: form.website || undefined,
    userId: 'guest',
  });
}
