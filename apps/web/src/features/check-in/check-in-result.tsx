import { type CheckInAnswer, formatLongDateTime } from '@storefront/contracts';

const TITLES: Record<CheckInAnswer['result'], string> = {
  admitted: 'Admitted',
  used: 'Refused: already used',
  cancelled: 'Refused: cancelled',
  invalid: 'Refused: invalid ticket',
};

/**
 * One scan's verdict, sized and coloured to be read at arm's length in a dark room: solid
 * green with a tick to let in, solid red with a cross to stop; the words say the same for
 * those who cannot tell the colours apart.
 */
export function CheckInResult({ answer }: { answer: CheckInAnswer }) {
  const admitted = answer.result === 'admitted';
  const { ticket } = answer;
  return (
    <section
      aria-labelledby="check-in-verdict"
      data-result={answer.result}
      className={`grid gap-3 rounded-3xl p-5 text-white sm:p-6 ${admitted ? 'bg-green-700' : 'bg-red-700'}`}
    >
      <div className="flex items-center gap-4">
        <span aria-hidden="true" className="text-6xl leading-none font-black">
          {admitted ? '✓' : '✕'}
        </span>
        <div>
          <h2 id="check-in-verdict" className="text-3xl font-extrabold sm:text-4xl">
            {TITLES[answer.result]}
          </h2>
          {answer.result === 'used' && ticket?.usedAt ? (
            <p className="text-lg font-semibold">
              First scanned {formatLongDateTime(ticket.usedAt, ticket.timeZone, ticket.city)}
            </p>
          ) : (
            <p className="text-lg">{answer.message}</p>
          )}
        </div>
      </div>
      {ticket && (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-lg">
          <dt className="text-white/80">Holder</dt>
          <dd className="font-bold break-words">{ticket.holderName}</dd>
          <dt className="text-white/80">Admits</dt>
          <dd className="font-bold">
            {ticket.quantity} {ticket.quantity === 1 ? 'person' : 'people'}
          </dd>
          <dt className="text-white/80">Event</dt>
          <dd className="font-bold break-words">{ticket.eventTitle}</dd>
        </dl>
      )}
    </section>
  );
}
