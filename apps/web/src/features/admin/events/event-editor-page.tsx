import type { EventRefunds } from '@storefront/contracts/api';
import { formatNaira } from '@storefront/contracts/format';
import { type AdminEvent, type AdminEventFields, adminEventMessages as m } from '@storefront/contracts/rules';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { adminSend } from '../admin-api.ts';
import { useConsole } from '../console.tsx';
import { ResourceState } from '../resource-state.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { DatesCard } from './dates-card.tsx';
import { EventFields } from './event-fields.tsx';
import {
  EMPTY_EVENT,
  type EventFormValues,
  eventFormProblems,
  formValuesOf,
  showLength,
  toFields,
  withChange,
} from './event-form-values.ts';
import { EventStatusBadge } from './event-status-badge.tsx';
import { PosterField } from './poster-field.tsx';
import { ReviewCard } from './review-card.tsx';
import { TicketTypesCard } from './ticket-types-card.tsx';
import { WaitingRoomCard } from './waiting-room-card.tsx';

interface Loaded {
  event: AdminEvent;
}

const refundSummary = (r: EventRefunds) =>
  `Refunds: ${r.refunded} done, ${r.pending} waiting for the payment provider, ${r.failed} failed` +
  (r.firstError ? ` (${r.firstError})` : '') +
  '.';

/**
 * /admin/events/new and /admin/events/:id: a blank form, or the saved event once it has loaded.
 * The same screen is the organizer console's /organizer/events/... (useConsole): there it calls
 * /api/organizer, has no payment split code, and sends the event for review (review-card.tsx).
 */
export function EventEditorPage() {
  const { id } = useParams();
  return id === undefined ? <EventEditor loaded={null} /> : <ExistingEvent key={id} id={id} />;
}

function ExistingEvent({ id }: { id: string }) {
  const { api, paths } = useConsole();
  const { resource, reload, replace } = useAdminResource<Loaded>(`${api}/events/${encodeURIComponent(id)}`);
  if (!resource.data) {
    return (
      <div className="grid gap-4">
        <PageTitle title="Event" />
        <BackLink to={paths.events}>All events</BackLink>
        <ResourceState resource={resource} onRetry={reload} back={{ to: paths.events, label: 'Back to the events' }} />
      </div>
    );
  }
  return <EventEditor loaded={resource.data} onSaved={replace} />;
}

/**
 * Every catalogue field, the poster, the status, and the sales so far. Problems show by their
 * fields as the form is checked with the server's own rules; what only the server can know
 * (capacity against seats taken) comes back as a sentence.
 */
