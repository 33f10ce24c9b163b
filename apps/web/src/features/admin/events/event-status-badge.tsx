import type { EventStatus } from '@storefront/contracts';

const styles: Record<EventStatus, string> = {
  draft: 'bg-brand-50 text-brand-800',
  published: 'bg-green-50 text-success',
  cancelled: 'bg-red-50 text-danger',
};
const labels: Record<EventStatus, string> = { draft: 'Draft', published: 'Published', cancelled: 'Cancelled' };

export function EventStatusBadge({ status }: { status: EventStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${styles[status]}`}>
      {labels[status]}
    </span>
  );
}

export const statusLabel = (status: EventStatus) => labels[status];
