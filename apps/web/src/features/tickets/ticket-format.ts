/**
 * The event's start on the ticket, e.g. "Sunday, 18 April 2027 at 01:00 GMT+1": in the reader's
 * own time zone, named, so it cannot be misread. An unreadable date is shown as it came.
 */
export function formatTicketDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
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
  }).format(date);
}

const statusWords: Record<string, string> = { unused: 'Valid (unused)', used: 'Used', cancelled: 'Cancelled' };

/** The ticket's status for people: 'unused' is what the spec calls a ticket still good for entry. */
export const statusLabel = (status: string) => statusWords[status] ?? status;
