import type { AdminWaitingRoom, WaitingRoomSettings } from '@storefront/contracts/api';
import { formatCompactDateTime, zoneClock } from '@storefront/contracts/format';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { adminSend } from '../admin-api.ts';
import { useConsole } from '../console.tsx';
import { ResourceState } from '../resource-state.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { DateField } from './date-field.tsx';

type Room = NonNullable<AdminWaitingRoom['room']>;

interface Values {
  date: string;
  time: string;
  opensBefore: string;
  perSecond: string;
  passMinutes: string;
}

const DEFAULTS: Values = { date: '', time: '', opensBefore: '30', perSecond: '20', passMinutes: '5' };

/** The form filled with the room's settings: its on-sale at the venue's clock. */
function valuesOf(room: Room, timeZone: string): Values {
  let clock = '';
  try {
    clock = zoneClock(new Date(room.onSaleAt), timeZone);
  } catch {
    // An unknown zone: the date and time are left to type.
  }
  return {
    date: clock.slice(0, 10),
    time: clock.slice(11, 16),
    opensBefore: String(room.queueOpensMinutesBefore),
    perSecond: String(room.admitPerSecond),
    passMinutes: String(room.passMinutes),
  };
}

/** What PUT sends: the on-sale as the venue's 'YYYY-MM-DD HH:MM', as the dates card sends a date's start. */
function settingsOf(values: Values): WaitingRoomSettings {
  return {
    onSaleAt: `${values.date.trim()} ${values.time.trim()}`,
    queueOpensMinutesBefore: Number(values.opensBefore),
    admitPerSecond: Number(values.perSecond),
    passMinutes: Number(values.passMinutes),
  };
}

const COUNTS = [
  ['total', 'Places'],
  ['waiting', 'Waiting'],
  ['admitted', 'Let in'],
  ['used', 'Used'],
  ['expired', 'Expired'],
] as const;

/**
 * An event's waiting room in the back office and the organizer console (decision 54): its
 * settings or 'No waiting room', the form that turns it on or changes it live, Turn off, and the
 * places taken so far. The server checks every figure and answers its sentence when one is wrong.
 */
export function WaitingRoomCard({ eventId }: { eventId: string }) {
  const { api, paths } = useConsole();
  const path = `${api}/events/${encodeURIComponent(eventId)}/waiting-room`;
  const { resource, reload, replace } = useAdminResource<AdminWaitingRoom>(path);
  // The form starts from the room once it is known; what is typed afterwards stays.
  const [typed, setTyped] = useState<Values | null>(null);
  const [busy, setBusy] = useState<'save' | 'off' | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const headingId = useId();

  const data = resource.data;
  const timeZone = data?.timeZone ?? 'Africa/Lagos';
  const room = data?.room ?? null;
  const values = typed ?? (room ? valuesOf(room, timeZone) : DEFAULTS);
  const change = (field: keyof Values, value: string) => setTyped({ ...values, [field]: value });

  async function run(kind: 'save' | 'off', send: () => Promise<AdminWaitingRoom>, done: string) {
    setBusy(kind);
    setMessage(null);
    try {
      replace(await send());
      setTyped(null);
      setMessage({ text: done, tone: 'success' });
    } catch (error) {
      setMessage({ text: (error as Error).message, tone: 'error' });
    } finally {
      setBusy(null);
    }
  }

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run('save', () => adminSend('PUT', path, settingsOf(values)), 'Waiting room saved.');
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        Waiting room
      </h2>
      <p className="text-sm text-muted">
        For a rush on-sale: buyers who arrive before the on-sale wait in a room, are put in a random order at the
        on-sale, and are let in a few each second, each with a few minutes to start their order.
      </p>
      <StatusMessage text={message?.text} tone={message?.tone} />
      {!data ? (
        <ResourceState resource={resource} onRetry={reload} back={{ to: paths.events, label: 'Back to the events' }} />
      ) : (
        <>
          {room ? (
            <div className="grid gap-1 text-sm text-ink">
              <p>
                <span className="font-semibold">On sale:</span> {formatCompactDateTime(room.onSaleAt, timeZone)}
              </p>
              <p>
                <span className="font-semibold">The room opens:</span>{' '}
                {formatCompactDateTime(room.queueOpensAt, timeZone)}
              </p>
              <p>
                {room.admitPerSecond} {room.admitPerSecond === 1 ? 'buyer' : 'buyers'} let in each second,{' '}
                {room.passMinutes} {room.passMinutes === 1 ? 'minute' : 'minutes'} to start an order.
              </p>
            </div>
          ) : (
            <p className="text-sm font-semibold text-ink">No waiting room</p>
          )}
          <dl aria-label="Places in the waiting room" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {COUNTS.map(([key, label]) => (
              <div key={key} className="rounded-xl border border-brand-100 px-3 py-2">
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
                <dd className="text-lg font-bold text-ink tabular-nums">{data.places[key]}</dd>
              </div>
            ))}
          </dl>
          <form onSubmit={save} noValidate aria-busy={busy !== null} className="grid gap-3">
            <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
              <DateField
                label="On-sale date"
                name="waitingRoomDate"
                value={values.date}
                onChange={(date) => change('date', date)}
              />
              <TextField
                label="On-sale time"
                name="waitingRoomTime"
                placeholder="HH:MM"
                inputMode="numeric"
                autoComplete="off"
                value={values.time}
                hint={`The venue's clock (${timeZone}).`}
                onChange={(event) => change('time', event.target.value)}
              />
            </div>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label="Opens (minutes before)"
                name="waitingRoomOpensBefore"
                inputMode="numeric"
                autoComplete="off"
                value={values.opensBefore}
                onChange={(event) => change('opensBefore', event.target.value)}
              />
              <TextField
                label="Buyers let in per second"
                name="waitingRoomPerSecond"
                inputMode="decimal"
                autoComplete="off"
                value={values.perSecond}
                onChange={(event) => change('perSecond', event.target.value)}
              />
              <TextField
                label="Minutes to start an order"
                name="waitingRoomPassMinutes"
                inputMode="numeric"
                autoComplete="off"
                value={values.passMinutes}
                onChange={(event) => change('passMinutes', event.target.value)}
              />
            </div>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" busy={busy === 'save'} busyText="Saving..." disabled={busy !== null}>
                {/* Not 'Save': the event's own form above has that button (decision 54). */}
                {room ? 'Update' : 'Turn on'}
                <span className="sr-only"> the waiting room</span>
              </Button>
              {room && (
                <Button
                  variant="secondary"
                  busy={busy === 'off'}
                  busyText="Turning off..."
                  disabled={busy !== null}
                  onClick={() => void run('off', () => adminSend('DELETE', path), 'Waiting room turned off.')}
                >
                  Turn off<span className="sr-only"> the waiting room</span>
                </Button>
              )}
            </div>
          </form>
        </>
      )}
    </section>
  );
}
