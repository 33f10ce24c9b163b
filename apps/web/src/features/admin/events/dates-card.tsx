import type { AdminShowtimesAnswer, AdminTicketTypesAnswer, SeatPlansAnswer } from '@storefront/contracts/api';
import { formatCompactDateTime } from '@storefront/contracts/format';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { adminSend } from '../admin-api.ts';
import { useConsole } from '../console.tsx';
import { ResourceState } from '../resource-state.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { DateField } from './date-field.tsx';
import { SeatPlanChoice } from './seat-plan-choice.tsx';

export interface DatesCardProps {
  eventId: string;
  /** The event's seats are its dates' sum (decision 50): the form's capacity follows a change here. */
  onCapacity?(capacity: number): void;
}

const EMPTY = { date: '', time: '', seats: '' };

/**
 * An event's dates in the back office and the organizer console (decision 50,
 * architecture.md §9.3.1): each date with its seats, sold and held; add one (the venue's clock), remove one nobody
 * has ordered. The event's own date is the form's start above, and moves with it.
 */
export function DatesCard({ eventId, onCapacity }: DatesCardProps) {
  const { api, paths } = useConsole();
  const path = `${api}/events/${encodeURIComponent(eventId)}/showtimes`;
  const { resource, reload, replace } = useAdminResource<AdminShowtimesAnswer>(path);
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const headingId = useId();
  // Plans and tiers for a date's seat plan (decision 51); the list reads without them.
  const plans = useAdminResource<SeatPlansAnswer>(`${api}/seat-plans`).resource.data?.plans ?? [];
  const tiers = useAdminResource<AdminTicketTypesAnswer>(`${api}/events/${encodeURIComponent(eventId)}/ticket-types`)
    .resource.data?.ticketTypes;

  const take = (answer: AdminShowtimesAnswer, text: string) => {
    replace(answer);
    const seats = answer.showtimes.reduce((sum, date) => sum + date.capacity, 0);
    if (answer.showtimes.length > 0) onCapacity?.(seats);
    setMessage({ text, tone: 'success' });
  };

  async function run(key: string, send: () => Promise<AdminShowtimesAnswer>, done: string) {
    setBusy(key);
    setMessage(null);
    try {
      take(await send(), done);
      return true;
    } catch (error) {
      setMessage({ text: (error as Error).message, tone: 'error' });
      return false;
    } finally {
      setBusy(null);
    }
  }

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const body = { startsAt: `${values.date.trim()} ${values.time.trim()}`, capacity: Number(values.seats) };
    const added = await run('add', () => adminSend('POST', path, body), `Date added: ${body.startsAt}.`);
    if (added) setValues(EMPTY);
  };

  const data = resource.data;
  const dates = data?.showtimes ?? [];
  const timeZone = data?.timeZone ?? 'Africa/Lagos';
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        Dates
      </h2>
      <p className="text-sm text-muted">
        A film&apos;s showings or a play&apos;s run: each date has its own seats, and the event&apos;s capacity is their
        sum. The event&apos;s own date is the start on the form above.
      </p>
      <StatusMessage text={message?.text} tone={message?.tone} />
      {!data ? (
        <ResourceState resource={resource} onRetry={reload} back={{ to: paths.events, label: 'Back to the events' }} />
      ) : dates.length === 0 ? (
        <p className="text-sm text-ink">One date: the start on the form. Add a date to sell more than one.</p>
      ) : (
        <ul aria-label="Dates of this event" className="grid gap-2" aria-busy={busy !== null}>
          {dates.map((date) => {
            const when = formatCompactDateTime(date.startsAt, timeZone);
            const removable = !date.own && date.sold + date.held === 0;
            return (
              <li
                key={date.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 px-3 py-2"
              >
                <div>
                  <p className="font-semibold text-ink">
                    {when}
                    {date.own && <span className="font-normal text-muted"> (the event&apos;s own date)</span>}
                  </p>
                  <p className="text-sm text-muted tabular-nums">
                    {date.sold} sold, {date.held} held, {date.remaining} of {date.capacity} seats left
                  </p>
                  <p className="text-sm text-ink">
                    {date.seatPlan ? `Seated: ${date.seatPlan.name}` : 'Unnumbered seats'}
                  </p>
                  {date.sold + date.held === 0 && plans.length > 0 && tiers && tiers.length > 0 && (
                    <details className="mt-2">
                      <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                        {date.seatPlan ? 'Change the seat plan' : 'Give it a seat plan'}
                        <span className="sr-only"> for {when}</span>
                      </summary>
                      <div className="mt-2">
                        <SeatPlanChoice
                          path={path}
                          showtimeId={date.id}
                          when={when}
                          plans={plans}
                          tiers={tiers}
                          onApplied={(answer, name) => take(answer, `${when} is seated: ${name}.`)}
                          onError={(text) => setMessage({ text, tone: 'error' })}
                        />
                      </div>
                    </details>
                  )}
                </div>
                {removable && (
                  <Button
                    variant="ghost"
                    className="px-3 text-danger"
                    busy={busy === date.id}
                    busyText="Removing..."
                    onClick={() =>
                      void run(
                        date.id,
                        () => adminSend('DELETE', `${path}/${encodeURIComponent(date.id)}`),
                        `Date removed: ${when}.`,
                      )
                    }
                  >
                    Remove<span className="sr-only"> the date {when}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {data && (
        <form onSubmit={add} className="grid gap-3 sm:grid-cols-[1fr_10rem_10rem_auto] sm:items-start" noValidate>
          <DateField
            label="New date"
            name="showtimeDate"
            value={values.date}
            onChange={(date) => setValues((current) => ({ ...current, date }))}
          />
          <TextField
            label="Start time"
            name="showtimeTime"
            placeholder="HH:MM"
            inputMode="numeric"
            autoComplete="off"
            value={values.time}
            hint={`The venue's clock (${timeZone}).`}
            onChange={(event) => setValues((current) => ({ ...current, time: event.target.value }))}
          />
          <TextField
            label="Seats"
            name="showtimeSeats"
            inputMode="numeric"
            autoComplete="off"
            value={values.seats}
            onChange={(event) => setValues((current) => ({ ...current, seats: event.target.value }))}
          />
          <Button type="submit" className="sm:mt-7" busy={busy === 'add'} busyText="Adding...">
            Add the date
          </Button>
        </form>
      )}
    </section>
  );
}
