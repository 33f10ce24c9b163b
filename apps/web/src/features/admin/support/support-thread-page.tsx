import {
  adminSupportMessages,
  SUPPORT_REPLY_MAX,
  SUPPORT_STATUSES,
  type SupportActionAnswer,
  type SupportStatus,
  type SupportThreadMessage,
  type SupportTicketDetail,
  supportReplyProblem,
  supportStatusLabels,
} from '@storefront/contracts/messages';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses } from '../../../components/ui/control-classes.ts';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { adminSend } from '../admin-api.ts';
import { formatMoment } from '../admin-format.ts';
import { adminPaths } from '../admin-paths.ts';
import { ResourceState } from '../resource-state.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { SupportStatusBadge } from './support-status.tsx';

type Notice = { text: string; tone: 'success' | 'error' } | null;
const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function Delivery({ email }: { email: NonNullable<SupportThreadMessage['email']> }) {
  if (email.sentAt)
    return (
      <>
        Emailed to {email.to} on {formatMoment(email.sentAt)}
      </>
    );
  if (email.failedAt) return <span className="text-danger">The email to {email.to} could not be delivered</span>;
  return <>Waiting to be emailed to {email.to}</>;
}

function Thread({ messages }: { messages: SupportThreadMessage[] }) {
  return (
    <ol aria-label="Thread" className="grid gap-3">
      {messages.map((message) => {
        const staff = message.author === 'staff';
        return (
          <li key={message.id}>
            <article
              aria-label={`${staff ? 'Reply' : 'Request'} from ${message.authorEmail}`}
              className={`rounded-2xl border p-4 wrap-anywhere ${staff ? 'border-brand-200 bg-brand-50 sm:ml-10' : 'border-brand-100 bg-white sm:mr-10'}`}
            >
              <header className="flex flex-wrap items-baseline justify-between gap-2 text-xs text-muted">
                <span className="font-semibold text-ink">
                  {staff ? `${message.authorEmail} (support)` : message.authorEmail}
                </span>
                <time dateTime={message.createdAt}>{formatMoment(message.createdAt)}</time>
              </header>
              <p className="mt-2 whitespace-pre-wrap break-words text-sm text-ink">{message.body}</p>
              {message.email && (
                <p className="mt-2 text-xs text-muted">
                  <Delivery email={message.email} />
                </p>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}

function ReplyForm({ ticket, onSent }: { ticket: SupportTicketDetail; onSent(answer: SupportActionAnswer): void }) {
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = supportReplyProblem(body);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await adminSend<SupportActionAnswer>(
        'POST',
        `/api/admin/support-tickets/${encodeURIComponent(ticket.id)}/replies`,
        { body },
      );
      setBody('');
      onSent(answer);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-2 rounded-2xl border border-brand-100 bg-white p-4 sm:p-5">
      <label htmlFor={id} className="text-base font-bold text-ink wrap-anywhere">
        Reply to {ticket.email}
      </label>
      <textarea
        id={id}
        value={body}
        rows={6}
        maxLength={SUPPORT_REPLY_MAX}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={controlClasses(Boolean(error))}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        Emailed with the ticket number; the ticket becomes answered. {adminSupportMessages.replyLength}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" busy={busy} busyText="Sending...">
          Send reply
        </Button>
      </div>
    </form>
  );
}

function StatusForm({
  ticket,
  onChanged,
}: {
  ticket: SupportTicketDetail;
  onChanged(answer: SupportActionAnswer): void;
}) {
  const [status, setStatus] = useState<SupportStatus>(ticket.status);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onChanged(
        await adminSend<SupportActionAnswer>(
          'POST',
          `/api/admin/support-tickets/${encodeURIComponent(ticket.id)}/status`,
          {
            status,
          },
        ),
      );
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          Status
        </label>
        <select
          id={id}
          value={status}
          onChange={(event) => setStatus(SUPPORT_STATUSES.find((s) => s === event.target.value) ?? ticket.status)}
          className={controlClasses()}
        >
          {SUPPORT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {supportStatusLabels[s]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" busy={busy} busyText="Saving..." disabled={status === ticket.status}>
        Set status
      </Button>
      {error && <StatusMessage text={error} tone="error" className="w-full" />}
    </form>
  );
}

/** /admin/support/{id}: one support ticket, its thread, a reply form and its status. */
export function SupportThreadPage({ id }: { id: string }) {
  const path = `/api/admin/support-tickets/${encodeURIComponent(id)}`;
  const { resource, reload, replace } = useAdminResource<SupportTicketDetail>(path);
  const [notice, setNotice] = useState<Notice>(null);
  const ticket = resource.data;
  const done = (answer: SupportActionAnswer) => {
    replace(answer.ticket);
    setNotice({ text: answer.message, tone: 'success' });
  };

  return (
    <div className="grid gap-5">
      <PageTitle title={ticket ? `${ticket.id}: ${ticket.subject}` : 'Support ticket'} />
      <BackLink to={adminPaths.support}>Support</BackLink>
      <ResourceState
        resource={resource}
        onRetry={reload}
        back={{ to: adminPaths.support, label: 'Back to the inbox' }}
      />
      {ticket && (
        <>
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold text-ink wrap-anywhere">{ticket.subject}</h1>
              <SupportStatusBadge status={ticket.status} />
            </div>
            <p className="text-sm text-muted wrap-anywhere">
              <span className="font-mono">{ticket.id}</span> · {ticket.category}
              {ticket.event ? ` · ${ticket.event.name}` : ''} · from {ticket.email}
              {ticket.userId === 'guest' ? ' (guest)' : ' (signed in)'} · received {formatMoment(ticket.createdAt)}
            </p>
            {ticket.reference && (
              <p className="text-sm text-muted">
                About the order{' '}
                <Link
                  to={adminPaths.ordersWhere({ q: ticket.reference })}
                  className="font-mono font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {ticket.reference}
                </Link>
              </p>
            )}
          </div>
          {notice && <StatusMessage text={notice.text} tone={notice.tone} />}
          <StatusForm key={ticket.status} ticket={ticket} onChanged={done} />
          <Thread messages={ticket.messages} />
          <ReplyForm ticket={ticket} onSent={done} />
        </>
      )}
    </div>
  );
}
