import type { DoorEvent } from '@storefront/contracts/api';
import { doorMessages } from '@storefront/contracts/messages';
import { useEffect, useState } from 'react';
import { Spinner } from '../../components/layout/hydrate-fallback.tsx';
import { PageTitle } from '../../components/layout/logo.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { NetworkError } from '../../lib/api.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { fetchDoorEvents, fetchStaffAccess } from './check-in-api.ts';
import { CheckInDesk } from './check-in-desk.tsx';
import { DoorConflicts } from './door-conflicts.tsx';
import { deviceId, doorKey, rememberDoor, rememberedDoorKey } from './door-device.ts';
import { DoorStatus } from './door-status.tsx';
import { DoorSyncTimes } from './door-sync-times.tsx';
import { EventPicker } from './event-picker.tsx';
import { type DoorStore, deviceDoorStore } from './offline/door-store.ts';
import { registerDoorApp } from './offline/register-door-app.ts';
import { useDoor } from './offline/use-door.ts';

type Access = 'loading' | 'staff' | 'not-staff' | { failed: string };

function Waiting({ text }: { text: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 text-gray-300">
      <Spinner />
      <span>{text}</span>
    </div>
  );
}

/** One event's door: its status, the desk, and the conflicts of this device's offline admissions. */
function EventDoor({ event, store, onChangeEvent }: { event: DoorEvent; store: DoorStore; onChangeEvent: () => void }) {
  const [device] = useState(deviceId);
  const { state, scan, sync } = useDoor(event, { store, device });
  return (
    <CheckInDesk
      event={event}
      scan={scan}
      admitted={state.admitted}
      onChangeEvent={onChangeEvent}
      status={<DoorStatus state={state} onSync={() => void sync()} />}
      overruled={new Set(state.conflicts.map((conflict) => conflict.extra.id))}
      conflicts={
        <>
          <DoorConflicts event={event} conflicts={state.conflicts} />
          <DoorSyncTimes event={event} notes={state.timeNotes} />
        </>
      }
    />
  );
}

/** The door once staff are known: first the event it admits for (kept for offline use), then the desk. */
function Door({ store }: { store: DoorStore }) {
  const [events, setEvents] = useState<DoorEvent[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [chosenKey, setChosenKey] = useState<string | null>(() => rememberedDoorKey());

  useEffect(() => {
    const controller = new AbortController();
    fetchDoorEvents(controller.signal)
      .then(async (answer) => {
        setEvents(answer.events);
        await store.saveEvents(answer.events, new Date().toISOString()).catch(() => undefined);
      })
      .catch(async (error: Error) => {
        if (error.name === 'AbortError') return;
        // No network: the events as this device last saw them.
        const known = error instanceof NetworkError ? await store.events().catch(() => undefined) : undefined;
        if (known) setEvents(known.events);
        else setFailed(error.message);
      });
    return () => controller.abort();
  }, [store]);

  const event = events?.find((candidate) => doorKey(candidate) === chosenKey);
  const choose = (next: DoorEvent | null) => {
    const key = next ? doorKey(next) : null;
    rememberDoor(key);
    setChosenKey(key);
  };

  if (failed) return <StatusMessage text={`Failed to load the events: ${failed}`} />;
  if (!events) return <Waiting text="Loading the events..." />;
  if (!event) return <EventPicker events={events} onChoose={choose} />;
  return <EventDoor key={doorKey(event)} event={event} store={store} onChangeEvent={() => choose(null)} />;
}

/**
 * /check-in (signed in): the door, an installable app that keeps working with no network
 * (architecture.md §11). Staff choose the event, then scan or type; everyone else is told it is for staff.
 * With no network, the answer the server last gave this account is used (kept on the device).
 */
export function CheckInPage({ store = deviceDoorStore() }: { store?: DoorStore }) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [access, setAccess] = useState<Access>('loading');

  useEffect(() => registerDoorApp(), []);

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    fetchStaffAccess(controller.signal)
      .then(async ({ staff }) => {
        setAccess(staff ? 'staff' : 'not-staff');
        await store.saveStaff(userId, staff).catch(() => undefined);
      })
      .catch(async (error: Error) => {
        if (error.name === 'AbortError') return;
        if (error instanceof NetworkError && (await store.isStaff(userId).catch(() => false))) setAccess('staff');
        else setAccess({ failed: error.message });
      });
    return () => controller.abort();
  }, [store, userId]);

  return (
    <main className="flex-1 bg-gray-950 text-white">
      <div className="mx-auto grid w-full max-w-5xl content-start gap-6 px-4 pt-6 pb-16 sm:px-6 lg:pt-10">
        <PageTitle title="Check-in" />
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Door check-in</h1>
          <p className="mt-1 text-gray-300">
            Scan the ticket's QR code, or type its link, reference or code. Each person gets in once.
          </p>
        </div>
        {access === 'loading' && <Waiting text="Checking your access..." />}
        {access === 'not-staff' && (
          <p role="alert" className="rounded-2xl bg-red-800 px-5 py-4 text-lg font-semibold">
            Staff only. {doorMessages.staffOnly}
          </p>
        )}
        {typeof access === 'object' && <StatusMessage text={`Failed to check your access: ${access.failed}`} />}
        {access === 'staff' && <Door store={store} />}
      </div>
    </main>
  );
}
