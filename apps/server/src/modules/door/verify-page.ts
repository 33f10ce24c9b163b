import type { CheckInAnswer, DoorStatus, DoorTicket } from '@storefront/contracts/api';
import { formatLongDateTime } from '@storefront/contracts/format';
import { doorMessages } from '@storefront/contracts/messages';
import { escapeHtml, htmlDocument } from '../../lib/html.ts';

type Look = { title: string; colour: string; ink: string; mark: string };

/**
 * A valid ticket not yet admitted reads neutral, never green (decision 47): green is for an admission
 * recorded, so nobody at the door waves a holder in on the look of the page alone.
 */
const LOOK: Record<DoorStatus, Look> = {
  valid: { title: 'Ticket found', colour: '#e5e7eb', ink: '#111827', mark: '?' },
  used: { title: 'Already used', colour: '#b91c1c', ink: '#ffffff', mark: '✕' },
  cancelled: { title: 'Cancelled', colour: '#b91c1c', ink: '#ffffff', mark: '✕' },
  invalid: { title: 'Invalid ticket', colour: '#b91c1c', ink: '#ffffff', mark: '✕' },
};

/** How an Admit press came out (the verify page's POST), looked at like the check-in page's verdicts. */
const OUTCOME: Record<CheckInAnswer['result'], Look> = {
  admitted: { title: 'Admitted', colour: '#047857', ink: '#ffffff', mark: '✓' },
  confirm: { title: 'Confirm first', colour: '#fcd34d', ink: '#111827', mark: '?' },
  used: LOOK.used,
  cancelled: LOOK.cancelled,
  invalid: LOOK.invalid,
  'wrong-event': { title: 'Another event', colour: '#b91c1c', ink: '#ffffff', mark: '✕' },
};

/** What a scan says in words: the spec-free wording of the door, with the first admission's time once someone went in. */
export function doorSentence(status: DoorStatus, ticket: DoorTicket | null): string {
  if (!ticket) return doorMessages[status];
  const first = ticket.usedAt ? formatLongDateTime(ticket.usedAt, ticket.timeZone, ticket.city) : null;
  if (status === 'cancelled' && ticket.eventStatus === 'cancelled') return doorMessages.eventCancelled;
  if (status === 'used' && first) {
    return ticket.quantity === 1
      ? `First admitted on ${first}.`
      : `${doorMessages.allIn(ticket.quantity)} The first went in on ${first}.`;
  }
  if (status === 'valid' && ticket.admitted > 0) return doorMessages.someIn(ticket.admitted, ticket.quantity);
  return doorMessages[status];
}

/** Signed-in door staff see an Admit button: a plain form (no script), with the page's CSRF token. */
export interface StaffForm {
  /** The QR link the page was opened by, as a path (and query, for an old verify link). */
  link: string;
  csrfToken: string;
}

function hiddenFields(form: StaffForm, confirm: boolean): string {
  const fields: [string, string][] = [
    ['link', form.link],
    ['_xsrf', form.csrfToken],
    ['confirm', confirm ? '1' : '0'],
  ];
  return fields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n    ');
}

function admitForm(form: StaffForm, label: string, confirm: boolean): string {
  return `<form method="post" action="/api/verify/admit" class="admit">
    ${hiddenFields(form, confirm)}
    <button type="submit">${escapeHtml(label)}</button>
  </form>`;
}

function staffPart(status: DoorStatus, ticket: DoorTicket | null, form: StaffForm, outcome: CheckInAnswer | null) {
  if (outcome?.result === 'confirm') {
    return `${admitForm(form, 'Admit anyway', true)}
  <p class="note"><a href="${escapeHtml(form.link)}">Do not admit</a></p>`;
  }
  if (status !== 'valid' || !ticket) return '';
  const left = ticket.quantity - ticket.admitted;
  const label = ticket.quantity === 1 ? 'Admit' : `Admit one person (${left} of ${ticket.quantity} left)`;
  return admitForm(form, label, false);
}

/**
 * The page a phone shows when someone scans the QR with its camera app (GET /T/…, or GET
 * /api/verify for a QR code issued before the short link): one big, high-contrast answer that
 * reads in a dark venue. For anyone it only tells; signed-in door staff also get an Admit button
 * (a POST: opening the link never admits), and after pressing it the page shows how that went
 * (`outcome`).
 */
export function renderVerifyPage(
  status: DoorStatus,
  ticket: DoorTicket | null,
  { staff = null, outcome = null }: { staff?: StaffForm | null; outcome?: CheckInAnswer | null } = {},
): string {
  const look = outcome ? OUTCOME[outcome.result] : LOOK[status];
  const sentence = outcome
    ? outcome.message
    : staff && status === 'valid' && ticket
      ? ticket.admitted > 0
        ? doorMessages.pressAdmitNext(ticket.admitted, ticket.quantity)
        : doorMessages.pressAdmit
      : doorSentence(status, ticket);
  const shown = outcome?.ticket ?? ticket;
  const details = shown
    ? `<dl>
  <dt>Event</dt><dd>${escapeHtml(shown.eventTitle)}</dd>
  <dt>Starts</dt><dd>${escapeHtml(formatLongDateTime(shown.eventDate, shown.timeZone, shown.city))}</dd>
  <dt>Holder</dt><dd>${escapeHtml(shown.holderName)}</dd>
${
  shown.ticketTypes
    ? `  <dt>Ticket</dt><dd>${escapeHtml(shown.ticketTypes)}</dd>
`
    : ''
}${
  shown.seats
    ? `  <dt>Seats</dt><dd>${escapeHtml(shown.seats)}</dd>
`
    : ''
}  <dt>Admits</dt><dd>${shown.quantity}${shown.quantity > 1 ? ` (${shown.admitted} in)` : ''}</dd>
  <dt>Ticket ID</dt><dd>${escapeHtml(shown.ticketId)}</dd>
</dl>`
    : '';
  const actions = staff ? staffPart(status, shown, staff, outcome) : '';
  const note = staff
    ? '<p class="note">You are signed in as door staff. <a href="/check-in">Open the door app</a> to admit a whole event, offline too.</p>'
    : '<p class="note">Opening this link never admits the ticket: door staff check it in at /check-in.</p>';
  return htmlDocument({
    title: `${look.title} · Owambe Tickets`,
    style: `
  body { margin: 0; font: 18px/1.5 system-ui, sans-serif; background: #111827; color: #f9fafb; }
  main { max-width: 32rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  .result { background: ${look.colour}; color: ${look.ink}; border-radius: 1rem; padding: 1.5rem; text-align: center; }
  .mark { font-size: 4rem; line-height: 1; display: block; }
  h1 { font-size: 2.25rem; margin: .5rem 0 .25rem; }
  .result p { font-size: 1.2rem; margin: 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .4rem 1rem; margin: 1.5rem 0; }
  dt { color: #d1d5db; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .admit button { width: 100%; min-height: 3.5rem; border: 0; border-radius: 1rem; background: #fbbf24; color: #111827;
    font: 700 1.3rem/1.2 system-ui, sans-serif; cursor: pointer; }
  .admit { margin: 0 0 1rem; }
  .note { color: #d1d5db; font-size: 1rem; }
  .note a { color: #fde68a; }`,
    body: `<main>
  <section class="result" aria-live="polite">
    <span class="mark" aria-hidden="true">${look.mark}</span>
    <h1>${escapeHtml(look.title)}</h1>
    <p>${escapeHtml(sentence)}</p>
  </section>
  ${details}
  ${actions}
  ${note}
</main>`,
  });
}
