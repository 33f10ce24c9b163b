import { formatCompactDateTime } from '@storefront/contracts';

/**
 * An event's start in the back office's lists (the dashboard, the events list): on the venue's
 * clock with its city named, "Sat 17 APR 2027 · 20:00 (Atlanta time)", the same words on every
 * screen (contracts/format.ts).
 */
export function EventStart({
  startsAt,
  timeZone,
  city,
  className,
}: {
  startsAt: string;
  timeZone: string;
  city: string;
  className?: string;
}) {
  return (
    <time dateTime={startsAt} className={className}>
      {formatCompactDateTime(startsAt, timeZone, city)}
    </time>
  );
}
