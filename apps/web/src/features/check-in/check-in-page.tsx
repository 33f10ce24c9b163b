import { type DoorEvent, doorMessages } from '@storefront/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Spinner } from '../../components/layout/hydrate-fallback.tsx';
import { PageTitle } from '../../components/layout/logo.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { checkInTicket, fetchDoorEvents, fetchStaffAccess } from './check-in-api.ts';
import { CheckInDesk } from './check-in-desk.tsx';
import type { DoorVerdict } from './check-in-result.tsx';
import { deviceId, rememberEvent, rememberedEventId } from './door-device.ts';
import { EventPicker } from './event-picker.tsx';

type Access = 'loading' | 'staff' | 'not-staff' | { failed: string };

function Waiting({ text }: { text: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 text-gray-300">
      <Spinner />
      <span>{text}</span>
    </div>
  );
}

/** The door once staff are known: first the event it admits for, then the desk. */
function Door() {
  const [events, setEvents] = useState<DoorEvent[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(() => rememberedEventId());
  const [admitted, setAdmitted] = useState<Record<string, number>>({});

  useEffect(() => {
    const controller = new AbortController();
    fetchDoorEvents(controller.signal)
      .then((answer) => setEvents(answer.events))
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setFailed(error.message);
      });
    return () => controller.abort();
  }, []);

  const event = events?.find((candidate) => candidate.id === chosenId);
  const choose = (next: DoorEvent | null) => {
    rememberEvent(next?.id ?? null);
    setChosenId(next?.id ?? null);
  };

  const scan = useCallback(
    async (link: string, confirm: boolean): Promise<DoorVerdict> => {
      if (!event) throw new Error(doorMessages.chooseEvent);
      const answer = await checkInTicket({ link, eventId: event.id, confirm, deviceId: deviceId() });
      const count = answer.admittedCount;
      if (count !== null) setAdmitted((known) => ({ ...known, [event.id]: count }));
      return answer;
    },
    [event],
  );

  if (failed) return <StatusMessage text={`Failed to load the events: ${failed}`} />;
  if (!events) return <Waiting text="Loading the events..." />;
  if (!event) return <EventPicker events={events} onChoose={choose} />;
  return (
    <CheckInDesk
      key={event.id}
      event={event}
      scan={scan}
      admitted={admitted[event.id] ?? event.admitted}
      onChangeEvent={() => choose(null)}
    />
  );
}

/** /check-in (signed in): the door. Staff choose the event, then scan or type; everyone else is told it is for staff. */
export function CheckInPage() {
  const [access, setAccess] = useState<Access>('loading');
  useEffect(() => {
    const controller = new AbortController();
    fetchStaffAccess(controller.signal)
      .then(({ staff }) => setAccess(staff ? 'staff' : 'not-staff'))
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setAccess({ failed: error.message });
      });
    return () => controller.abort();
  }, []);

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
        {access === 'staff' && <Door />}
      </div>
    </main>
  );
}
