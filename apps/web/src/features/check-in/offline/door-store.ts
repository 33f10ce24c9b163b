import type { DoorEvent, DoorList } from '@storefront/contracts/api';
import { DOOR_STORES, doorTransaction } from '../../../lib/door-database.ts';
import { doorKey } from '../door-device.ts';

/** An event's admission list as this device keeps it, with when it came from the server. */
export interface StoredList {
  list: DoorList;
  /** ISO 8601: when it was downloaded (the page says how fresh it is). */
  fetchedAt: string;
}

/** One person admitted with no network, waiting to be synced (ids and a time: no names). */
export interface QueuedAdmission {
  /** The device's own id for it (the server records it once, however often it is sent). */
  id: string;
  /** The door's key (door-device.ts): its event's id, or its date's (decision 52). */
  eventId: string;
  ticketId: string;
  admittedAt: string;
}

/** What the offline door keeps on the device (lib/door-database.ts), or in memory for tests. */
export interface DoorStore {
  /** A door's list, by its key (door-device.ts). */
  list(key: string): Promise<StoredList | undefined>;
  saveList(stored: StoredList): Promise<void>;
  events(): Promise<{ events: DoorEvent[]; fetchedAt: string } | undefined>;
  saveEvents(events: DoorEvent[], fetchedAt: string): Promise<void>;
  /** Whether this account was door staff when last asked online. */
  isStaff(userId: string): Promise<boolean>;
  saveStaff(userId: string, staff: boolean): Promise<void>;
  queued(eventId: string): Promise<QueuedAdmission[]>;
  enqueue(admission: QueuedAdmission): Promise<void>;
  dequeue(ids: string[]): Promise<void>;
}

const { lists, meta, queue } = DOOR_STORES;

/** The device's IndexedDB. */
export const indexedDoorStore: DoorStore = {
  list: (eventId) => doorTransaction<StoredList>([lists], 'readonly', (t) => t.objectStore(lists).get(eventId)),
  async saveList(stored) {
    await doorTransaction([lists], 'readwrite', (t) => t.objectStore(lists).put(stored, doorKey(stored.list.event)));
  },
  events: () =>
    doorTransaction<{ events: DoorEvent[]; fetchedAt: string }>([meta], 'readonly', (t) =>
      t.objectStore(meta).get('events'),
    ),
  async saveEvents(events, fetchedAt) {
    await doorTransaction([meta], 'readwrite', (t) => t.objectStore(meta).put({ events, fetchedAt }, 'events'));
  },
  async isStaff(userId) {
    return (
      (await doorTransaction<boolean>([meta], 'readonly', (t) => t.objectStore(meta).get(`staff:${userId}`))) === true
    );
  },
  async saveStaff(userId, staff) {
    await doorTransaction([meta], 'readwrite', (t) => t.objectStore(meta).put(staff, `staff:${userId}`));
  },
  async queued(eventId) {
    const all =
      (await doorTransaction<QueuedAdmission[]>([queue], 'readonly', (t) => t.objectStore(queue).getAll())) ?? [];
    return all
      .filter((admission) => admission.eventId === eventId)
      .sort((a, b) => a.admittedAt.localeCompare(b.admittedAt));
  },
  async enqueue(admission) {
    await doorTransaction([queue], 'readwrite', (t) => t.objectStore(queue).put(admission));
  },
  async dequeue(ids) {
    await doorTransaction([queue], 'readwrite', (t) => {
      const store = t.objectStore(queue);
      for (const id of ids) store.delete(id);
      return undefined;
    });
  },
};

/** The same in memory: for tests, and for a browser that keeps nothing (the door still works while the page is open). */
export function memoryDoorStore(): DoorStore {
  const listsById = new Map<string, StoredList>();
  const staff = new Map<string, boolean>();
  const admissions = new Map<string, QueuedAdmission>();
  let events: { events: DoorEvent[]; fetchedAt: string } | undefined;
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    list: async (eventId) => copy(listsById.get(eventId)),
    saveList: async (stored) => {
      listsById.set(doorKey(stored.list.event), copy(stored));
    },
    events: async () => copy(events),
    saveEvents: async (next, fetchedAt) => {
      events = copy({ events: next, fetchedAt });
    },
    isStaff: async (userId) => staff.get(userId) === true,
    saveStaff: async (userId, value) => {
      staff.set(userId, value);
    },
    queued: async (eventId) =>
      [...admissions.values()]
        .filter((admission) => admission.eventId === eventId)
        .sort((a, b) => a.admittedAt.localeCompare(b.admittedAt))
        .map(copy),
    enqueue: async (admission) => {
      admissions.set(admission.id, copy(admission));
    },
    dequeue: async (ids) => {
      for (const id of ids) admissions.delete(id);
    },
  };
}

let fallback: DoorStore | null = null;

/** IndexedDB where the browser has it; else memory, so the door still works while the page is open. */
export function deviceDoorStore(): DoorStore {
  if (typeof indexedDB !== 'undefined') return indexedDoorStore;
  fallback ??= memoryDoorStore();
  return fallback;
}
