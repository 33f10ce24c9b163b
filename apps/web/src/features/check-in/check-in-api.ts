import type {
  CheckInAnswer,
  CheckInRequest,
  DoorEvent,
  DoorEventsAnswer,
  DoorList,
  DoorSyncAnswer,
  DoorSyncRequest,
  StaffAccess,
} from '@storefront/contracts/api';
import { apiPost, apiRequest } from '../../lib/api.ts';

/** GET /api/check-in/access: whether this account is door staff. */
export const fetchStaffAccess = (signal?: AbortSignal) => apiRequest<StaffAccess>('/api/check-in/access', { signal });

/** GET /api/door/events: the events this door may admit for, today's first. */
export const fetchDoorEvents = (signal?: AbortSignal) => apiRequest<DoorEventsAnswer>('/api/door/events', { signal });

/** POST /api/check-in: what was scanned or typed, for the chosen event; every verdict comes back 200. */
export const checkInTicket = (request: CheckInRequest) => apiPost<CheckInAnswer>('/api/check-in', request);

/**
 * GET /api/door/events/{id}/admissions: the event's admission list, or its date's (decision 52), for
 * admitting offline.
 */
export const fetchDoorList = (event: Pick<DoorEvent, 'id' | 'showtimeId'>, signal?: AbortSignal) =>
  apiRequest<DoorList>(
    `/api/door/events/${encodeURIComponent(event.id)}/admissions${
      event.showtimeId ? `?showtimeId=${encodeURIComponent(event.showtimeId)}` : ''
    }`,
    { signal },
  );

/** POST /api/door/events/{id}/sync: what this device admitted offline. */
export const syncAdmissions = (eventId: string, request: DoorSyncRequest) =>
  apiPost<DoorSyncAnswer>(`/api/door/events/${encodeURIComponent(eventId)}/sync`, request);
