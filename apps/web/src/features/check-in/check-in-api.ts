import type { CheckInAnswer, StaffAccess } from '@storefront/contracts';
import { apiPost, apiRequest } from '../../lib/api.ts';

/** GET /api/check-in/access: whether this account is door staff. */
export const fetchStaffAccess = (signal?: AbortSignal) => apiRequest<StaffAccess>('/api/check-in/access', { signal });

/** POST /api/check-in: the scanned link or a pasted reference; every verdict comes back 200. */
export const checkInTicket = (link: string) => apiPost<CheckInAnswer>('/api/check-in', { link });
