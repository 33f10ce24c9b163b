import type { InquiryDetail } from '@storefront/contracts/messages';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { formatMoment } from '../admin-format.ts';
import { adminPaths } from '../admin-paths.ts';
import { ReplyByEmail } from '../email-link.tsx';
import { ResourceState } from '../resource-state.tsx';
import { useAdminResource } from '../use-admin-resource.ts';

/** /admin/inquiries/{id}: one organizer inquiry with its message, and a way to answer it by email. */
export function InquiryPage({ id }: { id: string }) {
  const { resource, reload } = useAdminResource<InquiryDetail>(`/api/admin/inquiries/${encodeURIComponent(id)}`);
  const inquiry = resource.data;
  return (
    <div className="grid gap-5">
      <PageTitle title={inquiry ? `Inquiry from ${inquiry.name}` : 'Inquiry'} />
      <BackLink to={adminPaths.inquiries}>Inquiries</BackLink>
      <ResourceState
        resource={resource}
        onRetry={reload}
        back={{ to: adminPaths.inquiries, label: 'Back to the inquiries' }}
      />
      {inquiry && (
        <article
          aria-labelledby="inquiry-title"
          className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6"
        >
          <h1 id="inquiry-title" className="break-words text-2xl font-bold text-ink">
            {inquiry.organization}
          </h1>
          <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">From</dt>
            <dd className="break-words text-ink">{inquiry.name}</dd>
            <dt className="text-muted">Email</dt>
            <dd className="break-all text-ink">{inquiry.email}</dd>
            <dt className="text-muted">Event type</dt>
            <dd className="text-ink">{inquiry.eventType}</dd>
            <dt className="text-muted">Received</dt>
            <dd className="text-ink">
              <time dateTime={inquiry.createdAt}>{formatMoment(inquiry.createdAt)}</time>
            </dd>
          </dl>
          <section aria-label="Message">
            <p className="whitespace-pre-wrap break-words rounded-xl bg-surface p-4 text-sm text-ink">
              {inquiry.message}
            </p>
          </section>
          <ReplyByEmail address={inquiry.email} subject={`Your inquiry: ${inquiry.organization}`} />
        </article>
      )}
    </div>
  );
}
