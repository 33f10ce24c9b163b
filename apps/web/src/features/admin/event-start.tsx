import { formatCompactDateTime } from '@storefront/contracts/format';

/**
 * An event's start in the back office's lists (the dashboard, the events list): on the venue's
 * clock with its city named, "Sat 17 APR 2027 · 20:00 (Atlanta time)", the same words on every
 * screen (contracts/format/naira-and-dates.ts).
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
  const words = formatCompactDateTime(startsAt, timeZone, city);
  // A narrow column breaks the line before "(Atlanta time)", never inside the date or the city.
  const cut = words.lastIndexOf(' (');
  return (
    <time dateTime={startsAt} className={className}>
      {cut > 0 ? (
        <>
          <span className="whitespace-nowrap">{words.slice(0, cut)}</span>{' '}
          <span className="whitespace-nowrap">{words.slice(cut + 1)}</span>
        </>
      ) : (
        words
      )}
    </time>
  );
}
