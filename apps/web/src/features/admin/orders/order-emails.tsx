import type { AdminOrderEmail } from '@storefront/contracts/messages';
import { formatMoment } from '../admin-format.ts';
import { StatusBadge } from '../status-badge.tsx';

function Delivery({ email }: { email: AdminOrderEmail }) {
  if (email.sentAt) return <StatusBadge label={`Sent ${formatMoment(email.sentAt)}`} tone="good" />;
  if (email.failedAt) return <StatusBadge label={`Failed after ${email.attempts} attempts`} tone="stopped" />;
  return (
    <StatusBadge
      label={email.attempts > 0 ? `Retrying (${email.attempts} attempts)` : 'Waiting to send'}
      tone="waiting"
    />
  );
}

/** The emails an order caused (ticket, gift, refund, cancellation), from the outbox, oldest first. */
export function OrderEmails({ emails }: { emails: AdminOrderEmail[] }) {
  return (
    <section aria-labelledby="order-emails" className="grid gap-3">
      <h2 id="order-emails" className="text-base font-bold text-ink">
        Emails sent
      </h2>
      {emails.length === 0 ? (
        <p className="text-sm text-muted">No email was written for this order.</p>
      ) : (
        <ul className="grid gap-2">
          {emails.map((email) => (
            <li
              key={email.id}
              className="grid justify-items-start gap-1 rounded-xl border border-brand-100 bg-white p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink">{email.subject}</p>
                <p className="break-words text-xs text-muted">
                  To {email.to} · written <time dateTime={email.createdAt}>{formatMoment(email.createdAt)}</time>
                </p>
                {email.lastError && !email.sentAt && <p className="text-xs text-danger">{email.lastError}</p>}
              </div>
              <Delivery email={email} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
