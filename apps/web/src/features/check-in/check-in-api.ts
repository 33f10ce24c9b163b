import type {
  CheckInAnswer,
  CheckInRequest,
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

/** GET /api/door/events/{id}/admissions: the event's admission list, for admitting offline. */
export const fetchDoorList = (eventId: string, signal?: AbortSignal) =>
  apiRequest<DoorList>(`/api/door/events/${encodeURIComponent(eventId)}/admissions`, { signal });

/** POST /api/door/events/{id}/sync: what this device admitted offline. */
export const syncAdmissions = (eventId: string, request: DoorSyncRequest) =>
  apiPost<DoorSyncAnswer>(`/api/door/events/${encodeURIComponent(eventId)}/sync`, request);
