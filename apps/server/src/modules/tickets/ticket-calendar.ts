/** What the calendar entry says; `startsAt` is an ISO-8601 instant. */
export interface CalendarEvent {
  uid: string;
  title: string;
  startsAt: string;
  /** The end instant (DTEND, decision 27): without it calendars show a show of no length. */
  endsAt: string;
  location: string;
  description: string;
  url: string;
  /** DTSTAMP: when the entry was made. */
  createdAt: Date;
}

/** RFC 5545 §3.3.11: TEXT values escape backslash, semicolon and comma, and write newlines as \n. */
export function escapeIcsText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n|\r/g, '\\n');
}

/** RFC 5545 §3.3.5, UTC form: 20270418T000000Z. */
function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF then a space); a fold never
 * splits a UTF-8 character, so titles in any script stay intact.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * A one-event calendar file (.ics). The start is written in UTC, which every calendar
 * shows in its owner's time zone; the venue's own time is in the description.
 */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Owambe Tickets//Storefront//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsUtc(event.createdAt)}`,
    `DTSTART:${icsUtc(new Date(event.startsAt))}`,
    ...(new Date(event.endsAt).getTime() > new Date(event.startsAt).getTime()
      ? [`DTEND:${icsUtc(new Date(event.endsAt))}`]
      : // RFC 5545 §3.6.1: a DATE-TIME start with neither DTEND nor DURATION lasts no time.
        ['DURATION:PT3H']),
    `SUMMARY:${escapeIcsText(event.title)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    // URL is a URI value, not TEXT: it is not escaped.
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
