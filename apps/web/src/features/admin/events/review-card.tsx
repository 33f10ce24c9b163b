import type { OrganizerSelf } from '@storefront/contracts/api';
import { type AdminEvent, eventReviewMessages as review } from '@storefront/contracts/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { adminSend } from '../admin-api.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { useConsole } from '../console.tsx';
import { organizerPaths } from '../organizer-paths.ts';
import { useAdminResource } from '../use-admin-resource.ts';

export interface ReviewCardProps {
  event: AdminEvent;
  /** Saves the form as it is, published (the editor's own save: its checks and messages). */
  onPublish(): void;
  /** The event as an action answered it (submitted, returned). */
  onChanged(event: AdminEvent, message: string): void;
  busy: boolean;
}

const frame = 'grid gap-3 rounded-2xl border border-brand-100 bg-white p-4 sm:p-5';

/**
 * An organizer's event on its way to the storefront (decision 31). In the organizer
 * console: where it stands, the admins' note, and "Submit for review" (or "Publish" for an
 * organizer the platform trusts), disabled with the reason while there is no payout account or
 * the organizer is paused. In the back office: whose event it is, and for one waiting for review,
 * "Publish" beside "Return to organizer" (which asks for the note).
 */
export function ReviewCard(props: ReviewCardProps) {
  const { kind } = useConsole();
  if (kind === 'organizer') return <OrganizerReview {...props} />;
  if (!props.event.organizerId) return null;
  return <AdminReview {...props} />;
}

function ReviewState({ event }: { event: AdminEvent }) {
  if (event.status !== 'draft') return null;
  if (event.reviewStatus === 'submitted') {
    return <p className="text-sm text-ink">{review.waiting}</p>;
  }
  if (event.reviewStatus === 'returned') {
    return (
      <div className="grid gap-1 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink">
        <p className="font-semibold">{review.returnedTitle}</p>
        <p className="whitespace-pre-wrap">{event.reviewNote}</p>
      </div>
    );
  }
  return null;
}

function OrganizerReview({ event, onPublish, onChanged, busy }: ReviewCardProps) {
  const { api } = useConsole();
  const { resource } = useAdminResource<OrganizerSelf>(`${api}/me`);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const me = resource.data;
  if (event.status !== 'draft') return null;

  const blocked = !me
    ? null
    : me.status === 'paused'
      ? review.organizerPaused
      : me.payoutAccount === null
        ? review.noPayoutAccount
        : null;
  const waiting = event.reviewStatus === 'submitted';

  async function submit() {
    setSending(true);
    setError(null);
    try {
      const answer = await adminSend<{ event: AdminEvent }>(
        'POST',
        `${api}/events/${encodeURIComponent(event.id)}/submit`,
      );
      onChanged(answer.event, review.submitted);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="review-heading" className={frame}>
      <h2 id="review-heading" className="text-lg font-bold text-ink">
        Review
      </h2>
      <ReviewState event={event} />
      {!waiting && <p className="text-sm text-muted">{review.submitHint}</p>}
      {blocked && (
        <p id="review-blocked" className="text-sm text-danger">
          {blocked}{' '}
          {me?.payoutAccount === null && (
            <Link to={organizerPaths.payouts} className="font-semibold text-brand-700 underline">
              Add a payout account
            </Link>
          )}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {me && !waiting && (
        <div className="flex flex-wrap gap-2">
          {me.publishesDirectly ? (
            <Button
              onClick={onPublish}
              busy={busy}
              busyText="Publishing..."
              disabled={blocked !== null}
              aria-describedby={blocked ? 'review-blocked' : undefined}
            >
              Publish
            </Button>
          ) : (
            <Button
              onClick={() => void submit()}
              busy={sending}
              busyText="Submitting..."
              disabled={blocked !== null}
              aria-describedby={blocked ? 'review-blocked' : undefined}
            >
              Submit for review
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

function AdminReview({ event, onPublish, onChanged, busy }: ReviewCardProps) {
  const { api } = useConsole();
  const [returning, setReturning] = useState(false);
  const waiting = event.status === 'draft' && event.reviewStatus === 'submitted';

  return (
    <section aria-labelledby="review-heading" className={frame}>
      <h2 id="review-heading" className="text-lg font-bold text-ink">
        Organizer
      </h2>
      <p className="text-sm text-ink">
        Run by <span className="font-semibold">{event.organizerName}</span>: its payments go to their payout account.
      </p>
      <ReviewState event={event} />
      {waiting && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={onPublish} busy={busy} busyText="Publishing...">
            Publish
          </Button>
          <Button variant="secondary" onClick={() => setReturning(true)}>
            Return to organizer
          </Button>
        </div>
      )}
      {returning && (
        <ConfirmDialog
          title="Return to the organizer"
          confirmLabel="Return the event"
          busyLabel="Returning..."
          cancelLabel="Keep it waiting"
          reasonLabel="Note to the organizer"
          onClose={() => setReturning(false)}
          onConfirm={async (note) => {
            const answer = await adminSend<{ event: AdminEvent }>(
              'POST',
              `${api}/events/${encodeURIComponent(event.id)}/return`,
              { note },
            );
            setReturning(false);
            onChanged(answer.event, review.returned);
          }}
        >
          <p>
            {event.title} goes back to {event.organizerName} as a draft, with your note. They are emailed, and may
            submit it again.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
