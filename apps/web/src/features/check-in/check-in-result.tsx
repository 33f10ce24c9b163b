import type { CheckInAnswer } from '@storefront/contracts/api';
import { formatLongDateTime } from '@storefront/contracts/format';

/**
 * A scan's verdict as the page shows it: the server's answer, or one made on this device offline
 * (then `admissionId` names the admission it queued, so a conflict found at sync can replace it).
 */
export type DoorVerdict = CheckInAnswer & { offline?: boolean; admissionId?: string };

function titleOf(verdict: DoorVerdict): string {
  switch (verdict.result) {
    case 'admitted':
      return verdict.offline ? 'Admitted (offline)' : 'Admitted';
    case 'used':
      return 'Refused: already used';
    case 'cancelled':
      return 'Refused: cancelled';
    case 'invalid':
      return 'Refused: invalid ticket';
    case 'wrong-event':
      return 'Refused: another event';
    case 'confirm':
      return verdict.timing === 'late' ? "Confirm: after the event's day" : 'Confirm: doors not open yet';
  }
}

const TONES: Record<CheckInAnswer['result'], string> = {
  admitted: 'bg-green-700',
  confirm: 'bg-amber-300 text-gray-950',
  used: 'bg-red-700',
  cancelled: 'bg-red-700',
  invalid: 'bg-red-700',
  'wrong-event': 'bg-red-700',
};

const MARKS: Record<CheckInAnswer['result'], string> = {
  admitted: '✓',
  confirm: '?',
  used: '✕',
  cancelled: '✕',
  invalid: '✕',
  'wrong-event': '✕',
};

/**
 * One scan's verdict, sized and coloured to be read at arm's length in a dark room: solid green
 * with a tick to let one person in, solid red with a cross to stop, amber with a question mark
 * when staff must decide; the words say the same for those who cannot tell the colours apart.
 */
export function CheckInResult({ verdict }: { verdict: DoorVerdict }) {
  const { ticket } = verdict;
  const group = ticket && ticket.quantity > 1;
  return (
    <section
      aria-labelledby="check-in-verdict"
      data-result={verdict.result}
      className={`grid gap-3 rounded-3xl p-5 sm:p-6 ${TONES[verdict.result]} ${verdict.result === 'confirm' ? '' : 'text-white'}`}
    >
      <div className="flex items-center gap-4">
        <span aria-hidden="true" className="text-6xl leading-none font-black">
          {MARKS[verdict.result]}
        </span>
        <div>
          <h2 id="check-in-verdict" className="text-3xl font-extrabold sm:text-4xl">
            {titleOf(verdict)}
          </h2>
          {verdict.result === 'used' && ticket?.usedAt && !group ? (
            <p className="text-lg font-semibold">
              First scanned {formatLongDateTime(ticket.usedAt, ticket.timeZone, ticket.city)}
            </p>
          ) : (
            <p className="text-lg">{verdict.message}</p>
          )}
        </div>
      </div>
      {ticket && group && verdict.result !== 'wrong-event' && (
        <p className="text-3xl font-black" data-testid="group-count">
          {ticket.admitted} of {ticket.quantity} in
        </p>
      )}
      {ticket && (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-lg">
          <dt className="opacity-80">Holder</dt>
          <dd className="font-bold break-words">{ticket.holderName}</dd>
          {ticket.ticketTypes && (
            <>
              <dt className="opacity-80">Ticket</dt>
              <dd className="font-bold break-words">{ticket.ticketTypes}</dd>
            </>
          )}
          {ticket.seats && (
            <>
              <dt className="opacity-80">Seats</dt>
              <dd className="font-bold break-words">{ticket.seats}</dd>
            </>
          )}
          <dt className="opacity-80">Admits</dt>
          <dd className="font-bold">
            {ticket.quantity} {ticket.quantity === 1 ? 'person' : 'people'}
          </dd>
          <dt className="opacity-80">Event</dt>
          <dd className="font-bold break-words">{ticket.eventTitle}</dd>
        </dl>
      )}
    </section>
  );
}
