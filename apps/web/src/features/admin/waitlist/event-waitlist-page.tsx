import type { AdminWaitlist } from '@storefront/contracts/api';
import { formatCompactDateTime } from '@storefront/contracts/format';
import { WAITLIST_ENTRY_STATUSES, type WaitlistEntryStatus } from '@storefront/contracts/rules';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { formatMoment } from '../admin-format.ts';
import { useConsole } from '../console.tsx';
import { ResourceState } from '../resource-state.tsx';
import { StatusBadge, type Tone } from '../status-badge.tsx';
import { useAdminResource } from '../use-admin-resource.ts';

const statusWords: Record<WaitlistEntryStatus, { label: string; tone: Tone }> = {
  unconfirmed: { label: 'Unconfirmed', tone: 'neutral' },
  waiting: { label: 'Waiting', tone: 'waiting' },
  offered: { label: 'Offered', tone: 'waiting' },
  claimed: { label: 'Claimed', tone: 'good' },
  lapsed: { label: 'Lapsed', tone: 'stopped' },
  left: { label: 'Left', tone: 'neutral' },
};

/**
 * /admin/events/:id/waitlist (decision 30): each sold-out tier's line, oldest first, with counts by
 * status, the date a place is for where it is one date's (decision 53) and, for an offered entry,
 * when its claim runs out. Read-only: the line moves by itself
 * (offers when seats come back, claims lapsing after 30 minutes).
 */
export function EventWaitlistPage({ id }: { id: string }) {
  const { api, paths } = useConsole();
  const { resource, reload } = useAdminResource<AdminWaitlist>(`${api}/events/${encodeURIComponent(id)}/waitlist`);
  const tiers = resource.data?.tiers ?? [];
  // A date's own line (decision 53): the column shows only where some place is for one date.
  const timeZone = resource.data?.timeZone ?? 'Africa/Lagos';
  const dated = tiers.some((tier) => tier.entries.some((entry) => entry.showtimeStartsAt !== null));
  return (
    <div className="grid gap-6">
      <PageTitle title="Waitlist" />
      <BackLink to={paths.event(id)}>The event</BackLink>
      <h1 className="text-2xl font-bold text-ink">Waitlist</h1>
      <ResourceState resource={resource} onRetry={reload} back={{ to: paths.events, label: 'Back to the events' }} />
      {resource.state === 'ready' && tiers.length === 0 && (
        <p className="rounded-2xl border border-brand-100 bg-white p-6 text-muted">
          Nobody is on this event's waitlist.
        </p>
      )}
      {tiers.map((tier) => (
        <section
          key={tier.ticketTypeId}
          aria-labelledby={`tier-${tier.ticketTypeId}`}
          className="grid gap-3 rounded-2xl border border-brand-100 bg-white p-5"
        >
          <h2 id={`tier-${tier.ticketTypeId}`} className="text-lg font-bold text-ink">
            {tier.name}
          </h2>
          <ul className="flex flex-wrap gap-2 text-sm" aria-label={`${tier.name}: counts`}>
            {WAITLIST_ENTRY_STATUSES.filter((status) => tier.counts[status] > 0).map((status) => (
              <li key={status}>
                <StatusBadge
                  label={`${statusWords[status].label}: ${tier.counts[status]}`}
                  tone={statusWords[status].tone}
                />
              </li>
            ))}
          </ul>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="text-muted">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Email
                  </th>
                  {dated && (
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Date
                    </th>
                  )}
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Tickets
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Status
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Joined
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Claim runs out
                  </th>
                </tr>
              </thead>
              <tbody>
                {tier.entries.map((entry) => (
                  <tr key={entry.id} className="border-t border-brand-100">
                    <td className="py-2 pr-4 break-all text-ink">{entry.email}</td>
                    {dated && (
                      <td className="py-2 pr-4">
                        {entry.showtimeStartsAt ? formatCompactDateTime(entry.showtimeStartsAt, timeZone) : 'Any date'}
                      </td>
                    )}
                    <td className="py-2 pr-4 tabular-nums">{entry.quantity}</td>
                    <td className="py-2 pr-4">
                      <StatusBadge label={statusWords[entry.status].label} tone={statusWords[entry.status].tone} />
                    </td>
                    <td className="py-2 pr-4">{formatMoment(entry.createdAt)}</td>
                    <td className="py-2">{entry.claimExpiresAt ? formatMoment(entry.claimExpiresAt) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