function EventEditor({ loaded, onSaved }: { loaded: Loaded | null; onSaved?: (next: Loaded) => void }) {
  const navigate = useNavigate();
  const { api, paths, kind } = useConsole();
  const [values, setValues] = useState<EventFormValues>(() => (loaded ? formValuesOf(loaded.event) : EMPTY_EVENT));
  const [problems, setProblems] = useState<Partial<Record<keyof AdminEventFields, string>>>({});
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const event = loaded?.event;
  const isNew = !event;

  // The show's length as last read: a start typed through a half-written date still moves the
  // end by the same length once it reads again.
  const length = useRef(showLength(values));
  const change = (field: keyof EventFormValues, value: string) => {
    setValues((current) => {
      const next = withChange(current, field, value, showLength(current) ?? length.current);
      length.current = showLength(next) ?? length.current;
      return next;
    });
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };

  async function save(extra: { confirmCancel?: boolean; refundTickets?: boolean; status?: 'published' } = {}) {
    const fields = toFields(values);
    const found = eventFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setMessage({ text: 'Please correct the fields marked below.', tone: 'error' });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      if (!loaded) {
        const { event: created } = await adminSend<{ event: AdminEvent }>('POST', `${api}/events`, fields);
        navigate(paths.event(created.id), { replace: true });
        return;
      }
      const answer = await adminSend<{ event: AdminEvent; refunds?: EventRefunds }>(
        'PUT',
        `${api}/events/${encodeURIComponent(loaded.event.id)}`,
        { ...fields, ...extra },
      );
      onSaved?.({ ...loaded, event: answer.event });
      setValues(formValuesOf(answer.event));
      setConfirming(false);
      setMessage({ text: answer.refunds ? `${m.saved} ${refundSummary(answer.refunds)}` : m.saved, tone: 'success' });
    } catch (error) {
      setConfirming(false);
      setMessage({ text: (error as Error).message, tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const submit = (submitEvent: FormEvent) => {
    submitEvent.preventDefault();
    // Cancelling with tickets sold: ask first (the server refuses it unconfirmed anyway).
    if (event && values.status === 'cancelled' && event.status !== 'cancelled' && event.sold > 0) {
      setConfirming(true);
      return;
    }
    void save();
  };

  const title = isNew ? 'New event' : (event?.title ?? 'Event');
  // An organizer publishes through the review card (submit, or publish when trusted), not here.
  const statuses = isNew
    ? (['draft'] as const)
    : event?.status === 'cancelled'
      ? (['cancelled'] as const)
      : kind === 'organizer' && event?.status !== 'published'
        ? (['draft', 'cancelled'] as const)
        : (['draft', 'published', 'cancelled'] as const);
  // An organizer's event is paid to their payout account: no split code to type (decision 31).
  const splitCode = kind === 'admin' && !event?.organizerId;

  return (
    <div className="grid gap-6">
      <PageTitle title={title} />
      <BackLink to={paths.events}>All events</BackLink>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          {event && <EventStatusBadge status={event.status} />}
        </div>
        {event && (
          <div className="flex flex-wrap gap-2">
            <Link to={`${paths.event(event.id)}/preview`} className={buttonClasses('secondary')}>
              Preview the page
            </Link>
            <Link to={paths.eventWaitlist(event.id)} className={buttonClasses('secondary')}>
              Waitlist
            </Link>
            {event.status !== 'draft' && (
              <a href={event.publicPath} className={buttonClasses('ghost')} target="_blank" rel="noreferrer">
                Open the public page
              </a>
            )}
          </div>
        )}
      </div>

      {event && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            ['Sold', `${event.sold} / ${event.capacity}`],
            ['Held now', String(event.held)],
            ['Seats left', String(event.remaining)],
            ['Revenue', formatNaira(event.revenue)],
          ].map(([label, value]) => (
            <div key={label} className="rounded-2xl border border-brand-100 bg-white p-4">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
              <dd className="mt-1 text-xl font-bold text-ink tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}

      {isNew && (
        <p className="text-sm text-muted">
          {kind === 'organizer'
            ? 'A new event starts as a draft. Save it, add a poster and ticket types, then submit it for review: the platform publishes it.'
            : 'A new event starts as a draft. Save it, add a poster, then publish it to put it on sale.'}
        </p>
      )}
      <StatusMessage text={message?.text} tone={message?.tone} />

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem] xl:items-start">
        <form
          noValidate
          onSubmit={submit}
          className="grid gap-5 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6"
        >
          <EventFields
            values={values}
            problems={problems}
            onChange={change}
            statuses={statuses}
            splitCode={splitCode}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={busy} busyText="Saving...">
              {isNew ? 'Create the event' : 'Save'}
            </Button>
          </div>
        </form>
        <div className="grid gap-6">
          {event && (
            <ReviewCard
              event={event}
              busy={busy}
              onPublish={() => void save({ status: 'published' })}
              onChanged={(next, text) => {
                if (loaded) onSaved?.({ ...loaded, event: next });
                setMessage({ text, tone: 'success' });
              }}
            />
          )}
          {event && (
            <PosterField event={event} onUploaded={(next) => loaded && onSaved?.({ ...loaded, event: next })} />
          )}
        </div>
      </div>

      {event && (
        <TicketTypesCard
          eventId={event.id}
          eventSeats={event.remaining}
          onBasePrice={(price) =>
            setValues((current) =>
              current.basePrice === String(price) ? current : { ...current, basePrice: String(price) },
            )
          }
        />
      )}

      {event && (
        <DatesCard
          eventId={event.id}
          onCapacity={(capacity) =>
            setValues((current) =>
              current.capacity === String(capacity) ? current : { ...current, capacity: String(capacity) },
            )
          }
        />
      )}

      {event && <WaitingRoomCard eventId={event.id} />}

      {confirming && event && loaded && (
        <CancelDialog
          title={event.title}
          sold={event.sold}
          busy={busy}
          onClose={() => setConfirming(false)}
          onConfirm={(refundTickets) => void save({ confirmCancel: true, refundTickets })}
        />
      )}
    </div>
  );
}
