import { type AdminOrganizerDetail, organizerMessages as m } from '@storefront/contracts/messages';
import type { EventStatus } from '@storefront/contracts/rules';
import { DECISION_REASON_MAX } from '@storefront/contracts/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { adminSend } from '../admin-api.ts';
import { formatMoment } from '../admin-format.ts';
import { adminPaths } from '../admin-paths.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { EventStatusBadge } from '../events/event-status-badge.tsx';
import { ResourceState } from '../resource-state.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { type OrganizerSettings, OrganizerSettingsForm } from './organizer-settings-form.tsx';
import { OrganizerStatusBadge } from './organizer-status.tsx';

type Decision = 'approve' | 'decline' | 'pause' | 'resume';

const done: Record<Decision, string> = {
  approve: 'Approved. The applicant is emailed and their organizer console is open.',
  decline: 'Declined. The applicant is emailed the reason and may apply again.',
  pause: 'Paused. Their events stopped selling; tickets already sold stay valid.',
  resume: 'Resumed. Their published events sell again.',
};

const reviewLabels: Record<string, string> = {
  none: 'Not submitted',
  submitted: 'Waiting for review',
  returned: 'Returned',
};

/** /admin/organizers/{id}: the application, the decision, the actions, commission and their events. */
export function OrganizerPage({ id }: { id: string }) {
  const path = `/api/admin/organizers/${encodeURIComponent(id)}`;
  const { resource, reload, replace } = useAdminResource<AdminOrganizerDetail>(path);
  const [dialog, setDialog] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const organizer = resource.data;

  /** A refusal (409) may follow another admin's decision: show the organizer as it is now. */
  async function decide(decision: Decision, reason: string) {
    if (decision === 'decline' && !reason) throw new Error(m.reasonRequired);
    try {
      const body = decision === 'decline' || decision === 'pause' ? (reason ? { reason } : {}) : undefined;
      replace(await adminSend<AdminOrganizerDetail>('POST', `${path}/${decision}`, body));
      setNotice(done[decision]);
      setDialog(null);
    } catch (error) {
      reload();
      throw error;
    }
  }

  async function save(settings: OrganizerSettings) {
    replace(await adminSend<AdminOrganizerDetail>('PATCH', path, settings));
  }

  return (
    <div className="grid gap-5">
      <PageTitle title={organizer ? `Organizer ${organizer.name}` : 'Organizer'} />
      <BackLink to={adminPaths.organizers}>Organizers</BackLink>
      <ResourceState
        resource={resource}
        onRetry={reload}
        back={{ to: adminPaths.organizers, label: 'Back to the organizers' }}
      />
      {organizer && (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="break-words text-2xl font-bold text-ink">{organizer.name}</h1>
            <OrganizerStatusBadge status={organizer.status} />
          </div>
          {notice && <StatusMessage text={notice} tone="success" />}
          <Actions organizer={organizer} onChoose={setDialog} />
          <div className="grid gap-4 lg:grid-cols-2">
            <Application organizer={organizer} />
            <div className="grid content-start gap-4">
              <Payout organizer={organizer} />
              <OrganizerSettingsForm organizer={organizer} onSave={save} />
            </div>
          </div>
          <Events organizer={organizer} />
          <p className="text-sm">
            <Link
              to={adminPaths.auditLogOf('organizer', organizer.id)}
              className="font-semibold text-brand-700 underline"
            >
              This organizer in the audit log
            </Link>
          </p>
          {dialog && (
            <DecisionDialog
              decision={dialog}
              organizer={organizer}
              onConfirm={(reason) => decide(dialog, reason)}
              onClose={() => setDialog(null)}
            />
          )}
        </>
      )}
    </div>
  );
}

