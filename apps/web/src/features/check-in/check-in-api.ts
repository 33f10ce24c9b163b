import type { CheckInAnswer, CheckInRequest, DoorEventsAnswer, StaffAccess } from '@storefront/contracts';
import { apiPost, apiRequest } from '../../lib/api.ts';

/** GET /api/check-in/access: whether this account is door staff. */
export const fetchStaffAccess = (signal?: AbortSignal) => apiRequest<StaffAccess>('/api/check-in/access', { signal });

/** GET /api/door/events: the events this door may admit for, today's first. */
export const fetchDoorEvents = (signal?: AbortSignal) => apiRequest<DoorEventsAnswer>('/api/door/events', { signal });

/** POST /api/check-in: what was scanned or typed, for the chosen event; every verdict comes back 200. */
export const checkInTicket = (request: CheckInRequest) => apiPost<CheckInAnswer>('/api/check-in', request);
