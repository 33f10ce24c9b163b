/**
 * The event's start on the ticket, e.g. "Saturday, 17 April 2027 at 20:00 GMT-4": in the venue's
 * time zone (the doors open by the venue's clock), named so it cannot be misread. Without a
 * known zone, the reader's own, also named. An unreadable date is shown as it came.
 */
export function formatTicketDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return dateFormat(timeZone || undefined).format(date);
  } catch {
    return dateFormat(undefined).format(date);
  }
}

function dateFormat(timeZone: string | undefined) {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone,
  });
}

const statusWords: Record<string, string> = { unused: 'Valid (unused)', used: 'Used', cancelled: 'Cancelled' };

/** The ticket's status for people: 'unused' is what the spec calls a ticket still good for entry. */
export const statusLabel = (status: string) => statusWords[status] ?? status;

/** The colours of a status badge: green while the ticket still gets someone in, red after. */
export const statusTone: Record<string, string> = {
  unused: 'bg-green-50 text-success ring-success/30',
  used: 'bg-red-50 text-danger ring-danger/30',
  cancelled: 'bg-red-50 text-danger ring-danger/30',
};