function Actions({ organizer, onChoose }: { organizer: AdminOrganizerDetail; onChoose(decision: Decision): void }) {
  const { status } = organizer;
  return (
    <section aria-labelledby="organizer-actions" className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-5">
      <h2 id="organizer-actions" className="text-base font-bold text-ink">
        Decision
      </h2>
      {organizer.decisionReason && status !== 'pending' && (
        <p className="mt-2 text-sm text-ink">
          <span className="text-muted">{status === 'declined' ? 'Declined because: ' : 'Paused because: '}</span>
          <span className="whitespace-pre-wrap break-words">{organizer.decisionReason}</span>
        </p>
      )}
      {organizer.decidedAt && (
        <p className="mt-1 text-xs text-muted">
          Decided <time dateTime={organizer.decidedAt}>{formatMoment(organizer.decidedAt)}</time>
          {organizer.decidedByEmail ? ` by ${organizer.decidedByEmail}` : ''}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {status === 'pending' && (
          <>
            <Button onClick={() => onChoose('approve')}>Approve</Button>
            <Button variant="secondary" onClick={() => onChoose('decline')}>
              Decline
            </Button>
          </>
        )}
        {status === 'approved' && (
          <Button variant="secondary" onClick={() => onChoose('pause')}>
            Pause sales
          </Button>
        )}
        {status === 'paused' && <Button onClick={() => onChoose('resume')}>Resume sales</Button>}
        {status === 'declined' && (
          <p className="text-sm text-muted">Declined: the applicant may apply again from the organizers page.</p>
        )}
      </div>
    </section>
  );
}

function DecisionDialog({
  decision,
  organizer,
  onConfirm,
  onClose,
}: {
  decision: Decision;
  organizer: AdminOrganizerDetail;
  onConfirm(reason: string): Promise<void>;
  onClose(): void;
}) {
  const common = { onConfirm, onClose, cancelLabel: 'Keep as it is' };
  switch (decision) {
    case 'approve':
      return (
        <ConfirmDialog {...common} title={`Approve ${organizer.name}?`} confirmLabel="Approve" busyLabel="Approving...">
          <p>
            {organizer.email} gets the organizer console and an email saying so. They add a payout account before they
            can publish.
          </p>
        </ConfirmDialog>
      );
    case 'decline':
      return (
        <ConfirmDialog
          {...common}
          title={`Decline ${organizer.name}?`}
          confirmLabel="Decline"
          busyLabel="Declining..."
          reasonLabel={`Reason (required, up to ${DECISION_REASON_MAX} characters; the applicant reads it)`}
        >
          <p>{organizer.email} is emailed the reason, and may apply again.</p>
        </ConfirmDialog>
      );
    case 'pause':
      return (
        <ConfirmDialog
          {...common}
          title={`Pause ${organizer.name}?`}
          confirmLabel="Pause sales"
          busyLabel="Pausing..."
          reasonLabel="Reason (optional; the organizer reads it)"
        >
          <p>Their events stop selling at once. Tickets already sold stay valid at the door. They are emailed.</p>
        </ConfirmDialog>
      );
    case 'resume':
      return (
        <ConfirmDialog
          {...common}
          title={`Resume ${organizer.name}?`}
          confirmLabel="Resume sales"
          busyLabel="Resuming..."
        >
          <p>Their published events sell again. They are emailed.</p>
        </ConfirmDialog>
      );
  }
}

function Application({ organizer }: { organizer: AdminOrganizerDetail }) {
  return (
    <section
      aria-labelledby="organizer-application"
      className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-5"
    >
      <h2 id="organizer-application" className="text-base font-bold text-ink">
        Application
      </h2>
      <dl className="mt-3 grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">Account</dt>
        <dd className="break-all text-ink">{organizer.email}</dd>
        <dt className="text-muted">Phone</dt>
        <dd className="break-words text-ink">{organizer.phone}</dd>
        <dt className="text-muted">Registration</dt>
        <dd className="break-words text-ink">{organizer.registrationNumber ?? 'None given'}</dd>
        <dt className="text-muted">Public page</dt>
        <dd className="break-all font-mono text-ink">
          {/* Only an approved (or paused) organizer's page exists. */}
          {organizer.status === 'approved' || organizer.status === 'paused' ? (
            <Link to={`/o/${organizer.slug}`} className="text-brand-700 underline hover:text-brand-800">
              /o/{organizer.slug}
            </Link>
          ) : (
            `/o/${organizer.slug} (once approved)`
          )}
        </dd>
        <dt className="text-muted">Applied</dt>
        <dd className="text-ink">
          <time dateTime={organizer.createdAt}>{formatMoment(organizer.createdAt)}</time>
        </dd>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-ink">What they run</h3>
      <p className="mt-1 whitespace-pre-wrap break-words rounded-xl bg-surface p-3 text-sm text-ink">
        {organizer.about}
      </p>
    </section>
  );
}

function Payout({ organizer }: { organizer: AdminOrganizerDetail }) {
  const account = organizer.payoutAccount;
  return (
    <section aria-labelledby="organizer-payout" className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-5">
      <h2 id="organizer-payout" className="text-base font-bold text-ink">
        Payout account
      </h2>
      {account ? (
        <dl className="mt-3 grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">Bank</dt>
          <dd className="text-ink">{account.bankName}</dd>
          <dt className="text-muted">Account</dt>
          <dd className="text-ink">
            <span className="font-mono">****{account.accountLast4}</span>, {account.accountName}
          </dd>
          <dt className="text-muted">Subaccount</dt>
          <dd className="break-all font-mono text-ink">{account.subaccountCode}</dd>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-muted">None yet: their events cannot be published until they add one.</p>
      )}
    </section>
  );
}

function Events({ organizer }: { organizer: AdminOrganizerDetail }) {
  return (
    <section aria-labelledby="organizer-events" className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-5">
      <h2 id="organizer-events" className="text-base font-bold text-ink">
        Their events ({organizer.events.length})
      </h2>
      {organizer.events.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No events yet.</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {organizer.events.map((event) => (
            <li key={event.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <Link to={adminPaths.event(event.id)} className="font-semibold break-words text-brand-700 underline">
                {event.title}
              </Link>
              <EventStatusBadge status={event.status as EventStatus} />
              <span className="text-muted">{reviewLabels[event.reviewStatus] ?? event.reviewStatus}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
