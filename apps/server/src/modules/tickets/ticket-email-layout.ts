import { escapeHtml as e } from '../../lib/html.ts';

/**
 * The ticket email's HTML (architecture.md §10): it must look like the storefront, not like
 * phishing, in every mail client. Hence the email-client rules rather than the web's:
 * - tables for layout and inline styles (Outlook and Gmail drop most of a <style> sheet);
 * - every fact in text, never only in a picture: with images blocked (the default in many
 *   clients) the poster and the QR are their alt text and the ticket still reads in full;
 * - `color-scheme` and a dark-mode sheet, so clients that darken mail (Apple Mail, Outlook)
 *   keep the text readable instead of inverting the brand colours into mud;
 * - a button built as a table cell with a link inside, which renders in every client.
 */

const BRAND = 'Owambe Tickets';
const FONT = "-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
const C = {
  brand: '#5b21b6',
  brandDark: '#1e0b3b',
  accent: '#fbbf24',
  ink: '#14111f',
  muted: '#5f5a6e',
  tint: '#f5f0ff',
  line: '#ece2ff',
  page: '#faf9fc',
};

export interface TicketEmailLayout {
  /** The message's subject: the document's title. */
  title: string;
  /** A line most clients show beside the subject in the inbox; hidden in the message. */
  preheader: string;
  greeting: string;
  intro: string;
  eventTitle: string;
  /** The event's share image (a PNG: every client shows PNG, not every one WebP); null for none. */
  posterUrl: string | null;
  /** "Saturday, 17 April 2027" and "20:00 to 00:30 (Atlanta time)", at the venue's clock. */
  date: string;
  time: string;
  /** The venue's name and address in one line. */
  venue: string;
  /** Label and value rows under the QR: ticket id, door code, tickets, total. */
  facts: { label: string; value: string; strong?: boolean }[];
  ticketLink: string;
  /** The QR's inline image (cid:) and what its alt text says; null when the ticket shows none. */
  qr: { src: string; alt: string } | null;
  /** What the holder does at the door, in one sentence. */
  doorLine: string;
  supportEmail: string;
  /** The refund rule as the help pages say it. */
  refundLine: string;
}

const text = (size: number, color: string, extra = '') =>
  `margin:0;font-family:${FONT};font-size:${size}px;line-height:1.5;color:${color};${extra}`;

/** The whole HTML document of a ticket email. Every value passed in is text and escaped here. */
export function ticketEmailHtml(l: TicketEmailLayout): string {
  const facts = l.facts
    .map(
      (f) => `<tr>
<td class="muted" style="${text(13, C.muted)}padding:4px 12px 4px 0;white-space:nowrap;vertical-align:top">${e(f.label)}</td>
<td class="ink" style="${text(15, C.ink)}padding:4px 0;${f.strong ? 'font-weight:700;letter-spacing:1px;' : ''}word-break:break-all">${e(f.value)}</td>
</tr>`,
    )
    .join('\n');
  const poster = l.posterUrl
    ? `<tr><td style="padding:0"><a href="${e(l.ticketLink)}"><img src="${e(l.posterUrl)}" width="600" alt="Poster of ${e(l.eventTitle)}" style="display:block;width:100%;max-width:600px;height:auto;border:0;background:${C.line};color:${C.ink};font-family:${FONT};font-size:14px"></a></td></tr>`
    : '';
  const qr = l.qr
    ? `<img src="${e(l.qr.src)}" width="200" height="200" alt="${e(l.qr.alt)}" style="display:block;margin:0 auto;width:200px;height:200px;border:0;background:#ffffff;color:${C.ink};font-family:${FONT};font-size:13px">`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${e(l.title)}</title>
<style>
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .page { background: #14111f !important; }
  .card { background: #1e1a2e !important; }
  .panel { background: #2a2340 !important; }
  .ink { color: #f4f1fb !important; }
  .muted { color: #c9c2dc !important; }
  .rule { border-color: #3b3356 !important; }
  .link { color: #d8c4ff !important; }
}
</style>
</head>
<body class="page" style="margin:0;padding:0;background:${C.page}">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${e(l.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="page" style="background:${C.page}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" class="card" style="width:100%;max-width:600px;background:#ffffff;border-radius:16px;overflow:hidden;border:1px solid ${C.line}">
<tr><td style="background:${C.brandDark};padding:18px 24px">
<p style="${text(13, C.accent, 'font-weight:700;letter-spacing:2px;text-transform:uppercase')}">${BRAND}</p>
<p style="${text(14, '#ffffff')}">Your ticket, ready for the door</p>
</td></tr>
${poster}
<tr><td style="padding:24px">
<p class="ink" style="${text(16, C.ink)}">${e(l.greeting)}</p>
<p class="ink" style="${text(16, C.ink, 'margin-top:8px')}">${e(l.intro)}</p>
<h1 class="ink" style="${text(24, C.ink, 'margin-top:20px;font-weight:800;line-height:1.25')}">${e(l.eventTitle)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin-top:12px">
<tr><td class="muted" style="${text(13, C.muted)}padding:3px 12px 3px 0;vertical-align:top">Date</td><td class="ink" style="${text(15, C.ink, 'font-weight:600')}padding:3px 0">${e(l.date)}</td></tr>
<tr><td class="muted" style="${text(13, C.muted)}padding:3px 12px 3px 0;vertical-align:top">Time</td><td class="ink" style="${text(15, C.ink, 'font-weight:600')}padding:3px 0">${e(l.time)}</td></tr>
<tr><td class="muted" style="${text(13, C.muted)}padding:3px 12px 3px 0;vertical-align:top">Venue</td><td class="ink" style="${text(15, C.ink, 'font-weight:600')}padding:3px 0">${e(l.venue)}</td></tr>
</table>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0 8px">
<tr><td align="center" bgcolor="${C.brand}" style="border-radius:10px;background:${C.brand}">
<a href="${e(l.ticketLink)}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:10px">View your ticket</a>
</td></tr>
</table>
<p class="muted" style="${text(13, C.muted)}">Or open this link: <a class="link" href="${e(l.ticketLink)}" style="color:${C.brand};word-break:break-all">${e(l.ticketLink)}</a></p>
</td></tr>
<tr><td class="panel rule" style="background:${C.tint};padding:24px;border-top:2px dashed ${C.line}">
${qr}
<p class="ink" style="${text(15, C.ink, `margin-top:${l.qr ? 12 : 0}px;text-align:center`)}">${e(l.doorLine)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:16px auto 0">
${facts}
</table>
</td></tr>
<tr><td class="rule" style="padding:20px 24px;border-top:1px solid ${C.line}">
<p class="muted" style="${text(13, C.muted)}">Questions about your ticket? Write to <a class="link" href="mailto:${e(l.supportEmail)}" style="color:${C.brand}">${e(l.supportEmail)}</a>. ${e(l.refundLine)}</p>
<p class="muted" style="${text(13, C.muted, 'margin-top:8px')}">The attached calendar file adds the event to your calendar. You get this email because a ticket was bought on ${BRAND}.</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
