import { type DoorStatus, type DoorTicket, doorMessages, formatLongDateTime } from '@storefront/contracts';
import { escapeHtml, htmlDocument } from '../../lib/html.ts';

const LOOK: Record<DoorStatus, { title: string; colour: string; mark: string }> = {
  valid: { title: 'Valid ticket', colour: '#047857', mark: '✓' },
  used: { title: 'Already used', colour: '#b91c1c', mark: '✕' },
  cancelled: { title: 'Cancelled', colour: '#b91c1c', mark: '✕' },
  invalid: { title: 'Invalid ticket', colour: '#b91c1c', mark: '✕' },
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

/**
 * The page a phone shows when someone scans the QR with its camera app (GET /api/verify): one big,
 * high-contrast answer that reads in a dark venue. It only tells; admitting is staff's POST.
 */
export function renderVerifyPage(status: DoorStatus, ticket: DoorTicket | null): string {
  const look = LOOK[status];
  const details = ticket
    ? `<dl>
  <dt>Event</dt><dd>${escapeHtml(ticket.eventTitle)}</dd>
  <dt>Starts</dt><dd>${escapeHtml(formatLongDateTime(ticket.eventDate, ticket.timeZone, ticket.city))}</dd>
  <dt>Holder</dt><dd>${escapeHtml(ticket.holderName)}</dd>
  <dt>Admits</dt><dd>${ticket.quantity}</dd>
  <dt>Ticket ID</dt><dd>${escapeHtml(ticket.ticketId)}</dd>
</dl>`
    : '';
  return htmlDocument({
    title: `${look.title} · Owambe Tickets`,
    style: `
  body { margin: 0; font: 18px/1.5 system-ui, sans-serif; background: #111827; color: #f9fafb; }
  main { max-width: 32rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  .result { background: ${look.colour}; border-radius: 1rem; padding: 1.5rem; text-align: center; }
  .mark { font-size: 4rem; line-height: 1; display: block; }
  h1 { font-size: 2.25rem; margin: .5rem 0 .25rem; }
  .result p { font-size: 1.2rem; margin: 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .4rem 1rem; margin: 1.5rem 0; }
  dt { color: #d1d5db; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .note { color: #d1d5db; font-size: 1rem; }`,
    body: `<main>
  <section class="result" aria-live="polite">
    <span class="mark" aria-hidden="true">${look.mark}</span>
    <h1>${escapeHtml(look.title)}</h1>
    <p>${escapeHtml(doorSentence(status, ticket))}</p>
  </section>
  ${details}
  <p class="note">Opening this link never admits the ticket: door staff check it in at /check-in.</p>
</main>`,
  });
}
