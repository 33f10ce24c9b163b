import type { DoorEvent } from '@storefront/contracts/api';

/**
 * What this device remembers for the door, in localStorage: the event it admits for (so a
 * reload, or the next shift on the same phone, starts there) and its own random id (whose
 * admissions are whose, when two devices admitted the same ticket offline).
 */
const EVENT_KEY = 'door-event';
const DEVICE_KEY = 'door-device';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled: nothing remembered
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage disabled (private mode): remembered for this page only.
  }
}

/**
 * A door's own key: its event's id, or its date's for one date of an event with several
 * (decision 52), which is a door of its own with its own list, queue and count.
 */
export const doorKey = (event: Pick<DoorEvent, 'id' | 'showtimeId'>): string => event.showtimeId ?? event.id;

export const rememberedDoorKey = (): string | null => read(EVENT_KEY);
export const rememberDoor = (key: string | null): void => write(EVENT_KEY, key);

/** 22 random base64url characters (128 bits): a device's id, or an offline admission's. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** This device's id, made once. */
export function deviceId(): string {
  const known = read(DEVICE_KEY);
  if (known && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
  const id = randomId();
  write(DEVICE_KEY, id);
  return id;
}
